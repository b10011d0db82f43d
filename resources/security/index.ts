import SosIcon from '@mui/icons-material/SosOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/**
 * security (spec console §2 "security (+form)", §4 default tab "calls"): residents' SOS calls and
 * their handling. The spec gives it only sos_view, so the form is a page that any holder opens
 * (a declared `form` view would ask for an add or edit permission that does not exist).
 */
export default defineResource<{ id: number }>(contract, {
  icon: SosIcon,
  recordRepresentation: (record) => `SOS #${record.id}`,
  views: { list: view('SecurityList') },
  routes: [{ path: 'form', view: view('SecurityForm'), access: 'show', label: 'Shell.Pages.form' }],
});
