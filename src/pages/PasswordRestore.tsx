import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/useT';
import { api, ApiError, failureMessage } from '../client/api';
import { PublicFrame } from '../public/Frame';
import { Alert, Button, LinkButton, TextInput } from '../public/ui';
import { emailError, NEW_PASSWORD_MIN, passwordError, repeatError, type FieldError } from './formRules';
import { RESULT_KEYS, type Outcome } from './PasswordReset';

type Errors = { email: FieldError; password: FieldError; repeat: FieldError };

/** Set a new password from the mailed link (spec console §5: at least 8, both equal). */
export default function PasswordRestore({ params }: { params: Record<string, string> }) {
  const { t } = useT();
  const token = params.token ?? '';
  const [values, setValues] = useState({ email: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Errors | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const show = (e: FieldError | undefined) => (e ? t(e.key, e.params) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      email: emailError(values.email),
      password: passwordError(values.password, NEW_PASSWORD_MIN),
      repeat: repeatError(values.password, values.repeat, NEW_PASSWORD_MIN),
    };
    setErrors(next);
    if (next.email || next.password || next.repeat) return;
    setBusy(true);
    try {
      const res = await api('/auth/password/restore', {
        method: 'POST',
        body: { email: values.email.trim().toLowerCase(), password: values.password, password_confirmation: values.repeat, token },
      });
      setOutcome({ severity: 'success', text: res.message || t('Strings.Done') });
    } catch (err) {
      const m = failureMessage(err, RESULT_KEYS);
      const fields = err instanceof ApiError ? err.body?.errors : undefined;
      // The server's rules the form cannot know (a common password) go on their field; what typed stays.
      const onField = (key: string | undefined): FieldError => (key ? { key } : null);
      const server: Errors = {
        email: onField(fields?.email?.[0]),
        password: onField(fields?.password?.[0]),
        repeat: onField(fields?.password_confirmation?.[0]),
      };
      if (server.email || server.password || server.repeat) {
        setErrors(server);
        return;
      }
      const fieldKey = fields?.token?.[0];
      setOutcome({ severity: 'error', text: fieldKey ? t(fieldKey) : 'text' in m ? m.text : t(m.key) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame title={t('Password.RestoreTitle')}>
      {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <form className="b-form" noValidate onSubmit={submit}>
        <TextInput
          label={t('Login.Email')}
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={set('email')}
          error={Boolean(errors?.email)}
          helperText={show(errors?.email)}
          required
        />
        <TextInput
          label={t('Password.New')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={Boolean(errors?.password)}
          helperText={show(errors?.password) ?? t('Validations.PasswordTooShort', { min: NEW_PASSWORD_MIN })}
          required
        />
        <TextInput
          label={t('Password.Repeat')}
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onChange={set('repeat')}
          error={Boolean(errors?.repeat)}
          helperText={show(errors?.repeat)}
          required
        />
        <Button type="submit" disabled={busy}>
          {t('Password.Save')}
        </Button>
        <LinkButton to="/">{t('Password.BackToLogin')}</LinkButton>
      </form>
    </PublicFrame>
  );
}
