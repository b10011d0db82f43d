import type { PickedPeriod } from '../../lib/listRules';
import { DateRangeFilter } from './DateRangeFilter';
import type { ListState } from './useListState';

/**
 * A list's period filter (ListFilter `period`): two date pickers in the country's format, whose
 * code comes after the list's first rows (see DateRangeFilter).
 */
export function PeriodFilter({ field, state }: { field: string; state: ListState }) {
  const period = (state.values[field] as PickedPeriod | undefined) ?? { start: null, end: null };
  const error = state.periods[field]?.error;
  return (
    <DateRangeFilter
      value={{ date_start: period.start, date_end: period.end }}
      onChange={(r) => state.setValue(field, { start: r.date_start, end: r.date_end })}
      errors={{ date_start: error?.start, date_end: error?.end }}
      labels={{ start: 'List.From', end: 'List.To' }}
      testId={`filter-${field}`}
    />
  );
}
