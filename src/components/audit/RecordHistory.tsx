import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useInfiniteGetList, useTranslate, type Identifier } from 'react-admin';
import type { AuditEntry } from '../../contract/audit';
import { DistrictDate } from '../DistrictDate';
import { AuditChanges } from './AuditChanges';
import { useAuditLabels } from './labels';
import { AUDIT, useCanReadAudit } from './useAuditAccess';

/** Entries per step: the latest few first, older ones on demand. */
const STEP = 5;

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const labels = useAuditLabels();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const count = Object.keys(entry.changes).length;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }} data-testid="history-entry" data-action={entry.action}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={labels.action(entry.action)}
          color={entry.action === 'delete' ? 'error' : entry.action === 'create' ? 'success' : 'default'}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {entry.user_name ?? translate('resources.audit.nobody')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <DistrictDate value={entry.created_at} time />
        </Typography>
        <Box sx={{ flex: 1 }} />
        {count > 0 && (
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={panel}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
            data-testid="history-toggle"
          >
            {translate(open ? 'resources.audit.hideChanges' : 'resources.audit.changedFields', { smart_count: count })}
          </Button>
        )}
      </Box>
      <Collapse in={open} unmountOnExit id={panel}>
        <Box sx={{ pt: 1 }}>
          <AuditChanges entity={entry.entity} changes={entry.changes} />
        </Box>
      </Collapse>
    </Box>
  );
}

function HistoryEntries({ entity, id }: { entity: string; id: Identifier }) {
  const translate = useTranslate();
  const result = useInfiniteGetList<AuditEntry>(AUDIT, {
    pagination: { page: 1, perPage: STEP },
    sort: { field: 'id', order: 'DESC' },
    filter: { entity, record_id: id },
  });
  const entries = result.data?.pages.flatMap((p) => p.data) ?? [];
  if (result.isPending) return <Skeleton variant="rounded" height={64} data-testid="history-loading" />;
  if (result.error) {
    return (
      <Typography color="error" variant="body2">
        {translate('resources.audit.historyFailed')}{' '}
        <Button size="small" onClick={() => void result.refetch()}>
          {translate('Actions.Retry')}
        </Button>
      </Typography>
    );
  }
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="history-empty">
        {translate('resources.audit.historyEmpty')}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {entries.map((e) => (
          <HistoryEntry key={e.id} entry={e} />
        ))}
      </Box>
      {result.hasNextPage && (
        <Button size="small" onClick={() => void result.fetchNextPage()} disabled={result.isFetchingNextPage} data-testid="history-more">
          {translate('resources.audit.more')}
        </Button>
      )}
    </>
  );
}

/**
 * A record's History (issue 11): who changed it, when, and what, newest first, from the audit
 * trail; on every details page, for holders of audit_view. It refreshes live, as the trail grows.
 */
export function RecordHistory({ entity, id }: { entity: string; id: Identifier | null }) {
  const translate = useTranslate();
  const allowed = useCanReadAudit();
  const heading = useId();
  if (!allowed || id === null || entity === AUDIT) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={heading} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="record-history">
      <Typography id={heading} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontSize: 18 }}>
        <HistoryIcon fontSize="small" aria-hidden />
        {translate('resources.audit.history')}
      </Typography>
      <HistoryEntries entity={entity} id={id} />
    </Paper>
  );
}
