import type { ReactNode } from 'react';
import { CoreAdminContext, I18nContextProvider, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import en from '../../i18n/en';
import { translate } from '../../src/lib/translate';
import { DialogProvider } from '../../src/components/dialogs/DialogProvider';

/** The English catalogue as react-admin's translator, as the shell has it. */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => translate(en, key, options),
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
};

/** Translation only, for components that need nothing else of react-admin. */
export function TestTranslate({ children }: { children: ReactNode }) {
  return <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>;
}

/** A component inside react-admin (with a fake dataProvider) and the shell's dialogs. */
export function InAdmin({ dataProvider, children }: { dataProvider: Partial<DataProvider> & Record<string, unknown>; children: ReactNode }) {
  return (
    <CoreAdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <DialogProvider>{children}</DialogProvider>
    </CoreAdminContext>
  );
}
