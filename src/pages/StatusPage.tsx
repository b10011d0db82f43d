import logoUrl from '../assets/logo.svg';
import { useT } from '../i18n/useT';
import '../public/public.css';

/**
 * The 401 and 404 pages (spec content §2: each with a brand logo), inside and outside the shell.
 * `go` moves to the dashboard: react-router's navigate in the shell, ours outside it.
 */
export function StatusPage({ code, messageKey, go }: { code: 401 | 404; messageKey: string; go: (to: string) => void }) {
  const { t } = useT();
  return (
    <section className="b-center b-status" data-testid={`status-${code}`}>
      <div>
        <img src={logoUrl} alt={t('App.Name')} width={96} height={96} style={{ display: 'block', margin: '0 auto' }} />
        <p className="b-status-code">{code}</p>
        <h1 className="b-status-text">{t(messageKey)}</h1>
        <a
          className="b-btn b-btn-contained"
          href="/backend/dashboard"
          onClick={(e) => {
            e.preventDefault();
            go('/backend/dashboard');
          }}
        >
          {t('Actions.BackToDashboard')}
        </a>
      </div>
    </section>
  );
}
