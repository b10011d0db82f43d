import CityIcon from '@mui/icons-material/LocationCityOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/** settings/cities: the cities districts stand in, each in a country (spec console §2). */
export default defineResource<{ id: number; name: string }>({
  name: 'cities',
  route: '/backend/settings/cities',
  section: 'settings_cities',
  icon: CityIcon,
  recordRepresentation: (record) => record.name,
  permissions: { view: 'cities_view', add: 'cities_add', edit: 'cities_edit', delete: 'cities_delete' },
  views: { list: view('CityList'), create: view('CityForm'), edit: view('CityForm') },
  listOptions: { sort: { field: 'id', order: 'ASC' }, search: true },
  schema: () => import('./schema').then((m) => m.cityInput),
});
