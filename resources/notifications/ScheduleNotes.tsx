import FormHelperText from '@mui/material/FormHelperText';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useTimeZone } from '../../src/components/DistrictDate';

/** The schedule's two fields' widths, the same for the pickers and their stand-ins. */
export const SCHEDULE_DATE_SX = { width: 200 };
export const SCHEDULE_TIME_SX = { width: 140 };

/** Under the two fields: the district's zone the time is in, and the field's error. */
export function ScheduleNotes() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const { fieldState } = useInput({ source: 'scheduled_at' });
  const error = fieldState.invalid && fieldState.error?.message;
  return (
    <>
      {timeZone && (
        <FormHelperText data-testid="schedule-time-zone">{translate('Notifications.TimeZone', { zone: timeZone.replace(/_/g, ' ') })}</FormHelperText>
      )}
      {error && (
        <FormHelperText error data-testid="error-scheduled_at">
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </>
  );
}
