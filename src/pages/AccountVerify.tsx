import { useEffect, useState } from 'react';
import { useT } from '../i18n/useT';
import { api, ApiError } from '../client/api';
import { PublicFrame } from '../public/Frame';
import { Alert, LinkButton, Spinner } from '../public/ui';

type State = { kind: 'nocode' } | { kind: 'loading' } | { kind: 'verified' } | { kind: 'already' } | { kind: 'error'; debug: string | null };

/** Spec content §2 "Account verification": confirm the account from the mailed code. */
export default function AccountVerify({ params }: { params: Record<string, string> }) {
  const { t } = useT();
  const code = params.email_code;
  const [state, setState] = useState<State>(code ? { kind: 'loading' } : { kind: 'nocode' });

  useEffect(() => {
    if (!code) return setState({ kind: 'nocode' });
    let live = true;
    setState({ kind: 'loading' });
    api<boolean>('/auth/verify-email', { method: 'POST', body: { code } })
      .then(({ data }) => live && setState(data === true ? { kind: 'verified' } : { kind: 'error', debug: null }))
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 409) return setState({ kind: 'already' });
        setState({ kind: 'error', debug: err instanceof ApiError && err.body?.message ? err.body.message : null });
      });
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <PublicFrame title={t('Verify.Title')}>
      {state.kind === 'loading' && (
        <div className="b-center">
          <Spinner label={t('Dialog.WaitMessage')} />
        </div>
      )}
      {state.kind === 'nocode' && <Alert severity="warning">{t('Errors.ErrorNoMailVerifyCode')}</Alert>}
      {state.kind === 'verified' && <Alert severity="success">{t('Strings.MailVerified')}</Alert>}
      {/* Spec content §2: "already verified" is an error, not a notice. */}
      {state.kind === 'already' && (
        <Alert severity="error" data-testid="verify-already">
          {t('Errors.ErrorMailAlreadyVerify')}
        </Alert>
      )}
      {state.kind === 'error' && (
        <Alert severity="error" title={t('Titles.UnexpectedError')}>
          {t('Errors.ErrorMailVerify')}
          <span className="b-debug" data-testid="verify-debug">
            {t('Verify.Debug', { detail: state.debug ?? t('Strings.NoMessage') })}
          </span>
        </Alert>
      )}
      <div className="b-form">
        <LinkButton to="/">{t('Password.BackToLogin')}</LinkButton>
      </div>
    </PublicFrame>
  );
}
