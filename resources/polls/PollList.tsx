import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { POLL_KINDS, type PollKind, type PollStatus } from './contract';
import { PollPeriod, PollStatusChip } from './parts';
import { pollPaths } from './paths';

export interface PollRow {
  id: number;
  kind: PollKind;
  title: string;
  status: PollStatus;
  date_start: string;
  date_end: string;
  answers_count: number;
  created_at: string;
}

/**
 * community/pollsAndsurvey: polls and surveys together, with tabs by kind, a status filter and
 * search; a row opens its details at its kind's path. There is no delete (spec §6): a poll is
 * stopped instead, and a stopped one is no longer edited.
 */
export function PollList() {
  const d = useDeclaration();
  const translate = useTranslate();
  const access = useResourceAccess(d);
  const open = useOpenResource(d);
  return (
    <ResourceList<PollRow>
      label={(r) => r.title}
      actions={
        access.create &&
        POLL_KINDS.map((kind) => (
          <Button key={kind} variant="contained" startIcon={<AddIcon />} onClick={() => open.page(pollPaths(kind).form)} data-testid={`polls-new-${kind}`}>
            {translate(kind === 'poll' ? 'resources.polls.newPoll' : 'resources.polls.newSurvey')}
          </Button>
        ))
      }
      onOpen={(r) => open.page(pollPaths(r.kind).details, r.id)}
      onEdit={(r) => open.page(pollPaths(r.kind).form, r.id)}
      canEdit={(r) => r.status !== 'stopped' && access.edit(r.id)}
      // The contract's columns (list.columns); these cells need more than their kind draws.
      renders={{
        kind: (r) => translate(`resources.polls.values.kind.${r.kind}`),
        status: (r) => <PollStatusChip status={r.status} />,
        date_start: (r) => <PollPeriod from={r.date_start} to={r.date_end} />,
      }}
    />
  );
}
