import SosIcon from '@mui/icons-material/SosOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/**
 * security (spec console §2 "security (+form)", §4 default tab "calls"): residents' SOS calls and
 * their handling. The spec gives it only sos_view, so the form is a page that any holder opens
 * (a declared `form` view would ask for an add or edit permission that does not exist).
 */
export default defineResource<{ id: number }>({
  name: 'security',
  route: '/backend/security',
  section: 'security',
  icon: SosIcon,
  recordRepresentation: (record) => `SOS #${record.id}`,
  permissions: { view: 'sos_view' },
  views: { list: view('SecurityList') },
  listOptions: {
    // Newest call first: an SOS list is read from the top.
    sort: { field: 'created_at', order: 'DESC' },
    tabs: { filter: 'tab', values: ['calls', 'handled', 'all'], default: 'calls' },
    search: true,
  },
  routes: [{ path: 'form', view: view('SecurityForm'), access: 'show', label: 'Shell.Pages.form' }],
});
