import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../src/client/localized';
import { DistrictDate } from '../../src/components/DistrictDate';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import type { NotificationRecord } from './schema';
import { useCancelNotification } from './useCancelNotification';

/** A notification as the list reads it: its texts per language (the dataProvider's form shape). */
export type NotificationRow = Omit<NotificationRecord, 'translations'> & { title?: Record<string, string>; content?: Record<string, string> };

/**
 * The notifications of the district by status (spec console §4: "sent" first): title in the
 * reader's language, sender, send date (the schedule's for a planned one), recipients. A row opens
 * the compose page: to edit a planned one, to read one that went. A planned one can be cancelled.
 */
export function NotificationList() {
  const d = useDeclaration();
  const translate = useTranslate();
  const text = useLocalized();
  const access = useResourceAccess(d);
  const open = useOpenResource(d);
  const cancel = useCancelNotification();
  const compose = (r?: NotificationRow) => open.page('sendNotification', r?.id ?? null);
  const label = (r: NotificationRow) => text(r.title) || `#${r.id}`;
  return (
    <ResourceList<NotificationRow>
      label={label}
      onEdit={compose}
      canEdit={(r) => r.status_type === 'planned' && access.edit(r.id)}
      canDelete={(r) => r.status_type === 'planned'}
      // Cancelling is part of sending (push_notifications_send names no delete of its own).
      onDelete={access.create ? (r) => void cancel(r, label(r)) : undefined}
      actions={
        access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => compose()} data-testid="notification-new">
            {/* A phone keeps the heading readable beside a shorter word. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {translate('Notifications.New')}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {translate('ra.action.create')}
            </Box>
          </Button>
        )
      }
      // The contract's columns (list.columns); these cells say "—" when empty, which no kind does.
      renders={{
        title: (r) => text(r.title) || '—',
        sender_name: (r) => r.sender_name || '—',
        // A planned one shows when it will go.
        send_at: (r) => <DistrictDate value={r.scheduled_at && r.status_type === 'planned' ? r.scheduled_at : r.send_at} time empty="—" />,
      }}
    />
  );
}
