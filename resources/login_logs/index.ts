import LoginIcon from '@mui/icons-material/LoginOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';
import type { LoginLog } from './schema';

const view = viewsOf(() => import('./views'));

/** settings/logs (issue 17): the district's sign-ins and failures, with filters and export. */
export default defineResource<LoginLog>(contract, {
  icon: LoginIcon,
  recordRepresentation: (log) => log.email,
  views: { list: view('LoginLogList') },
});
