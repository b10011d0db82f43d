import { createContext, useContext, useState, type ReactNode } from 'react';
import { CONTENT_LOCALES, type ContentLocale } from '../../lib/contentLocales';

interface FormLanguageValue {
  current: ContentLocale;
  setCurrent(locale: ContentLocale): void;
}

const FormLanguageContext = createContext<FormLanguageValue | null>(null);

export const asContentLocale = (v: string | null | undefined): ContentLocale =>
  (CONTENT_LOCALES as readonly string[]).includes(v ?? '') ? (v as ContentLocale) : 'en';

/**
 * The form's current language: where it opens (the default language handed in navigation state,
 * else the district's) and which tab is chosen. Blank languages are filled from it on save.
 */
export function FormLanguageProvider({ initial, children }: { initial: string | null | undefined; children: ReactNode }) {
  const [current, setCurrent] = useState<ContentLocale>(() => asContentLocale(initial));
  return <FormLanguageContext.Provider value={{ current, setCurrent }}>{children}</FormLanguageContext.Provider>;
}

export function useFormLanguage(): FormLanguageValue {
  const value = useContext(FormLanguageContext);
  if (!value) throw new Error('useFormLanguage needs <FormLanguageProvider>');
  return value;
}
