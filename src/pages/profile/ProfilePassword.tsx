import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { NEW_PASSWORD_MIN, passwordError, repeatError, type FieldError } from '../formRules';
import { useSubmit } from './useSubmit';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change the password: the current one, then a new one of at least 8, twice. */
export function ProfilePassword() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { submit, busy, serverErrors, failure } = useSubmit<null>();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const err = (k: keyof typeof EMPTY) => {
    const e = errors[k];
    return e ? translate(e.key, e.params) : serverErrors[k];
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      current_password: values.current_password ? null : { key: 'Validations.FieldNotNull' },
      password: passwordError(values.password, NEW_PASSWORD_MIN),
      password_confirmation: repeatError(values.password, values.password_confirmation, NEW_PASSWORD_MIN),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const ok = await submit(() => dataProvider.changePassword(values));
    if (ok !== undefined) setValues(EMPTY);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-password">
      <CardContent component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
        <Typography id="profile-password" component="h2" variant="h6">
          {translate('Profile.Password')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField
            type="password"
            autoComplete="current-password"
            label={translate('Profile.CurrentPassword')}
            value={values.current_password}
            onChange={set('current_password')}
            error={Boolean(err('current_password'))}
            helperText={err('current_password')}
            required
          />
          <TextField
            type="password"
            autoComplete="new-password"
            label={translate('Password.New')}
            value={values.password}
            onChange={set('password')}
            error={Boolean(err('password'))}
            helperText={err('password') ?? translate('Validations.PasswordTooShort', { min: NEW_PASSWORD_MIN })}
            required
          />
          <TextField
            type="password"
            autoComplete="new-password"
            label={translate('Password.Repeat')}
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
            error={Boolean(err('password_confirmation'))}
            helperText={err('password_confirmation')}
            required
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('Profile.ChangePassword')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
