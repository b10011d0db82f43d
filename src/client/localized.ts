import { useLocaleState } from 'react-admin';
import { localized } from '../lib/localizedText';

export { localized };

/** `localized` in the interface language. */
export function useLocalized(): (value: unknown) => string {
  const [locale] = useLocaleState();
  return (value) => localized(value, locale);
}
