import type { ReactNode } from 'react';
import logoUrl from '../assets/logo.svg';
import { LOCALES, localeStore, type Locale } from '../i18n/locale';
import { useT } from '../i18n/useT';
import { DemoBanner } from './DemoBanner';

/** The frame of the pages outside the shell: brand, one card, the language choice. */
export function PublicFrame({ title, children, wide = false }: { title?: string; children: ReactNode; wide?: boolean }) {
  const { t, locale } = useT();
  return (
    <main className="b-page">
      <DemoBanner />
      <div className="b-brand">
        <img src={logoUrl} alt="" width={44} height={44} />
        <span>{t('App.Name')}</span>
      </div>
      <section className={`b-card${wide ? ' b-wide' : ''}`}>
        {title && <h1 className="b-title">{title}</h1>}
        {children}
      </section>
      <div className="b-lang">
        <label className="b-label" htmlFor="b-language">
          {t('Shell.Language')}
        </label>
        <select id="b-language" className="b-select" value={locale} onChange={(e) => void localeStore.setLocale(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`Languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
    </main>
  );
}
