import { navigate } from '../router/location';
import { StatusPage } from './StatusPage';

/** An unknown path while logged in, outside the shell's own routes: the page's main landmark (the shell's 404 is inside the shell's). */
export default function NotFoundPage() {
  return (
    <main>
      <StatusPage code={404} messageKey="Errors.PageNotFound" go={(to) => navigate(to)} />
    </main>
  );
}
