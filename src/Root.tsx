import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ChunkBoundary } from './components/ChunkBoundary';
import { usePainted } from './components/usePainted';
import { lazyPage, withTimeout } from './components/lazyPage';
import { ShellSkeleton } from './layout/ShellSkeleton';
import { includeEntityLabels } from './i18n/locale';
import { loadShell } from './shell/loadShell';
import { isShellPath, matchPath, navigate, usePathname } from './router/location';
import { useSession } from './session';

type PageProps = { params: Record<string, string> };

const Login = lazyPage(() => import('./pages/Login'));
const PasswordReset = lazyPage(() => import('./pages/PasswordReset'));
const PasswordRestore = lazyPage<PageProps>(() => import('./pages/PasswordRestore'));
const Invitation = lazyPage<PageProps>(() => import('./pages/Invitation'));
const AccountVerify = lazyPage<PageProps>(() => import('./pages/AccountVerify'));
const NotFound = lazyPage(() => import('./pages/NotFoundPage'));
/** The react-admin shell for /backend: its own chunks (loaded in stages), router and MUI theme. */
const Shell = lazy(withTimeout(loadShell));

/**
 * The shell's wait screen first, then the shell. Its chunks are asked for only once the wait
 * screen has been painted, so that first paint does not share the network with the ~250 KB (gzip)
 * of react-admin and MUI (the user sees the frame and the greeting sooner; the shell is not later).
 * The switch is a transition: the painted wait screen stays while the chunks arrive, and the
 * shell then mounts in slices that leave the page responsive.
 */
function ShellAfterFirstPaint() {
  const painted = usePainted();
  // Come from a public page (the login): the wait screen names the entity once its labels are in.
  useEffect(() => void includeEntityLabels().catch(() => undefined), []);
  return (
    <ChunkBoundary>
      <Suspense fallback={<ShellSkeleton />}>{painted ? <Shell /> : <ShellSkeleton />}</Suspense>
    </ChunkBoundary>
  );
}

function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

type Target = ComponentType<PageProps> | ComponentType | string;

/** Routes outside the shell (spec console §2); `active` = logged in or being confirmed. */
const PUBLIC: { pattern: string; page: (active: boolean) => Target }[] = [
  { pattern: '/', page: (active) => (active ? '/backend/dashboard' : Login) },
  { pattern: '/login', page: (active) => (active ? '/backend/dashboard' : '/') },
  { pattern: '/password', page: (active) => (active ? '/backend/profile' : '/') },
  { pattern: '/password/reset', page: () => PasswordReset },
  { pattern: '/password/restore/:token', page: () => PasswordRestore },
  { pattern: '/visitors/invitation/:visitor_code?', page: () => Invitation },
  { pattern: '/account/verify/:email_code?', page: () => AccountVerify },
];

function PublicRoutes({ path }: { path: string }) {
  const active = useSession((s) => s.status === 'log_in' || s.status === 'logging_In');
  for (const route of PUBLIC) {
    const params = matchPath(route.pattern, path);
    if (!params) continue;
    const page = route.page(active);
    if (typeof page === 'string') return <Redirect to={page} />;
    const Page = page as ComponentType<PageProps>;
    return <Page params={params} />;
  }
  // Unknown paths: the login screen when logged out, the 404 page when logged in.
  return active ? <NotFound /> : <Redirect to="/" />;
}

/**
 * The entry's only decision: the shell for /backend, a small public page otherwise. Neither
 * react-router nor MUI is loaded until the shell is.
 */
export function Root() {
  const path = usePathname();
  return isShellPath(path) ? <ShellAfterFirstPaint /> : <PublicRoutes path={path} />;
}
