import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PlainPickerFieldProps {
  label: ReactNode;
  /** The value as the picker will show it (the country's date format, HH:mm). */
  text: string;
  kind: 'date' | 'time';
  error?: boolean;
  helperText?: ReactNode;
  testId: string;
  errorTestId?: string;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
  onReach(open: boolean): void;
}

/**
 * A picker's stand-in while its code loads (DeferredPicker): the same outlined field, label, text
 * and button as MUI X's, read-only. Focus asks for the picker, which then takes the focus; the
 * button asks for it with its calendar or clock open.
 */
export function PlainPickerField({ label, text, kind, error, helperText, testId, errorTestId, size, sx, onReach }: PlainPickerFieldProps) {
  const translate = useTranslate();
  const Icon = kind === 'date' ? EventIcon : ScheduleIcon;
  return (
    <TextField
      size={size}
      label={label}
      value={text}
      error={error}
      helperText={helperText}
      onFocus={() => onReach(false)}
      sx={sx}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': testId },
        formHelperText: errorTestId ? ({ 'data-testid': errorTestId } as object) : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size={size === 'small' ? 'small' : 'medium'}
                aria-label={translate(kind === 'date' ? 'List.ChooseDate' : 'List.ChooseTime')}
                onClick={() => onReach(true)}
              >
                <Icon fontSize={size === 'small' ? 'small' : 'medium'} />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
