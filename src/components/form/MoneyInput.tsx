import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useMoney } from '../DistrictMoney';

/**
 * The minor units (cents) of an amount typed in the currency's units (`12,5` is 1250), null when
 * empty, or the text itself when it is no amount (the rules then say so on the field).
 */
export function centsOf(text: string): number | string | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : text;
}

/**
 * An amount typed in the district currency's units and kept in its minor unit (spaces' and
 * activities' prices). `emptyAs` is what an emptied field holds: null (no amount) or 0 (free).
 */
export function MoneyInput({ source, label, hint, emptyAs = null }: { source: string; label: string; hint?: string; emptyAs?: null | 0 }) {
  const money = useMoney();
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const shown = (v: unknown) => (typeof v === 'number' ? String(v / 100) : typeof v === 'string' ? v : '');
  const [text, setText] = useState(() => shown(field.value));
  // A value set from outside (a reset, the record loaded) replaces the text; the user's own typing does not.
  useEffect(() => {
    if ((centsOf(text) ?? emptyAs) !== (field.value ?? emptyAs)) setText(shown(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  return (
    <TextField
      id={id}
      label={translate(label)}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(centsOf(e.target.value) ?? emptyAs);
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : hint ? translate(hint) : undefined}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{money.symbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'data-testid': `input-${source}` },
      }}
    />
  );
}
