import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { startOfDay } from 'date-fns';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useDateFormat, useTimeZone } from '../../src/components/DistrictDate';
import { instantOf, wallClockIn } from '../../src/lib/dates';
import type { PickerIntent } from '../../src/components/form/DeferredPicker';
import { PickerProvider } from '../../src/components/form/PickerProvider';
import { pickerFormat } from '../../src/lib/dateRules';
import { nextHour, toOffsetIso, withDay, withTime } from './draft';
import { SCHEDULE_DATE_SX, SCHEDULE_TIME_SX, ScheduleNotes } from './ScheduleNotes';

const validDate = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

/**
 * ScheduleInput's pickers (their own chunk, see ScheduleInput): they work on the district's wall
 * clock; `scheduled_at` keeps the instant as ISO, where the form's and the server's errors land.
 */
export default function SchedulePickers({ intent }: { intent?: PickerIntent }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'scheduled_at' });
  const format = pickerFormat(useDateFormat());
  const timeZone = useTimeZone();
  const value = typeof field.value === 'string' && field.value ? new Date(field.value) : null;
  // What the pickers show and give: the district's wall clock.
  const current = validDate(value) ? wallClockIn(value, timeZone) : null;
  const set = (wall: Date | null) => field.onChange(validDate(wall) ? toOffsetIso(instantOf(wall, timeZone)) : null);
  const startWall = () => wallClockIn(nextHour(new Date(), timeZone), timeZone);
  const [open, setOpen] = useState<string | null>(intent?.open ? (intent.key ?? null) : null);
  const opening = (key: string) => ({
    open: open === key,
    onOpen: () => setOpen(key),
    onClose: () => setOpen(null),
    autoFocus: intent?.key === key,
  });
  return (
    <PickerProvider>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DatePicker
          label={translate('resources.notifications.fields.scheduled_at')}
          value={current}
          minDate={startOfDay(wallClockIn(new Date(), timeZone))}
          format={format}
          onChange={(d) => set(validDate(d) ? withDay(current ?? startWall(), d) : null)}
          {...opening('date')}
          slotProps={{
            textField: { onBlur: field.onBlur, error: fieldState.invalid, inputProps: { 'data-testid': 'input-schedule-date' }, sx: SCHEDULE_DATE_SX },
          }}
        />
        <TimePicker
          label={translate('Notifications.Time')}
          value={current}
          ampm={false}
          format="HH:mm"
          onChange={(d) => set(validDate(d) ? withTime(current ?? startWall(), d) : null)}
          {...opening('time')}
          slotProps={{
            textField: { onBlur: field.onBlur, error: fieldState.invalid, inputProps: { 'data-testid': 'input-schedule-time' }, sx: SCHEDULE_TIME_SX },
          }}
        />
      </Box>
      <ScheduleNotes />
    </PickerProvider>
  );
}
