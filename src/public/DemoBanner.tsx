import { useT } from '../i18n/useT';
import { isDemo } from './demo';

/**
 * The pages outside the shell say they run on demo data, whose accounts and passwords the README
 * publishes: nobody should type a real resident's data into it.
 */
export function DemoBanner() {
  const { t } = useT();
  if (!isDemo()) return null;
  return (
    <p className="b-demo" role="note" data-testid="demo-banner">
      <strong>{t('Shell.DemoBadge')}</strong> {t('Shell.DemoNotice')}
    </p>
  );
}
