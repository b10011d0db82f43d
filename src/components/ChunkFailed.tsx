import { useT } from '../i18n/useT';
import '../public/public.css';

/** Retrying reloads the page: after a deploy only a fresh index.html names the new chunks. */
export function ChunkFailed() {
  const { t } = useT();
  return (
    <div className="b-center b-wait" role="alert">
      <div>
        <p style={{ fontSize: '1.25rem', fontWeight: 600 }}>{t('Errors.LoadingChunkFailed')}</p>
        <button type="button" className="b-btn b-btn-contained" onClick={() => window.location.reload()}>
          {t('Actions.Retry')}
        </button>
      </div>
    </div>
  );
}
