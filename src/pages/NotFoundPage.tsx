import { navigate } from '../router/location';
import { StatusPage } from './StatusPage';

/** An unknown path while logged in, outside the shell's own routes. */
export default function NotFoundPage() {
  return <StatusPage code={404} messageKey="Errors.PageNotFound" go={(to) => navigate(to)} />;
}
