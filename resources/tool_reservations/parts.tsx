import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { Timing, ReservationStatus } from './rules';
import type { ReservationRecord } from './schema';

const COLORS: Record<ReservationStatus, 'info' | 'warning' | 'success' | 'default'> = {
  booked: 'info',
  in_use: 'warning',
  returned: 'success',
  cancelled: 'default',
};

export function ReservationStatusChip({ status }: { status: ReservationStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={translate(`resources.tool_reservations.values.status.${status}`)}
      data-testid="reservation-status"
    />
  );
}

/** "On time", "Late by 2 days", "Early by 1 day". */
export function useTimingText() {
  const translate = useTranslate();
  return (t: Timing) => translate(`resources.tool_reservations.timing.${t.status}`, { smart_count: t.days });
}

/**
 * How delivery and return went, one line each: the return once it happened, or how overdue a
 * tool still lent after its end day is.
 */
export function TimingText({ record }: { record: Pick<ReservationRecord, 'delivery_timing' | 'return_timing' | 'returned_on'> }) {
  const translate = useTranslate();
  const text = useTimingText();
  const lines: { key: string; line: string; late: boolean }[] = [];
  if (record.delivery_timing) {
    lines.push({ key: 'delivery', line: translate('resources.tool_reservations.timing.delivery', { timing: text(record.delivery_timing) }), late: false });
  }
  if (record.return_timing) {
    const which = record.returned_on ? 'return' : 'overdue';
    lines.push({
      key: which,
      line: translate(`resources.tool_reservations.timing.${which}`, { timing: text(record.return_timing) }),
      late: record.return_timing.status === 'late',
    });
  }
  if (lines.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }} data-testid="reservation-timing">
      {lines.map((l) => (
        <Box component="span" key={l.key} sx={l.late ? { color: 'error.main', fontWeight: 500 } : undefined}>
          {l.line}
        </Box>
      ))}
    </Box>
  );
}
