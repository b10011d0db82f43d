import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT, ptBR, enUS } from '@mui/x-date-pickers/locales';
import { enGB, it, ptBR as datePtBR } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

const DATE_LOCALES = { en: enGB, it, pt: datePtBR } as const;
const TEXTS = { en: enUS, it: itIT, pt: ptBR } as const;

/** The pickers speak the UI language (date-fns adapter, MUI X texts). */
export function PickerProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const key = (locale in DATE_LOCALES ? locale : 'en') as keyof typeof DATE_LOCALES;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_LOCALES[key]}
      localeText={TEXTS[key].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
