import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { CONTENT_LOCALES, type ContentLocale } from '../../lib/contentLocales';
import { useFormLanguage } from './FormLanguage';

/** A language has an error when any of the given fields has one under that language. */
export function localesWithErrors(errors: Record<string, unknown>, fields: readonly string[]): ContentLocale[] {
  return CONTENT_LOCALES.filter((l) =>
    fields.some((f) => {
      const node = errors[f];
      return typeof node === 'object' && node !== null && l in node;
    }),
  );
}

/**
 * Per-language inputs for the content languages en, it, pt and es (spec content §1): a tab per
 * language, the current one open. Every language stays mounted so its values and errors are
 * kept; a tab whose inputs have an error is marked.
 */
export function TranslatedInputs({ fields, children }: { fields: readonly string[]; children: (locale: ContentLocale) => ReactNode }) {
  const translate = useTranslate();
  const { current, setCurrent } = useFormLanguage();
  const { errors } = useFormState();
  const failing = localesWithErrors(errors as Record<string, unknown>, fields);
  return (
    <Box>
      <Tabs value={current} onChange={(_, v: ContentLocale) => setCurrent(v)} variant="scrollable" aria-label={translate('Form.Language')} sx={{ mb: 1 }}>
        {CONTENT_LOCALES.map((l) => (
          <Tab
            key={l}
            value={l}
            data-testid={`lang-${l}`}
            label={translate(`Form.Locales.${l}`)}
            sx={failing.includes(l) ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
            aria-invalid={failing.includes(l) || undefined}
          />
        ))}
      </Tabs>
      {CONTENT_LOCALES.map((l) => (
        <Box key={l} hidden={l !== current} role="tabpanel" data-locale={l}>
          {children(l)}
        </Box>
      ))}
    </Box>
  );
}
