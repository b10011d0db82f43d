import { memo, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { AdminContext, AdminUI, CustomRoutes, memoryStore, ResourceDefinitionContextProvider } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router';
import { DialogProvider } from './components/dialogs/DialogProvider';
import { lazyPage } from './components/lazyPage';
import { localeStore } from './i18n/locale';
import { ShellLayout } from './layout/ShellLayout';
import { ShellSkeleton } from './layout/ShellSkeleton';
import { notifyLocation, SHELL_BASENAME } from './router/location';
import { LiveBridge } from './layout/LiveBridge';
import { SessionNotices } from './layout/SessionNotices';
import Dashboard from './pages/Dashboard';
import { ShellNotFound, ShellUnauthorized } from './pages/ShellStatusPages';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createShellQueryClient } from './providers/queryClient';
import { withUploads } from './providers/uploads';
import { preloadPageAt, resourceDefinitions, resourceElements } from './registry/resourceRoutes';
import { createI18nProvider } from './providers/i18nProvider';
import { session, useSession } from './session';
import { shellThemeOptions } from './theme';
import { shellEmotionCache } from './shell/emotionCache';
import { keepShellStyles } from './shell/styleMemory';
import { RaNotifications } from './toasts/RaNotifications';
import { ToastProvider } from './toasts/ToastProvider';

/** The profile's forms are a chunk of their own, like the resources' views: the dashboard does not need them. */
const Profile = lazyPage(() => import('./pages/Profile'));
/** Seldom needed (the current district left the user's list): a chunk of its own too. */
const PickDistrict = lazyPage(() => import('./pages/PickDistrict'));

// The page the shell opens on: its view's code starts loading now, while the shell still starts.
preloadPageAt(window.location.pathname);

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** Leaving /backend (logout, a link, Back) hands the page back to the entry's public routes. */
function LeaveShell() {
  useEffect(() => notifyLocation(), []);
  return null;
}

/**
 * The shell's own data router (react-router's blocker, used to guard unsaved forms, needs one).
 * One router serves every visit to the shell; on each visit it is brought to the current address.
 */
export default function ShellRouter() {
  router ??= createBrowserRouter([
    { path: '/backend/*', element: <Shell /> },
    { path: '*', element: <LeaveShell /> },
  ]);
  const r = router;
  useLayoutEffect(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    if (`${r.state.location.pathname}${r.state.location.search}` !== here) void r.navigate(here, { replace: true });
  }, [r]);
  return <RouterProvider router={r} />;
}

/**
 * The react-admin shell under /backend (a lazy chunk of its own). It opens only on a confirmed
 * session: a stored one is re-validated first behind the shell's wait screen (spec console §4).
 * A user whose current district is no longer theirs picks another before the shell opens, so
 * nothing asks the server about the district that was lost.
 */
function Shell() {
  const status = useSession((s) => s.status);
  const hasDistrictData = useSession((s) => s.configuration !== null && s.siteMap !== null);
  const districtLost = useSession((s) => s.districtLost);

  useEffect(() => {
    if (status === 'logging_In') void session.revalidate();
    else if (status === 'log_in' && !hasDistrictData) void session.loadDistrictData();
  }, [status, hasDistrictData]);

  if (status === 'logging_In') return <ShellSkeleton />;
  if (status !== 'log_in') return <Navigate to="/" replace />;
  if (districtLost) return <PickDistrict />;
  return <ConsoleAdmin />;
}

function Layout({ children }: { children?: ReactNode }) {
  return (
    <DialogProvider>
      <ToastProvider>
        <RaNotifications />
        <SessionNotices />
        <LiveBridge />
        <ShellLayout>{children}</ShellLayout>
      </ToastProvider>
    </DialogProvider>
  );
}

/** react-admin's own snackbar stays empty: RaNotifications shows its messages as our toasts. */
const NoSnackbar = () => null;

/**
 * Memoized: it depends on nothing that changes, and rendering it again would hand react-admin new
 * children, which makes react-admin recompute its routes and render the whole shell again.
 */
const ConsoleAdmin = memo(function ConsoleAdmin() {
  const providers = useMemo(
    () => ({
      dataProvider: withUploads(createDataProvider({ districtId: () => session.getState().district?.id ?? null })),
      authProvider: createAuthProvider(session),
      i18nProvider: createI18nProvider(),
      // The store starts with the language the i18nProvider starts with: react-admin's
      // I18nContextProvider renders nothing until the two agree, and its catching up re-mounted
      // the whole shell in one blocking render.
      store: memoryStore({ locale: localeStore.locale }),
      queryClient: createShellQueryClient(session.getState().user?.permissions ?? []),
    }),
    [],
  );
  // The resources' definitions from the start (see resourceDefinitions): AdminUI's registration of
  // its <Resource>s then finds them there, instead of rendering the whole shell a second time.
  const definitions = useMemo(() => resourceDefinitions(), []);
  const theme = useMemo(() => shellThemeOptions(), []);
  // The rules made for this visit, kept for the next one's first commit (shell/styleMemory).
  useEffect(() => keepShellStyles(shellEmotionCache.inserted), []);
  // react-admin's <Admin> is these two with defaults we replace (an English translator and a
  // localStorage store, both built when its module loads): the shell loads neither.
  return (
    <CacheProvider value={shellEmotionCache}>
      <AdminContext basename={SHELL_BASENAME} {...providers} theme={theme}>
        <ResourceDefinitionContextProvider definitions={definitions}>
          <AdminUI
            layout={Layout}
            loginPage={false}
            catchAll={ShellNotFound}
            accessDenied={ShellUnauthorized}
            loading={ShellSkeleton}
            notification={NoSnackbar}
            disableTelemetry
          >
            {resourceElements()}
            <CustomRoutes>
              <Route path="/" element={<Navigate to="/backend/dashboard" replace />} />
              <Route path="/dashboard" element={<Dashboard />} />
              <Route path="/profile" element={<Profile />} />
              <Route path="/unauthorized" element={<ShellUnauthorized />} />
            </CustomRoutes>
          </AdminUI>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </CacheProvider>
  );
});
