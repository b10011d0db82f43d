import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SignedInUser } from '../../providers/customMethods';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { UnsavedChangesGuard } from '../../components/dialogs/UnsavedChangesGuard';
import { isPhone, V } from '../../lib/formats';
import { meQuery } from '../../providers/queries';
import { session } from '../../session';
import { useSubmit } from './useSubmit';

type Values = { first_name: string; last_name: string; phone: string };

/** Name and phone (phone: 10 to 13 digits, optional +; empty removes it). */
export function ProfileDetails() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const { data: me } = useQuery(meQuery(dataProvider));
  const [initial, setInitial] = useState<Values | null>(null);
  const [values, setValues] = useState<Values>({ first_name: '', last_name: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { submit, busy, serverErrors, failure } = useSubmit<SignedInUser | null>();

  useEffect(() => {
    if (!me) return;
    const v = { first_name: me.first_name ?? '', last_name: me.last_name ?? '', phone: me.phone ?? '' };
    setInitial(v);
    setValues(v);
  }, [me]);

  const dirty = initial !== null && JSON.stringify(initial) !== JSON.stringify(values);
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.first_name.trim()) next.first_name = translate(V.FieldNotNull);
    if (values.phone.trim() && !isPhone(values.phone.trim())) next.phone = translate(V.InvalidPhone);
    setErrors(next);
    if (Object.keys(next).length) return;
    const body = { first_name: values.first_name.trim(), last_name: values.last_name.trim(), phone: values.phone.trim() };
    const user = await submit(() => dataProvider.updateProfile(body));
    if (!user) return;
    session.updateUser({ first_name: user.first_name, last_name: user.last_name, full_name: user.full_name, phone: user.phone });
    queryClient.setQueryData(meQuery(dataProvider).queryKey, user);
    setInitial(body);
  };

  const err = (k: keyof Values) => errors[k] ?? serverErrors[k];
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-details">
      <CardContent component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
        <Typography id="profile-details" component="h2" variant="h6">
          {translate('Profile.Details')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={translate('Profile.FirstName')}
            value={values.first_name}
            onChange={set('first_name')}
            error={Boolean(err('first_name'))}
            helperText={err('first_name')}
            required
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={translate('Profile.LastName')}
            value={values.last_name}
            onChange={set('last_name')}
            error={Boolean(err('last_name'))}
            helperText={err('last_name')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={translate('Profile.Phone')}
            value={values.phone}
            onChange={set('phone')}
            error={Boolean(err('phone'))}
            helperText={err('phone') ?? translate('Profile.PhoneHint')}
            type="tel"
            autoComplete="tel"
          />
          <TextField label={translate('Login.Email')} value={me?.email ?? ''} slotProps={{ input: { readOnly: true } }} />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !dirty}>
            {translate('ra.action.save')}
          </Button>
        </Box>
        <UnsavedChangesGuard when={dirty} />
      </CardContent>
    </Card>
  );
}
