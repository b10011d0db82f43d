import { useCallback } from 'react';
import { useTranslateLabel } from 'react-admin';

/**
 * A field's label as react-admin derives it: the given i18n key, else the key of the field's
 * source, `resources.<resource>.fields.<source>` (spec content §5: one name per field, in every
 * view). A per-language source (`name.it`) is labelled as its field, then the language: "Name (IT)".
 */
export function useFieldLabel(): (source: string, label?: string, locale?: string) => string {
  const translateLabel = useTranslateLabel();
  return useCallback(
    (source, label, locale) => {
      const field = locale && source.endsWith(`.${locale}`) ? source.slice(0, -locale.length - 1) : source;
      const text = String(translateLabel({ source: field, label }) ?? '');
      return locale ? `${text} (${locale.toUpperCase()})` : text;
    },
    [translateLabel],
  );
}
