import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useDistrictDates } from '../DistrictDate';
import { DeferredPicker, lazyPicker } from './DeferredPicker';
import { PlainPickerField } from './PlainPickerField';

export interface DayFieldProps {
  label: ReactNode;
  /** YYYY-MM-DD, or null when empty or not a date yet. */
  value: string | null;
  onChange(next: string | null): void;
  error?: boolean;
  helperText?: ReactNode;
  testId: string;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
  minDate?: Date;
  maxDate?: Date;
}

const picker = lazyPicker(() => import('./DayPicker'));

/**
 * A day outside a form (a period's end, the day a tool was delivered): a date picker in the
 * country's format, kept as YYYY-MM-DD, whose code comes after the screen's first paint
 * (DeferredPicker).
 */
export function DayField(props: DayFieldProps) {
  return (
    <DeferredPicker
      code={picker}
      plain={(reach) => <PlainDay {...props} onReach={(open) => reach({ open })} />}
      picker={(intent) => <picker.Component {...props} intent={intent} />}
    />
  );
}

function PlainDay({ label, value, error, helperText, testId, size, sx, onReach }: DayFieldProps & { onReach(open: boolean): void }) {
  const dates = useDistrictDates();
  return (
    <PlainPickerField
      kind="date"
      label={label}
      text={dates.date(value)}
      error={error}
      helperText={helperText}
      testId={testId}
      size={size}
      sx={sx}
      onReach={onReach}
    />
  );
}
