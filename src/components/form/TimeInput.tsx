import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { fromTime, timeToString } from '../../lib/dateRules';
import { PickerProvider } from './PickerProvider';

/**
 * A time (spec content §5 "Widgets"): hours 0-23 and minutes 0-59, two digits each, on a 24-hour
 * clock; kept as HH:MM.
 */
export function TimeInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  return (
    <PickerProvider>
      <TimePicker
        label={translate(label)}
        value={fromTime(field.value as string | null)}
        onChange={(d) => field.onChange(timeToString(d))}
        ampm={false}
        format="HH:mm"
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
