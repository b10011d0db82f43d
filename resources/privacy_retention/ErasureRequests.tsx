import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { DistrictDate } from '../../src/components/DistrictDate';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import type { ErasureRequest } from '../../src/contract/privacy';
import { holds } from '../../src/lib/permissions';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useSession } from '../../src/session';
import { ErasureLines, lineDetails } from './person/erasureLines';

const STATUS_COLOR = { pending: 'warning', done: 'success', cancelled: 'default' } as const;
const KEY = ['privacy_erasures', 'list'];
/** How often the list is read again: often while a request waits for its second person, rarely otherwise. */
const PENDING_POLL_MS = 10_000;
const IDLE_POLL_MS = 60_000;
/** A button's label on one line: beside the hint, a long translation would wrap it. */
const NO_WRAP = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

/** Who the request is about: their name while the account names them, their number once erased. */
const subject = (r: ErasureRequest) => (r.subject_name && r.subject_name !== '—' ? r.subject_name : `#${r.subject_user_id}`);

function RequestCard({ request, canManage, me }: { request: ErasureRequest; canManage: boolean; me: number | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['privacy_erasures'] });
  const approve = useConfirmedAction({
    ask: {
      title: translate('Privacy.Erasure.ApproveTitle', { name: subject(request) }),
      message: translate('Privacy.Erasure.ApproveAsk'),
      details: lineDetails(translate, request.lines),
      confirmLabel: translate('Privacy.Erasure.Approve'),
      destructive: true,
    },
    work: () => dataProvider.recordAction<ErasureRequest>('privacy_erasures', request.id, 'approve'),
    success: { fromServer: true, dialog: true },
    onSuccess: refresh,
    onError: refresh,
  });
  const cancel = useConfirmedAction({
    ask: { title: translate('Privacy.Erasure.CancelTitle', { name: subject(request) }), confirmLabel: translate('Privacy.Erasure.Cancel') },
    work: () => dataProvider.recordAction<ErasureRequest>('privacy_erasures', request.id, 'cancel'),
    success: { fromServer: true },
    onSuccess: refresh,
    onError: refresh,
  });
  const mine = request.requested_by === me;
  const pending = request.status === 'pending';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="erasure-request" data-status={request.status}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: pending ? 2 : 0 }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{subject(request)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('Privacy.Erasure.AskedBy', { name: request.requested_by_name ?? '—' })} · <DistrictDate value={request.requested_at} time />
          </Typography>
        </Box>
        <Chip
          size="small"
          color={STATUS_COLOR[request.status]}
          variant={pending ? 'filled' : 'outlined'}
          label={translate(`Privacy.Erasure.Status.${request.status}`)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      {pending && (
        <>
          <ErasureLines lines={request.lines} />
          {canManage && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
              <Button
                variant="contained"
                color="error"
                disabled={mine || approve.pending}
                onClick={() => void approve.run()}
                data-testid="erasure-approve"
                sx={NO_WRAP}
              >
                {translate('Privacy.Erasure.Approve')}
              </Button>
              <Button variant="outlined" disabled={cancel.pending} onClick={() => void cancel.run()} data-testid="erasure-cancel" sx={NO_WRAP}>
                {translate('Privacy.Erasure.Cancel')}
              </Button>
              {mine && (
                <Typography variant="body2" color="text.secondary" data-testid="erasure-mine">
                  {translate('Privacy.Erasure.WaitingForSecond')}
                </Typography>
              )}
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}

/**
 * The district's erasure requests on Settings → Privacy (issue 18): the pending ones first, each
 * with what it would do, for a second holder of privacy_manage to approve (which carries it out)
 * or anyone of them to call off; then the latest decided ones.
 */
export function ErasureRequests() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const me = useSession((s) => s.user?.id);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => dataProvider.read<ErasureRequest[]>('privacy_erasures'),
    // A request asked for elsewhere, or approved by the other person, shows up without a reload.
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status === 'pending') ? PENDING_POLL_MS : IDLE_POLL_MS),
  });
  const requests = list.data?.data;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2, maxWidth: 880 }} data-testid="erasure-requests">
      <Typography variant="h6" component="h2">
        {translate('Privacy.Erasure.Requests')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('Privacy.Erasure.RequestsHint')}
      </Typography>
      {list.isPending && <Skeleton variant="rounded" height={96} />}
      {list.isError && <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>}
      {requests && requests.length === 0 && <Typography data-testid="erasure-none">{translate('Privacy.Erasure.None')}</Typography>}
      {requests && requests.length > 0 && (
        <Stack spacing={1.5}>
          {requests.map((r) => (
            <RequestCard key={r.id} request={r} canManage={holds(permissions, 'privacy_manage')} me={me} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
