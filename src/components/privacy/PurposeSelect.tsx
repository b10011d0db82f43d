import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { ACCESS_PURPOSES, type AccessPurpose } from '../../contract/privacyWords';

/**
 * "Why do you need this data?" (issue 18): the short list a screen asks from before it shows
 * personal data in bulk (the gate report). The choice goes with the request and is written to
 * the access log when the data is read.
 */
export function PurposeSelect({
  value,
  onChange,
  error,
  testId = 'purpose',
}: {
  value: AccessPurpose | '';
  onChange(value: AccessPurpose): void;
  /** An i18n key, shown under the field. */
  error?: string;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      required
      label={translate('Privacy.Purpose.Label')}
      value={value}
      onChange={(e) => onChange(e.target.value as AccessPurpose)}
      error={!!error}
      helperText={translate(error ?? 'Privacy.Purpose.Hint')}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
      fullWidth
    >
      {ACCESS_PURPOSES.map((p) => (
        <MenuItem key={p} value={p} data-testid={`${testId}-${p}`}>
          {translate(`Privacy.Purpose.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
