import logoUrl from '../assets/logo.svg';
import { WaitScreen } from '../components/WaitScreen';
import { useT } from '../i18n/useT';
import { initials } from '../lib/initials';
import { DashboardGreeting } from '../pages/DashboardGreeting';
import { useSession } from '../session';
import './shellSkeleton.css';

const DASHBOARD = '/backend/dashboard';

/**
 * The shell's wait screen (spec console §4: "while the session loads, a wait screen shows"):
 * the frame of the shell with what the stored session already says (district, user) and the
 * wait message, drawn by the entry while react-admin's chunks arrive and the session is checked.
 * On the dashboard, where every visit after login lands, it also greets the user. It offers no
 * controls: nothing here works until the shell has loaded.
 */
export function ShellSkeleton() {
  const { t } = useT();
  const user = useSession((s) => s.user);
  const district = useSession((s) => s.district?.name ?? '');
  const name = user?.full_name ?? '';
  const onDashboard = typeof window !== 'undefined' && window.location.pathname === DASHBOARD;
  return (
    <div className="b-skel" data-testid="shell-skeleton">
      <div className="b-skel-header">
        <div className="b-skel-bar">
          <img src={logoUrl} alt="" width={32} height={32} />
          <span className="b-skel-app">{t('App.Name')}</span>
          <span className="b-skel-district">{district}</span>
          {name && (
            <span className="b-skel-user">
              <span className="b-skel-avatar" aria-hidden="true">
                {initials(name)}
              </span>
              <span className="b-skel-name">{name}</span>
            </span>
          )}
        </div>
        <div className="b-skel-crumbs" />
      </div>
      <div className="b-skel-side" />
      <main className="b-skel-main">
        {onDashboard && user && <DashboardGreeting name={user.first_name} district={district} />}
        <WaitScreen />
      </main>
    </div>
  );
}
