import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate, ValidationError, type InputProps } from 'react-admin';
import { counterText, limitText } from '../../client/formRules';
import { useFieldLabel } from './fieldLabel';

export interface LimitedTextInputProps extends Pick<InputProps, 'source' | 'validate' | 'defaultValue'> {
  /** i18n key of the label; the source's own key (`resources.<name>.fields.<source>`) by default. */
  label?: string;
  max: number;
  multiline?: boolean;
  readOnly?: boolean;
  /** Adds the language to the label: "Name (IT)". */
  locale?: string;
}

/**
 * A text input with a length limit (spec content §5): typing or pasting beyond it is cut, and a
 * "length/maximum" counter stays under it beside any error message.
 */
export function LimitedTextInput({ label, max, multiline, readOnly, locale, ...props }: LimitedTextInputProps) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({
    ...props,
    parse: (v: string) => limitText(v ?? '', max),
    format: (v: unknown) => (typeof v === 'string' ? v : ''),
  });
  const invalid = fieldState.invalid;
  const text = useFieldLabel()(props.source, label, locale);
  return (
    <TextField
      {...field}
      id={id}
      label={text}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      error={invalid}
      onChange={(e) => field.onChange(limitText(e.target.value, max))}
      slotProps={{ htmlInput: { maxLength: max, readOnly, 'data-testid': `input-${props.source}` }, input: { readOnly } }}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span data-testid={invalid ? `error-${props.source}` : undefined}>
            {invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : ''}
          </span>
          <span aria-label={translate('Form.Counter')}>{counterText(field.value as string, max)}</span>
        </Box>
      }
      sx={{ mb: 1 }}
    />
  );
}
