import { useEffect, type ComponentType } from 'react';
import { lazyPage } from './components/lazyPage';
import { isShellPath, matchPath, navigate, usePathname } from './router/location';
import { useSession } from './session';

type PageProps = { params: Record<string, string> };

const Login = lazyPage(() => import('./pages/Login'));
const PasswordReset = lazyPage(() => import('./pages/PasswordReset'));
const PasswordRestore = lazyPage<PageProps>(() => import('./pages/PasswordRestore'));
const Invitation = lazyPage<PageProps>(() => import('./pages/Invitation'));
const AccountVerify = lazyPage<PageProps>(() => import('./pages/AccountVerify'));
const NotFound = lazyPage(() => import('./pages/NotFoundPage'));
/** The react-admin shell: its own chunk, with its own router and MUI theme, for /backend. */
const Shell = lazyPage(() => import('./App'));

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
  return isShellPath(path) ? <Shell /> : <PublicRoutes path={path} />;
}
