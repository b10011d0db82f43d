import { useInput, ValidationError } from 'react-admin';
import { DeferredPicker, lazyPicker } from './DeferredPicker';
import { useFieldLabel } from './fieldLabel';
import { PlainPickerField } from './PlainPickerField';

export interface TimeInputProps {
  source: string;
  /** An i18n key; the source's own key by default. */
  label?: string;
}

const picker = lazyPicker(() => import('./TimePickerInput'));

/**
 * A time (spec content §5 "Widgets"): hours 0-23 and minutes 0-59, two digits each, on a 24-hour
 * clock; kept as HH:MM. The picker's code comes after the form's first paint (DeferredPicker).
 */
export function TimeInput(props: TimeInputProps) {
  return (
    <DeferredPicker
      code={picker}
      plain={(reach) => <PlainTimeInput {...props} onReach={(open) => reach({ open })} />}
      picker={(intent) => <picker.Component {...props} intent={intent} />}
    />
  );
}

function PlainTimeInput({ source, label, onReach }: TimeInputProps & { onReach(open: boolean): void }) {
  const fieldLabel = useFieldLabel();
  const { field, fieldState } = useInput({ source });
  return (
    <PlainPickerField
      kind="time"
      label={fieldLabel(source, label)}
      text={(field.value as string | null | undefined) ?? ''}
      error={fieldState.invalid}
      helperText={fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
      testId={`input-${source}`}
      onReach={onReach}
    />
  );
}
