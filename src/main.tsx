import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { includeEntityLabels, loadMessages, localeStore } from './i18n/locale';
import { isShellPath } from './router/location';
import { Root } from './Root';
import { firstRowsSettled, startFirstList, startShellData } from './router/firstScreen';
import { prepareZone } from './lib/dates';
import { session } from './session';

/**
 * The entry holds only what every page needs: React, the router, the session and one language.
 * The public pages and the react-admin shell are lazy chunks of their own (see Root.tsx).
 */
session.boot();
document.documentElement.lang = localeStore.locale;
// The district's time zone, made ready ahead each time the session names another one: stored,
// signed in, or a district switch (see prepareZone).
let zone: string | undefined;
const followZone = () => {
  const next = session.getState().user?.dashboard_district?.time_zone;
  if (next === zone) return;
  zone = next;
  prepareZone(next);
};
followZone();
session.subscribe(followZone);
// A list screen's first page goes out with the session's check, not after it (its rows can then
// be drawn by the wait screen as soon as both have come).
startFirstList(window.location.pathname);
// The stored session's check travels beside the language catalogue; the shell's chunks follow
// once its wait screen is on screen (see Root.tsx), and the first screen's data once the check
// has answered.
const check = session.revalidate();
void check.then(() => startShellData(window.location.pathname));

// A shell page names its entities from its first paint: their labels come with the catalogue.
if (isShellPath(window.location.pathname)) void includeEntityLabels().catch(() => undefined);
/** How long the first render may wait, once the catalogue is in, for a list's first rows (see firstRowsSettled). */
const FIRST_ROWS_WAIT_MS = 200;
loadMessages(localeStore.locale)
  .catch(() => loadMessages('en'))
  .then(() => firstRowsSettled(window.location.pathname, check, FIRST_ROWS_WAIT_MS))
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition, so React renders the first screen in slices and the page stays responsive.
    startTransition(() => {
      root.render(
        <StrictMode>
          <Root />
        </StrictMode>,
      );
    });
  });
