import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/useT';
import { api, failureMessage } from '../client/api';
import { PublicFrame } from '../public/Frame';
import { Alert, Button, TextInput } from '../public/ui';
import { navigate } from '../router/location';
import { emailError, type FieldError } from './formRules';

export type Outcome = { severity: 'success' | 'error'; text: string } | null;
/** Reset and restore failures: the server's message, else "no message", else the general error. */
export const RESULT_KEYS = { noMessage: 'Strings.NoMessage', general: 'Errors.General' };

/** Ask for a reset link (spec console §5: e-mail required and valid), with a Go back button. */
export default function PasswordReset() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e = emailError(email);
    setError(e);
    if (e) return;
    setBusy(true);
    try {
      const res = await api('/auth/password/reset', { method: 'POST', body: { email: email.trim().toLowerCase() } });
      setOutcome({ severity: 'success', text: res.message || t('Strings.Done') });
    } catch (err) {
      const m = failureMessage(err, RESULT_KEYS);
      setOutcome({ severity: 'error', text: 'text' in m ? m.text : t(m.key) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame title={t('Password.ResetTitle')}>
      {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <form className="b-form" noValidate onSubmit={submit}>
        <TextInput
          label={t('Login.Email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error ? t(error.key) : t('Password.ResetHint')}
          required
        />
        <Button type="submit" disabled={busy}>
          {t('Password.SendLink')}
        </Button>
        <Button variant="text" onClick={() => navigate('/')}>
          {t('Actions.GoBack')}
        </Button>
      </form>
    </PublicFrame>
  );
}
