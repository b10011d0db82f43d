import ContractIcon from '@mui/icons-material/AssignmentOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** Lease contract requests (spec console §2, §4: default tab "all"; content §4: approve, reject with a reason, hold). */
export default defineResource<{ id: number }>(contract, {
  icon: ContractIcon,
  recordRepresentation: (record) => `#${record.id}`,
  views: { list: view('ContractList') },
  // The spec's own route: the request's id in the URL (or in navigation state, as elsewhere).
  routes: [{ path: 'request/:TargetId?', view: view('ContractRequest'), access: 'show', label: 'Shell.Pages.details' }],
});
