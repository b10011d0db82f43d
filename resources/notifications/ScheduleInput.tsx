import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { startOfDay } from 'date-fns';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useDateFormat } from '../../src/components/DistrictDate';
import { PickerProvider } from '../../src/components/form/PickerProvider';
import { pickerFormat } from '../../src/lib/dateRules';
import { toOffsetIso, withDay, withTime } from './draft';

const validDate = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

/**
 * When a scheduled notification goes (spec content §5 "cannot choose a past date or time"): a day
 * from today on and a time on the 24-hour clock, in the district's date format and the browser's
 * time zone (the one every date of the console is shown in); kept as one ISO moment with its
 * offset in `scheduled_at`, where the form's and the server's errors land.
 */
export function ScheduleInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'scheduled_at' });
  const format = pickerFormat(useDateFormat());
  const value = typeof field.value === 'string' && field.value ? new Date(field.value) : null;
  const current = validDate(value) ? value : null;
  const set = (d: Date | null) => field.onChange(validDate(d) ? toOffsetIso(d) : null);
  const error = fieldState.invalid && fieldState.error?.message;
  return (
    <PickerProvider>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DatePicker
          label={translate('resources.notifications.fields.scheduled_at')}
          value={current}
          minDate={startOfDay(new Date())}
          format={format}
          onChange={(d) => set(validDate(d) ? withDay(current, d) : null)}
          slotProps={{
            textField: { onBlur: field.onBlur, error: fieldState.invalid, inputProps: { 'data-testid': 'input-schedule-date' }, sx: { width: 200 } },
          }}
        />
        <TimePicker
          label={translate('Notifications.Time')}
          value={current}
          ampm={false}
          format="HH:mm"
          onChange={(d) => set(validDate(d) ? withTime(current, d) : null)}
          slotProps={{
            textField: { onBlur: field.onBlur, error: fieldState.invalid, inputProps: { 'data-testid': 'input-schedule-time' }, sx: { width: 140 } },
          }}
        />
      </Box>
      {error && (
        <FormHelperText error data-testid="error-scheduled_at">
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </PickerProvider>
  );
}
