import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages, localeStore } from './i18n/locale';
import { Root } from './Root';
import { session } from './session';

/**
 * The entry holds only what every page needs: React, the router, the session and one language.
 * The public pages and the react-admin shell are lazy chunks of their own (see routes.tsx).
 */
session.boot();
document.documentElement.lang = localeStore.locale;

loadMessages(localeStore.locale)
  .catch(() => loadMessages('en'))
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
