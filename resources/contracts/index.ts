import ContractIcon from '@mui/icons-material/AssignmentOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/** Lease contract requests (spec console §2, §4: default tab "all"; content §4: approve, reject with a reason, hold). */
export default defineResource<{ id: number }>({
  name: 'contracts',
  route: '/backend/contracts',
  section: 'contracts',
  icon: ContractIcon,
  recordRepresentation: (record) => `#${record.id}`,
  feature: 'ApartmentContracts',
  permissions: { view: 'lease_contracts_user_view', edit: 'lease_contracts_user_edit' },
  views: { list: view('ContractList') },
  listOptions: {
    sort: { field: 'id', order: 'DESC' },
    tabs: { filter: 'status', values: ['all', 'waiting', 'hold', 'approved', 'rejected'], default: 'all' },
    search: true,
  },
  // The spec's own route: the request's id in the URL (or in navigation state, as elsewhere).
  routes: [{ path: 'request/:TargetId?', view: view('ContractRequest'), access: 'show', label: 'Shell.Pages.details' }],
});
