import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../src/client/localized';
import { RecordHistory } from '../../src/components/audit/RecordHistory';
import { DistrictDate } from '../../src/components/DistrictDate';
import { ListHeader } from '../../src/components/list/ListHeader';
import { CONTENT_LOCALES } from '../../src/lib/contentLocales';
import { useDeclaration } from '../../src/registry/ResourcePage';
import type { NotificationRow } from './NotificationList';
import { useRoles } from './queries';

const F = 'resources.notifications.fields';

/** A notification that has gone (sent or automatic), or one the user may only read: its texts, target and delivery. */
export function NotificationView({ record }: { record: NotificationRow }) {
  const d = useDeclaration();
  const translate = useTranslate();
  const text = useLocalized();
  const roles = useRoles(record.target_type === 'role');
  const role = roles.data?.find((r) => r.id === record.target_role_id)?.name;
  const target = translate(`resources.notifications.values.target_type.${record.target_type}`);
  const targetDetail =
    record.target_type === 'users'
      ? translate('Notifications.Selection.Selected', { smart_count: record.target_user_ids.length })
      : record.target_type === 'role'
        ? (role ?? (record.target_role_id ? `#${record.target_role_id}` : ''))
        : record.content_id
          ? `#${record.content_id}`
          : '';
  const rows: { label: string; value: ReactNode }[] = [
    ...CONTENT_LOCALES.filter((l) => record.title?.[l] || record.content?.[l]).flatMap((l) => [
      { label: `${translate(`${F}.title`)} (${l.toUpperCase()})`, value: record.title?.[l] || '—' },
      { label: `${translate(`${F}.content`)} (${l.toUpperCase()})`, value: <span style={{ whiteSpace: 'pre-wrap' }}>{record.content?.[l] || '—'}</span> },
    ]),
    { label: translate(`${F}.status_type`), value: <Chip size="small" variant="outlined" label={translate(`List.Tabs.${record.status_type}`)} /> },
    { label: translate(`${F}.sender_name`), value: record.sender_name || '—' },
    { label: translate(`${F}.send_at`), value: <DistrictDate value={record.sent_at ?? record.send_at} time empty="—" /> },
    { label: translate(`${F}.target_type`), value: targetDetail ? `${target} · ${targetDetail}` : target },
    {
      label: translate(`${F}.audience_size`),
      value: translate(record.status_type === 'planned' ? 'Notifications.Audience' : 'Notifications.Reached', { smart_count: record.audience_size }),
    },
  ];
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={text(record.title) || `#${record.id}`} back={d.route} />
      {record.status_type !== 'planned' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('Notifications.ReadOnly')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="details">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1.5, m: 0 }}>
          {rows.map((r) => (
            <Box key={r.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {r.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {r.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <RecordHistory entity={d.name} id={record.id} />
    </Box>
  );
}
