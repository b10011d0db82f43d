import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/**
 * apartments (spec console §2: list, details, apartmentConsumptions). The console only reads
 * apartments, so only apartments_view is declared: with apartments_add the shared list would
 * offer a Create that leads to no form.
 */
export default defineResource<{ id: number; code: string }>({
  name: 'apartments',
  route: '/backend/apartments',
  section: 'apartments',
  icon: ApartmentIcon,
  recordRepresentation: (record) => record.code,
  feature: 'Apartment',
  permissions: { view: 'apartments_view' },
  views: { list: view('ApartmentList'), show: view('ApartmentDetails') },
  listOptions: { sort: { field: 'code', order: 'ASC' }, search: true },
  routes: [{ path: 'apartmentConsumptions', view: view('ApartmentConsumptions'), access: 'show', label: 'Home.Consumptions' }],
});
