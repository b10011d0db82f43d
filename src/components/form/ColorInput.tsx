import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { validateHexColor } from '../../client/formRules';
import { useFieldLabel } from './fieldLabel';

/** `#abc` → `#aabbcc`: the native colour picker takes only the six-digit form. */
export function toSixDigitHex(value: string): string | null {
  if (validateHexColor(value)) return null;
  const v = value.trim();
  return v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : v.toLowerCase();
}

/**
 * A colour: typed as hex (# and 3 or 6 hex digits, spec console §5) or picked with the browser's
 * colour picker; the swatch shows the colour once it is valid.
 */
/** `label`: an i18n key; the source's own key by default. */
export function ColorInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel();
  const { field, fieldState, id } = useInput({ source, validate: validateHexColor });
  const value = typeof field.value === 'string' ? field.value : '';
  const six = toSixDigitHex(value);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={translate('Form.PickColor')}
        value={six ?? '#000000'}
        onChange={(e) => field.onChange((e.target as HTMLInputElement).value.toUpperCase())}
        sx={{ width: 56, height: 40, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer', flexShrink: 0 }}
      />
      <TextField
        {...field}
        value={value}
        id={id}
        size="small"
        label={fieldLabel(source, label)}
        error={fieldState.invalid}
        helperText={fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : ' '}
        slotProps={{ htmlInput: { maxLength: 7, 'data-testid': `input-${source}` } }}
        sx={{ width: 180 }}
      />
    </Box>
  );
}
