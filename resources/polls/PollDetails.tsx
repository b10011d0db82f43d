import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { saveBlob } from '../../src/client/api';
import { DistrictDate } from '../../src/components/DistrictDate';
import { downloadFailure, useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { RecordHistory } from '../../src/components/audit/RecordHistory';
import { ListHeader } from '../../src/components/list/ListHeader';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useOpenResource, useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import { PollPeriod, PollStatusChip } from './parts';
import { kindAt, pollPaths } from './paths';
import { PollResults } from './PollResults';
import type { PollRecord } from './schema';

/**
 * poll/details and survey/details: the poll, its live results, and its actions: Edit and Stop
 * (asked first: it cannot be undone) while it is not stopped, and the Excel of its answers.
 */
export function PollDetails() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const access = useResourceAccess(d);
  const open = useOpenResource(d);
  const kind = kindAt(useLocation().pathname);
  const { targetId } = useTarget();
  const districtName = useSession((s) => s.district?.name ?? '');
  const { data: poll, isPending, error, refetch } = useGetOne<PollRecord>('polls', { id: (targetId ?? '') as number }, { enabled: targetId !== null });

  const { run: stop } = useConfirmedAction<unknown, [PollRecord]>({
    ask: (p) => ({ message: translate('resources.polls.askStop', { title: p.title }), confirmLabel: translate('resources.polls.stop'), destructive: true }),
    work: (p) => dataProvider.recordAction('polls', p.id, 'stop'),
    success: { fromServer: true },
    resource: 'polls',
    onSuccess: () => void refetch(),
    onError: () => void refetch(),
  });
  // Spec console §7: the file is named from content-disposition, else the title and the district's name, .xls.
  const { run: exportAnswers } = useConfirmedAction<unknown, [PollRecord]>({
    work: async (p) => {
      const { blob, name } = await dataProvider.exportFile(`/api/v3/polls/${p.id}/export`, `${p.title} ${districtName}.xls`);
      saveBlob(blob, name);
    },
    success: { message: 'Strings.Done' },
    errorDialog: downloadFailure,
  });

  const row = (label: string, value: ReactNode) => (
    <Box key={label} sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {translate(`resources.polls.fields.${label}`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );

  let body: ReactNode;
  if (targetId === null) body = <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  else if (error) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (isPending || !poll) body = <Skeleton variant="rounded" height={200} />;
  else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="details">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1.5, m: 0 }}>
          {row('kind', translate(`resources.polls.values.kind.${poll.kind}`))}
          {row('status', <PollStatusChip status={poll.status} />)}
          {row('period', <PollPeriod from={poll.date_start} to={poll.date_end} />)}
          {row(
            'audience',
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
              {poll.audience.map((a) => (
                <Chip key={a} size="small" label={translate(`resources.polls.values.audience.${a}`)} />
              ))}
            </Box>,
          )}
          {poll.description &&
            row(
              'description',
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {poll.description}
              </Box>,
            )}
          {row('answers_count', poll.answers_count)}
          {poll.stopped_at && row('stopped_at', <DistrictDate value={poll.stopped_at} time />)}
        </Box>
      </Paper>
    );
  }

  const running = poll && poll.status !== 'stopped';
  const actions = poll && (
    <>
      <Button startIcon={<DownloadIcon />} onClick={() => void exportAnswers(poll)} data-testid="poll-export">
        {translate('resources.polls.exportAnswers')}
      </Button>
      {running && access.edit(poll.id) && (
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => open.page(pollPaths(poll.kind).form, poll.id)} data-testid="details-edit">
          {translate('ra.action.edit')}
        </Button>
      )}
      {running && access.edit(poll.id) && (
        <Button color="error" variant="outlined" startIcon={<StopIcon />} onClick={() => void stop(poll)} data-testid="poll-stop">
          {translate('resources.polls.stop')}
        </Button>
      )}
    </>
  );
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={poll?.title ?? translate(`resources.polls.values.kind.${kind}`)} actions={actions} back={d.route} />
      {body}
      {poll && <PollResults id={poll.id} />}
      <RecordHistory entity="polls" id={targetId} />
    </Box>
  );
}
