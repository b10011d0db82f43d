import { useT } from '../i18n/useT';
import '../layout/shellSkeleton.css';

/**
 * The dashboard's heading: "Hello, Ada" and the district. Plain markup, no MUI, because the
 * shell's wait screen draws it too (from the stored session, before react-admin has loaded):
 * the same element in both means the heading does not move when the dashboard takes over.
 */
export function DashboardGreeting({ name, district }: { name: string; district: string }) {
  const { t } = useT();
  return (
    <div className="b-greeting">
      <h1 className="b-greeting-title">{t('Dashboard.Hello', { name })}</h1>
      <p className="b-greeting-intro">{t('Dashboard.Intro', { district })}</p>
    </div>
  );
}
