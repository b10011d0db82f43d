import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useEffect, useState } from 'react';
import { dateToServer, fromServerDate, pickerFormat } from '../../lib/dateRules';
import { useDateFormat } from '../DistrictDate';
import type { DayFieldProps } from './DayField';
import type { PickerIntent } from './DeferredPicker';
import { PickerProvider } from './PickerProvider';

/** DayField's picker (its own chunk, see DayField): MUI X's, in the country's format. */
export default function DayPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  testId,
  size,
  sx,
  minDate,
  maxDate,
  intent,
}: DayFieldProps & { intent?: PickerIntent }) {
  const format = pickerFormat(useDateFormat());
  const [open, setOpen] = useState(intent?.open ?? false);
  // What is being typed: a day half typed is not a day yet (the owner gets null) and must not be
  // wiped by the owner's null coming back, or each key would clear the field.
  const [typed, setTyped] = useState<Date | null>(() => fromServerDate(value));
  useEffect(() => {
    if (value !== dateToServer(typed)) setTyped(fromServerDate(value));
    // Only the owner's value leads: `typed` follows the user's keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <PickerProvider>
      <DatePicker
        label={label}
        value={typed}
        format={format}
        onChange={(d) => {
          setTyped(d);
          onChange(dateToServer(d));
        }}
        minDate={minDate}
        maxDate={maxDate}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        autoFocus={intent !== undefined}
        slotProps={{ textField: { size, error, helperText, inputProps: { 'data-testid': testId }, sx } }}
      />
    </PickerProvider>
  );
}
