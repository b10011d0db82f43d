import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useState } from 'react';
import { useInput, ValidationError } from 'react-admin';
import { fromTime, timeToString } from '../../lib/dateRules';
import type { PickerIntent } from './DeferredPicker';
import { useFieldLabel } from './fieldLabel';
import { PickerProvider } from './PickerProvider';
import type { TimeInputProps } from './TimeInput';

/** TimeInput's picker (its own chunk, see TimeInput): hours 0-23 and minutes 0-59 on a 24-hour clock. */
export default function TimePickerInput({ source, label, intent }: TimeInputProps & { intent?: PickerIntent }) {
  const fieldLabel = useFieldLabel();
  const { field, fieldState } = useInput({ source });
  const [open, setOpen] = useState(intent?.open ?? false);
  return (
    <PickerProvider>
      <TimePicker
        label={fieldLabel(source, label)}
        value={fromTime(field.value as string | null)}
        onChange={(d) => field.onChange(timeToString(d))}
        ampm={false}
        format="HH:mm"
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
          },
        }}
      />
    </PickerProvider>
  );
}
