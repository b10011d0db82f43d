import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { startOfDay } from 'date-fns';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useDateFormat, useTimeZone } from '../../src/components/DistrictDate';
import { wallClockIn } from '../../src/lib/dates';
import type { PickerIntent } from '../../src/components/form/DeferredPicker';
import { PickerProvider } from '../../src/components/form/PickerProvider';
import { pickerFormat } from '../../src/lib/dateRules';
import { nextHour, scheduleValue } from './draft';
import { SCHEDULE_DATE_SX, SCHEDULE_TIME_SX, ScheduleNotes } from './ScheduleNotes';

const validDate = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

/** What each picker shows: a day and a time, either of them half-typed (an invalid Date) or empty. */
interface Shown {
  day: Date | null;
  time: Date | null;
}

/**
 * ScheduleInput's pickers (their own chunk, see ScheduleInput): they work on the district's wall
 * clock; `scheduled_at` keeps the instant as ISO, where the form's and the server's errors land.
 * Each picker keeps what is being typed into it: a day whose section was just cleared to be typed
 * anew is neither lost nor taken, and the time beside it stays (before, the form's value went to
 * null and both pickers emptied).
 */
export default function SchedulePickers({ intent }: { intent?: PickerIntent }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'scheduled_at' });
  const format = pickerFormat(useDateFormat());
  const timeZone = useTimeZone();
  // What the pickers show of the form's value: the district's wall clock.
  const fromForm = (): Shown => {
    const value = typeof field.value === 'string' && field.value ? new Date(field.value) : null;
    const wall = validDate(value) ? wallClockIn(value, timeZone) : null;
    return { day: wall, time: wall };
  };
  const [shown, setShown] = useState<Shown>(fromForm);
  // A value set from outside (the form proposing the next hour, a reset) replaces what they show;
  // react-admin gives an empty value as ''.
  useEffect(() => {
    if ((field.value || null) !== scheduleValue(shown.day, shown.time, timeZone)) setShown(fromForm());
    // Only the form's value leads: `shown` follows the user's keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  const startWall = () => wallClockIn(nextHour(new Date(), timeZone), timeZone);
  const show = (next: Shown) => {
    setShown(next);
    field.onChange(scheduleValue(next.day, next.time, timeZone));
  };
  // A day chosen with no time yet takes the next hour's, and a time with no day the next hour's
  // day. A day cleared (MUI X gives null while a section is empty) leaves the time as it is.
  const showDay = (day: Date | null) => show({ day, time: shown.time ?? (validDate(day) ? startWall() : null) });
  const showTime = (time: Date | null) => show({ day: shown.day ?? (validDate(time) ? startWall() : null), time });
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
          value={shown.day}
          minDate={startOfDay(wallClockIn(new Date(), timeZone))}
          format={format}
          onChange={showDay}
          {...opening('date')}
          slotProps={{
            textField: { onBlur: field.onBlur, error: fieldState.invalid, inputProps: { 'data-testid': 'input-schedule-date' }, sx: SCHEDULE_DATE_SX },
          }}
        />
        <TimePicker
          label={translate('Notifications.Time')}
          value={shown.time}
          ampm={false}
          format="HH:mm"
          onChange={showTime}
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
