import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { DistrictDate } from '../../src/components/DistrictDate';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { ListHeader } from '../../src/components/list/ListHeader';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { RejectDialog } from '../../src/components/dialogs/RejectDialog';
import { decisionsFrom, type ContractRequest } from './types';
import { ContractStatusChip } from './parts';
import { RecordHistory } from '../../src/components/audit/RecordHistory';

type Decision = 'approve' | 'reject' | 'hold';

/** contracts/request/:TargetId?: one request, and its decision (approve, reject with a reason, hold). */
export function ContractRequestPage() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const params = useParams();
  const target = useTarget();
  const id = params.TargetId ?? (target.targetId === null ? null : String(target.targetId));
  const access = useResourceAccess(d);
  const [rejecting, setRejecting] = useState(false);
  const { data, isPending, error, refetch } = useGetOne<ContractRequest>('contracts', { id: Number(id) }, { enabled: id !== null });

  // The record is read again after a decision, taken or refused: it shows the state that holds.
  const { run: decide } = useConfirmedAction<unknown, [Decision, Record<string, unknown>?]>({
    ask: (action) => (action === 'reject' ? null : { message: translate(action === 'approve' ? 'Home.AskApprove' : 'Home.AskHold') }),
    work: (action, body = {}) => dataProvider.recordAction('contracts', id!, action, body),
    success: { message: 'Strings.Saved' },
    resource: 'contracts',
    onSuccess: () => void refetch(),
    onError: () => void refetch(),
  });

  let body: ReactNode;
  if (id === null) body = <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  else if (error) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (isPending || !data) body = <Skeleton variant="rounded" height={220} />;
  else {
    const row = (label: string, value: ReactNode) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {translate(`resources.contracts.fields.${label}`)}
        </Typography>
        <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    );
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="contract-request">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1.5, m: 0 }}>
          {row('status', <ContractStatusChip status={data.status} />)}
          {row('apartment', [data.apartment.code, data.apartment.tower_code, data.apartment.number].filter(Boolean).join(' · '))}
          {row('requester', [data.requester.full_name, data.requester.email, data.requester.phone].filter(Boolean).join(' · '))}
          {row('contract_type', translate(`Home.ContractType.${data.contract_type}`))}
          {row('created_at', <DistrictDate value={data.created_at} />)}
          {data.decided_at && row('decided_at', <DistrictDate value={data.decided_at} />)}
          {data.decided_by?.full_name && row('decided_by', data.decided_by.full_name)}
          {data.rejection_reason && row('rejection_reason', <span data-testid="contract-reason">{data.rejection_reason}</span>)}
        </Box>
      </Paper>
    );
  }

  const decisions = data && access.edit(data.id) ? decisionsFrom(data.status) : [];
  const actions = decisions.map((a) => (
    <Button
      key={a}
      variant={a === 'approve' ? 'contained' : 'outlined'}
      color={a === 'reject' ? 'error' : 'primary'}
      data-testid={`contract-${a}`}
      onClick={() => (a === 'reject' ? setRejecting(true) : void decide(a))}
    >
      {translate(a === 'approve' ? 'Home.Approve' : a === 'reject' ? 'Home.Reject' : 'Home.Hold')}
    </Button>
  ));
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader
        title={data ? translate('Home.RequestTitle', { id: data.id }) : translate('resources.contracts.name', { smart_count: 1 })}
        actions={actions}
        back={target.origin ?? d.route}
      />
      {body}
      <RecordHistory entity={d.name} id={data?.id ?? null} />
      <RejectDialog open={rejecting} onClose={(reason) => (setRejecting(false), reason && void decide('reject', { rejection_reason: reason }))} />
    </Box>
  );
}
