import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { useDistrictDates } from '../../src/components/DistrictDate';
import type { PollStatus } from './contract';

/** A poll's status: running in green, stopped in red, the others plain. */
export function PollStatusChip({ status }: { status: PollStatus }) {
  const translate = useTranslate();
  const color = status === 'running' ? 'success' : status === 'stopped' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      label={translate(`resources.polls.values.status.${status}`)}
      color={color}
      variant={status === 'running' ? 'filled' : 'outlined'}
      data-testid="poll-status"
      data-status={status}
    />
  );
}

/** "from – to" in the district's date format. */
export function PollPeriod({ from, to }: { from?: string | null; to?: string | null }) {
  const translate = useTranslate();
  const dates = useDistrictDates();
  if (!from && !to) return <>—</>;
  return <>{translate('resources.polls.period', { from: dates.date(from) || '…', to: dates.date(to) || '…' })}</>;
}
