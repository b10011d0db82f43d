import Box from '@mui/material/Box';
import { useInput, useTranslate } from 'react-admin';
import { useDistrictDates } from '../../src/components/DistrictDate';
import { DeferredPicker, lazyPicker } from '../../src/components/form/DeferredPicker';
import { PlainPickerField } from '../../src/components/form/PlainPickerField';
import { SCHEDULE_DATE_SX, SCHEDULE_TIME_SX, ScheduleNotes } from './ScheduleNotes';

const pickers = lazyPicker(() => import('./SchedulePickers'));

/**
 * When a scheduled notification goes (spec content §5 "cannot choose a past date or time"): a day
 * from the district's today on and a time on the 24-hour clock, in the district's date format and
 * time zone (issue 13: 09:30 in Borgo Navigli is 09:30 in Milan, wherever the browser is). The
 * pickers' code comes after the form's first paint (DeferredPicker).
 */
export function ScheduleInput() {
  return (
    <DeferredPicker
      code={pickers}
      plain={(reach) => <PlainSchedule reach={(key, open) => reach({ key, open })} />}
      picker={(intent) => <pickers.Component intent={intent} />}
    />
  );
}

/** The instant's day and time as the pickers will show them, on the district's wall clock. */
function PlainSchedule({ reach }: { reach(key: 'date' | 'time', open: boolean): void }) {
  const translate = useTranslate();
  const dates = useDistrictDates();
  const { field, fieldState } = useInput({ source: 'scheduled_at' });
  const value = typeof field.value === 'string' ? field.value : '';
  const [day = '', time = ''] = dates.dateTime(value).split(' ');
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <PlainPickerField
          kind="date"
          label={translate('resources.notifications.fields.scheduled_at')}
          text={day}
          error={fieldState.invalid}
          testId="input-schedule-date"
          sx={SCHEDULE_DATE_SX}
          onReach={(open) => reach('date', open)}
        />
        <PlainPickerField
          kind="time"
          label={translate('Notifications.Time')}
          text={time}
          error={fieldState.invalid}
          testId="input-schedule-time"
          sx={SCHEDULE_TIME_SX}
          onReach={(open) => reach('time', open)}
        />
      </Box>
      <ScheduleNotes />
    </>
  );
}
