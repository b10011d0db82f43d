import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import RejectIcon from '@mui/icons-material/HighlightOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { ApprovalStatus, ContentContract } from '../../contract/content';
import { holds } from '../../lib/permissions';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { session, useSession } from '../../session';
import { RejectDialog, type RejectTexts } from '../dialogs/RejectDialog';
import { useConfirmedAction } from '../dialogs/useConfirmedAction';

const REJECT_TEXTS: RejectTexts = {
  title: 'Content.RejectTitle',
  hint: 'Content.RejectHint',
  label: 'Content.RejectionReason',
  confirm: 'Content.Reject',
};

const CHIP_COLOR = { waiting: 'warning', rejected: 'error', confirmed: 'success' } as const;

/** A community item's approval (spec content §4 badge labels: waiting, approved, rejected). */
export function ApprovalChip({ resource, status }: { resource: string; status: ApprovalStatus | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant={status === 'confirmed' ? 'outlined' : 'filled'}
      color={CHIP_COLOR[status]}
      label={translate(`resources.${resource}.values.approval_status.${status}`)}
      data-testid="approval-status"
    />
  );
}

/**
 * Approve (asked first) and reject with a reason (spec content §3 "Reject payload", §4): the
 * editors' decision on a community item. After it, the item's screens, the sidebar bubbles and
 * the dashboard count are read again; a refused decision (someone decided first) reads them too.
 */
function useApproval(contract: ContentContract, id: Identifier) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [contract.name] });
    void session.refreshSiteMapData();
  };
  const { run, pending } = useConfirmedAction<unknown, ['approve' | 'reject', Record<string, unknown>?]>({
    ask: (action) => (action === 'approve' ? { message: translate('Content.ApproveAsk') } : null),
    work: (action, body = {}) => dataProvider.recordAction(contract.name, id, action, body),
    success: { fromServer: true },
    resource: contract.name,
    onSuccess: refresh,
    onError: refresh,
  });
  return {
    canDecide: holds(permissions, contract.permissions.edit),
    pending,
    approve: () => void run('approve'),
    reject: () => setRejecting(true),
    dialog: (
      <RejectDialog
        open={rejecting}
        texts={REJECT_TEXTS}
        onClose={(reason) => {
          setRejecting(false);
          if (reason) void run('reject', { rejection_reason: reason });
        }}
      />
    ),
  };
}

/** The details page's buttons: Approve unless approved, Reject unless rejected. */
export function ApprovalButtons({ contract, id, status }: { contract: ContentContract; id: Identifier; status: ApprovalStatus | null }) {
  const translate = useTranslate();
  const a = useApproval(contract, id);
  if (!status || !a.canDecide) return null;
  return (
    <>
      {status !== 'confirmed' && (
        <Button variant="contained" color="success" startIcon={<ApproveIcon />} onClick={a.approve} disabled={a.pending} data-testid="content-approve">
          {translate('Content.Approve')}
        </Button>
      )}
      {status !== 'rejected' && (
        <Button variant="outlined" color="error" startIcon={<RejectIcon />} onClick={a.reject} disabled={a.pending} data-testid="content-reject">
          {translate('Content.Reject')}
        </Button>
      )}
      {a.dialog}
    </>
  );
}

/**
 * The list's approval cell: the chip, and for a waiting item the two decisions at hand (spec
 * content §7 "Reject from list"), so a queue of waiting items is worked through without opening each.
 */
export function ApprovalCell({ contract, id, status }: { contract: ContentContract; id: Identifier; status: ApprovalStatus | null }) {
  const translate = useTranslate();
  const a = useApproval(contract, id);
  // The row opens the item on click: a decision made here must not open it too.
  const stop = (run: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    run();
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, flexWrap: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      <ApprovalChip resource={contract.name} status={status} />
      {status === 'waiting' && a.canDecide && (
        <>
          <Tooltip title={translate('Content.Approve')}>
            <IconButton
              size="small"
              color="success"
              onClick={stop(a.approve)}
              disabled={a.pending}
              aria-label={translate('Content.Approve')}
              data-testid="row-approve"
            >
              <ApproveIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('Content.Reject')}>
            <IconButton
              size="small"
              color="error"
              onClick={stop(a.reject)}
              disabled={a.pending}
              aria-label={translate('Content.Reject')}
              data-testid="row-reject"
            >
              <RejectIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      {a.dialog}
    </Box>
  );
}
