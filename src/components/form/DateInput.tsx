import { isValid } from 'date-fns';
import { useInput, ValidationError } from 'react-admin';
import { dateToServer } from '../../lib/dateRules';
import { useDistrictDates } from '../DistrictDate';
import { DeferredPicker, lazyPicker } from './DeferredPicker';
import { useFieldLabel } from './fieldLabel';
import { PlainPickerField } from './PlainPickerField';

export interface DateInputProps {
  source: string;
  /** i18n key of the label; the source's own key (`resources.<name>.fields.<source>`) by default. */
  label?: string;
  /** Spec content §5: with the limit, later days cannot be chosen. */
  limitToToday?: boolean;
}

/** What the form holds for a typed date: the day, null when empty, and a marker the schema calls DateInvalid otherwise. */
export const UNFINISHED_DATE = 'invalid-date';
export function dateFormValue(date: Date | null): string | null {
  if (date === null) return null;
  return (isValid(date) && dateToServer(date)) || UNFINISHED_DATE;
}

const picker = lazyPicker(() => import('./DatePickerInput'));

/**
 * A date (spec content §5 "Widgets"), kept as YYYY-MM-DD: MUI X's picker (DatePickerInput), whose
 * code comes after the form's first paint (DeferredPicker) so that a list whose form has a date
 * does not bring it on its click.
 */
export function DateInput(props: DateInputProps) {
  return (
    <DeferredPicker
      code={picker}
      plain={(reach) => <PlainDateInput {...props} onReach={(open) => reach({ open })} />}
      picker={(intent) => <picker.Component {...props} intent={intent} />}
    />
  );
}

function PlainDateInput({ source, label, onReach }: DateInputProps & { onReach(open: boolean): void }) {
  const fieldLabel = useFieldLabel();
  const dates = useDistrictDates();
  const { field, fieldState } = useInput({ source });
  const value = field.value as string | null | undefined;
  return (
    <PlainPickerField
      kind="date"
      label={fieldLabel(source, label)}
      text={value === UNFINISHED_DATE ? '' : dates.date(value)}
      error={fieldState.invalid}
      helperText={fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
      testId={`input-${source}`}
      errorTestId={`error-${source}`}
      onReach={onReach}
    />
  );
}
