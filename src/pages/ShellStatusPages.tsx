import { useLocation, useNavigate } from 'react-router';
import { canAccess, sectionForPath } from '../lib/access';
import { SECTIONS } from '../registry/contracts';
import { useSession } from '../session';
import { StatusPage } from './StatusPage';

/**
 * An unknown /backend path: a section the user may not open is refused (401), anything else is
 * not found (404), as spec console §2 asks.
 */
export function ShellNotFound() {
  const { pathname } = useLocation();
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  const navigate = useNavigate();
  const section = sectionForPath(pathname, SECTIONS);
  if (section && configuration && !canAccess({ permissions: permissions ?? [], configuration }, { action: 'list', resource: section.id }, SECTIONS)) {
    return <ShellUnauthorized />;
  }
  return <StatusPage code={404} messageKey="Errors.PageNotFound" go={(to) => navigate(to)} />;
}

export function ShellUnauthorized() {
  const navigate = useNavigate();
  return <StatusPage code={401} messageKey="Errors.Unauthorized" go={(to) => navigate(to)} />;
}
