import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useInput, ValidationError } from 'react-admin';
import { fromTime, timeToString } from '../../lib/dateRules';
import { useFieldLabel } from './fieldLabel';
import { PickerProvider } from './PickerProvider';

/**
 * A time (spec content §5 "Widgets"): hours 0-23 and minutes 0-59, two digits each, on a 24-hour
 * clock; kept as HH:MM.
 */
/** `label`: an i18n key; the source's own key by default. */
export function TimeInput({ source, label }: { source: string; label?: string }) {
  const fieldLabel = useFieldLabel();
  const { field, fieldState } = useInput({ source });
  return (
    <PickerProvider>
      <TimePicker
        label={fieldLabel(source, label)}
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
