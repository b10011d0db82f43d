import CityIcon from '@mui/icons-material/LocationCityOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** settings/cities: the cities districts stand in, each in a country (spec console §2). */
export default defineResource<{ id: number; name: string }>(contract, {
  icon: CityIcon,
  recordRepresentation: (record) => record.name,
  views: { list: view('CityList'), create: view('CityForm'), edit: view('CityForm') },
});
