import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useConfirmedAction } from '../../../src/components/dialogs/useConfirmedAction';
import type { ErasureLine } from '../../../src/contract/privacy';
import type { BorgoDataProvider } from '../../../src/providers/dataProvider';
import { ErasureLines } from './erasureLines';

interface Preview {
  user_id: number;
  name: string;
  account_goes: boolean;
  lines: ErasureLine[];
}

/**
 * Asking for a person's erasure (issue 18): what would be removed, made anonymous and kept (and
 * why) is shown first; the request then waits on Settings → Privacy for a second holder of the
 * privacy management permission, and nothing is erased until they approve.
 */
export default function ErasureDialog({ userId, name, onClose }: { userId: number; name: string; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const preview = useQuery({
    queryKey: ['privacy_erasures', 'preview', userId],
    queryFn: () => dataProvider.read<Preview>('privacy_erasures/preview', { user_id: userId }),
    gcTime: 0,
  });
  const data = preview.data?.data;
  const { run, pending } = useConfirmedAction({
    work: () => dataProvider.send('privacy_erasures', { user_id: userId }),
    success: { fromServer: true, dialog: true },
    resource: 'privacy_retention',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['privacy_erasures'] });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="erasure-title" data-testid="erasure-dialog">
      <DialogTitle id="erasure-title">{translate('Privacy.Erasure.Title', { name: data?.name ?? name })}</DialogTitle>
      <DialogContent>
        {preview.isPending && <Skeleton variant="rounded" height={200} data-testid="erasure-loading" />}
        {preview.isError && <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>}
        {data && (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('Privacy.Erasure.TwoPeople')}
            </Alert>
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="erasure-account">
              {translate(data.account_goes ? 'Privacy.Erasure.AccountGoes' : 'Privacy.Erasure.AccountStays')}
            </Typography>
            <ErasureLines lines={data.lines} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" disabled={!data || pending} onClick={() => void run()} data-testid="erasure-ask">
          {translate('Privacy.Erasure.Ask')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
