import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useEffect, useState } from 'react';
import { useInput, ValidationError } from 'react-admin';
import { dateBounds, fromServerDate, pickerFormat } from '../../lib/dateRules';
import { useDateFormat } from '../DistrictDate';
import { dateFormValue, type DateInputProps } from './DateInput';
import type { PickerIntent } from './DeferredPicker';
import { useFieldLabel } from './fieldLabel';
import { PickerProvider } from './PickerProvider';

/**
 * DateInput's picker (its own chunk, see DateInput): MUI X's on date-fns, in the country's format,
 * years from 1800, typed years at most 4 digits (the field's own sections). The picker keeps what
 * is being typed (a year of one digit is a date of year 2, not yet one of ours): the form holds a
 * marker for it, so the half-typed date is neither lost nor taken.
 */
export default function DatePickerInput({ source, label, limitToToday = false, intent }: DateInputProps & { intent?: PickerIntent }) {
  const fieldLabel = useFieldLabel();
  const { field, fieldState } = useInput({ source });
  const format = pickerFormat(useDateFormat());
  const [typed, setTyped] = useState<Date | null>(() => fromServerDate(field.value as string | null));
  const [open, setOpen] = useState(intent?.open ?? false);
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
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        autoFocus={intent !== undefined}
        slotProps={{
          textField: {
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText: fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined,
            inputProps: { 'data-testid': `input-${source}` },
            // MUI X's text field takes the helper text's props by this name, not slotProps.
            FormHelperTextProps: { 'data-testid': `error-${source}` } as object,
          },
        }}
      />
    </PickerProvider>
  );
}
