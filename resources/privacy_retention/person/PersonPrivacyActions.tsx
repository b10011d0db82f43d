import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import ArchiveIcon from '@mui/icons-material/Inventory2Outlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useConfirmedAction } from '../../../src/components/dialogs/useConfirmedAction';
import { holds } from '../../../src/lib/permissions';
import type { BorgoDataProvider } from '../../../src/providers/dataProvider';
import { useSession } from '../../../src/session';

// Fetched on first opening: a user's page does not pay for them.
const AccessDialog = lazy(() => import('./AccessDialog'));
const ErasureDialog = lazy(() => import('./ErasureDialog'));

/**
 * A person's privacy on their page (issue 18): who saw their data (privacy_view), an archive of
 * everything the district holds about them and their erasure (privacy_manage). No one erases
 * themselves; the server refuses it too.
 */
export function PersonPrivacyActions({ user }: { user: { id: number; full_name: string } }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const me = useSession((s) => s.user?.id);
  const [open, setOpen] = useState<'access' | 'erase' | null>(null);
  const canManage = holds(permissions, 'privacy_manage');
  const canView = canManage || holds(permissions, 'privacy_view');
  const archive = useConfirmedAction({
    ask: {
      title: translate('Privacy.Export.Title', { name: user.full_name }),
      message: translate('Privacy.Export.Ask'),
      confirmLabel: translate('Privacy.Export.Confirm'),
    },
    work: () => dataProvider.sendExportRequest({ target: 'person', subject_user_id: user.id }),
    success: { message: 'Export.Sent', dialog: true },
  });
  if (!canView) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setOpen('access')} data-testid="person-access">
        {translate('Privacy.Access.Open')}
      </Button>
      {canManage && (
        <Button variant="outlined" startIcon={<ArchiveIcon />} disabled={archive.pending} onClick={() => void archive.run()} data-testid="person-export">
          {translate('Privacy.Export.Open')}
        </Button>
      )}
      {canManage && user.id !== me && (
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen('erase')} data-testid="person-erase">
          {translate('Privacy.Erasure.Open')}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'access' && <AccessDialog userId={user.id} name={user.full_name} onClose={() => setOpen(null)} />}
        {open === 'erase' && <ErasureDialog userId={user.id} name={user.full_name} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
