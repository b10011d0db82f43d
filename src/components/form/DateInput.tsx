import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useEffect, useState } from 'react';
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

/** What the form holds for a typed date: the day, null when empty, and a marker the schema calls DateInvalid otherwise. */
export const UNFINISHED_DATE = 'invalid-date';
export function dateFormValue(date: Date | null): string | null {
  if (date === null) return null;
  return (isValid(date) && dateToServer(date)) || UNFINISHED_DATE;
}

/**
 * A date (spec content §5 "Widgets"): MUI X's picker on date-fns, shown in the country's format,
 * years from 1800, typed years at most 4 digits (the field's own sections); kept as YYYY-MM-DD.
 * The picker keeps what is being typed (a year of one digit is a date of year 2, not yet one of
 * ours): the form holds a marker for it, so the half-typed date is neither lost nor taken.
 */
export function DateInput({ source, label, limitToToday = false }: DateInputProps) {
  const fieldLabel = useFieldLabel();
  const { field, fieldState } = useInput({ source });
  const format = pickerFormat(useDateFormat());
  const [typed, setTyped] = useState<Date | null>(() => fromServerDate(field.value as string | null));
  // A value set from outside (a reset, a record loaded) replaces what the picker shows.
  useEffect(() => {
    const value = (field.value as string | null | undefined) ?? null;
    if (value !== dateFormValue(typed)) setTyped(fromServerDate(value));
    // Only the form's value leads: `typed` follows the user's keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  return (
    <PickerProvider>
      <DatePicker
        label={fieldLabel(source, label)}
        value={typed}
        onChange={(d) => {
          setTyped(d);
          field.onChange(dateFormValue(d));
        }}
        format={format}
        {...dateBounds(limitToToday)}
        slotProps={{
          textField: {
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText: fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined,
            inputProps: { 'data-testid': `input-${source}` },
            slotProps: { formHelperText: { 'data-testid': `error-${source}` } as object },
          },
        }}
      />
    </PickerProvider>
  );
}
