import { useT } from '../i18n/useT';
import '../public/public.css';

/** Shown while the session or a chunk loads (spec console §2: "a wait screen shows"). */
export function WaitScreen({ message }: { message?: string }) {
  const { t } = useT();
  return (
    <div className="b-center b-wait" role="status" aria-live="polite">
      <div>
        <div className="b-spinner" style={{ margin: '0 auto 16px' }} aria-hidden="true" />
        <p>{message ?? t('Dialog.WaitMessage')}</p>
      </div>
    </div>
  );
}
