import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useInput, ValidationError } from 'react-admin';
import { dateBounds, dateToServer, fromServerDate, pickerFormat } from '../../lib/dateRules';
import { useDateFormat } from '../DistrictDate';
import { useFieldLabel } from './fieldLabel';
import { PickerProvider } from './PickerProvider';

export interface DateInputProps {
  source: string;
  /** i18n key of the label; the source's own key (`resources.<name>.fields.<source>`) by default. */
  label?: string;
  /** Spec content §5: with the limit, later days cannot be chosen. */
  limitToToday?: boolean;
}

/**
 * A date (spec content §5 "Widgets"): MUI X's picker on date-fns, shown in the country's format,
 * years from 1800, typed years at most 4 digits (the field's own sections); kept as YYYY-MM-DD.
 */
export function DateInput({ source, label, limitToToday = false }: DateInputProps) {
  const fieldLabel = useFieldLabel();
  const { field, fieldState } = useInput({ source });
  const format = pickerFormat(useDateFormat());
  return (
    <PickerProvider>
      <DatePicker
        label={fieldLabel(source, label)}
        value={fromServerDate(field.value as string | null)}
        onChange={(d) => field.onChange(dateToServer(d))}
        format={format}
        {...dateBounds(limitToToday)}
        slotProps={{
          textField: {
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText: fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined,
            inputProps: { 'data-testid': `input-${source}` },
          },
        }}
      />
    </PickerProvider>
  );
}
