import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/useT';
import { PublicFrame } from '../public/Frame';
import { Alert, Button, Spinner, TextInput, TextLink } from '../public/ui';
import { session, useSession } from '../session';
import { emailError, LOGIN_PASSWORD_MIN, passwordError, type FieldError } from './formRules';

/** Spec console §2 "Login screen". Enter submits (it is a form); an overlay covers it meanwhile. */
export default function Login() {
  const { t, locale } = useT();
  const login = useSession((s) => s.login);
  const message = useSession((s) => s.loginMessage);
  const expired = useSession((s) => s.expired);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email: FieldError; password: FieldError } | null>(null);

  const show = (e: FieldError | undefined) => (e ? t(e.key, e.params) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailError(email), password: passwordError(password, LOGIN_PASSWORD_MIN) };
    setErrors(next);
    if (next.email || next.password) return;
    void session.login(email, password, locale);
  };

  const failure = message ? ('text' in message ? message.text : t(message.key)) : null;
  return (
    <PublicFrame title={t('Login.Title')}>
      {expired && !failure && (
        <Alert severity="warning" data-testid="login-expired">
          {t('Errors.SessionExpired')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" data-testid="login-error">
          {failure}
        </Alert>
      )}
      <form className="b-form" noValidate onSubmit={submit}>
        <TextInput
          label={t('Login.Email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(errors?.email)}
          helperText={show(errors?.email)}
          required
        />
        <TextInput
          label={t('Login.Password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(errors?.password)}
          helperText={show(errors?.password)}
          required
        />
        <Button type="submit" disabled={login === 'loading'}>
          {t('Login.Submit')}
        </Button>
        <TextLink to="/password/reset">{t('Login.Forgot')}</TextLink>
      </form>
      {login === 'loading' && (
        <div className="b-overlay" data-testid="login-overlay">
          <Spinner label={t('Login.LoggingIn')} />
        </div>
      )}
    </PublicFrame>
  );
}
