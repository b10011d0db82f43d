import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { startOfDay } from 'date-fns';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useDateFormat, useTimeZone } from '../../src/components/DistrictDate';
import { instantOf, wallClockIn } from '../../src/lib/dates';
import { PickerProvider } from '../../src/components/form/PickerProvider';
import { pickerFormat } from '../../src/lib/dateRules';
import { nextHour, toOffsetIso, withDay, withTime } from './draft';

const validDate = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

/**
 * When a scheduled notification goes (spec content §5 "cannot choose a past date or time"): a day
 * from the district's today on and a time on the 24-hour clock, in the district's date format and
 * time zone (issue 13: 09:30 in Borgo Navigli is 09:30 in Milan, wherever the browser is). The
 * pickers work on the district's wall clock; `scheduled_at` keeps the instant as ISO, where the
 * form's and the server's errors land.
 */
export function ScheduleInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'scheduled_at' });
  const format = pickerFormat(useDateFormat());
  const timeZone = useTimeZone();
  const value = typeof field.value === 'string' && field.value ? new Date(field.value) : null;
  // What the pickers show and give: the district's wall clock.
  const current = validDate(value) ? wallClockIn(value, timeZone) : null;
  const set = (wall: Date | null) => field.onChange(validDate(wall) ? toOffsetIso(instantOf(wall, timeZone)) : null);
  const startWall = () => wallClockIn(nextHour(new Date(), timeZone), timeZone);
  const error = fieldState.invalid && fieldState.error?.message;
  return (
    <PickerProvider>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DatePicker
          label={translate('resources.notifications.fields.scheduled_at')}
          value={current}
          minDate={startOfDay(wallClockIn(new Date(), timeZone))}
          format={format}
          onChange={(d) => set(validDate(d) ? withDay(current ?? startWall(), d) : null)}
          slotProps={{
            textField: { onBlur: field.onBlur, error: fieldState.invalid, inputProps: { 'data-testid': 'input-schedule-date' }, sx: { width: 200 } },
          }}
        />
        <TimePicker
          label={translate('Notifications.Time')}
          value={current}
          ampm={false}
          format="HH:mm"
          onChange={(d) => set(validDate(d) ? withTime(current ?? startWall(), d) : null)}
          slotProps={{
            textField: { onBlur: field.onBlur, error: fieldState.invalid, inputProps: { 'data-testid': 'input-schedule-time' }, sx: { width: 140 } },
          }}
        />
      </Box>
      {timeZone && (
        <FormHelperText data-testid="schedule-time-zone">{translate('Notifications.TimeZone', { zone: timeZone.replace(/_/g, ' ') })}</FormHelperText>
      )}
      {error && (
        <FormHelperText error data-testid="error-scheduled_at">
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </PickerProvider>
  );
}
