import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));
// The consumptions page draws charts (MUI X Charts, about 75 KB compressed): a module of its own,
// so that opening the list or an apartment does not bring them.
const consumptions = viewsOf(() => import('./ApartmentConsumptions'));

/**
 * apartments (spec console §2: list, details, apartmentConsumptions). The console only reads
 * apartments: it declares no form, so no Create or Edit is offered whatever the user holds.
 */
export default defineResource<{ id: number; code: string }>(contract, {
  icon: ApartmentIcon,
  recordRepresentation: (record) => record.code,
  views: { list: view('ApartmentList'), show: view('ApartmentDetails') },
  routes: [{ path: 'apartmentConsumptions', view: consumptions('ApartmentConsumptions'), access: 'show', label: 'Home.Consumptions' }],
});
