import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import { dateToServer, fromServerDate, pickerFormat } from '../../lib/dateRules';
import { useDateFormat } from '../DistrictDate';
import { PickerProvider } from '../form/PickerProvider';

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
 * the report dialog): two date pickers in the country's format, kept as YYYY-MM-DD. The caller
 * owns the value and decides what a half-typed or reversed range means.
 */
export function DateRangeFilter({ value, onChange, errors = {}, labels, testId = 'range' }: DateRangeFilterProps) {
  const translate = useTranslate();
  const format = pickerFormat(useDateFormat());
  const picker = (end: 'date_start' | 'date_end', label: string) => (
    <DatePicker
      label={translate(label)}
      value={fromServerDate(value[end])}
      format={format}
      onChange={(d) => onChange({ ...value, [end]: dateToServer(d) })}
      slotProps={{
        textField: {
          size: 'small',
          error: !!errors[end],
          helperText: errors[end] ? translate(errors[end]) : undefined,
          inputProps: { 'data-testid': `${testId}-${end === 'date_start' ? 'start' : 'end'}` },
          sx: { width: { xs: '100%', sm: 170 } },
        },
      }}
    />
  );
  return (
    <PickerProvider>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, width: { xs: '100%', sm: 'auto' } }}>
        {picker('date_start', labels.start)}
        {picker('date_end', labels.end)}
      </Box>
    </PickerProvider>
  );
}
