import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { DayField } from '../form/DayField';

export interface DateRange {
  date_start: string | null;
  date_end: string | null;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange(next: DateRange): void;
  /** Message keys per end, shown under the picker (DateInvalid, DateEndNotEqualPastStart). */
  errors?: { date_start?: string; date_end?: string };
  /** i18n keys of the two labels. */
  labels: { start: string; end: string };
  /** data-testid prefix of the two inputs. */
  testId?: string;
}

/**
 * A period outside a form (spec console §3 "date-range filters", the gate list's initial range,
 * the report dialog): two days in the country's format, kept as YYYY-MM-DD. The caller owns the
 * value and decides what a half-typed or reversed range means.
 */
export function DateRangeFilter({ value, onChange, errors = {}, labels, testId = 'range' }: DateRangeFilterProps) {
  const translate = useTranslate();
  const day = (end: keyof DateRange, label: string) => (
    <DayField
      label={translate(label)}
      value={value[end]}
      onChange={(d) => onChange({ ...value, [end]: d })}
      error={!!errors[end]}
      helperText={errors[end] ? translate(errors[end]) : undefined}
      testId={`${testId}-${end === 'date_start' ? 'start' : 'end'}`}
      size="small"
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, width: { xs: '100%', sm: 'auto' } }}>
      {day('date_start', labels.start)}
      {day('date_end', labels.end)}
    </Box>
  );
}
