import DistrictIcon from '@mui/icons-material/HolidayVillageOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));
const configuration = viewsOf(() => import('./ConfigurationPage'));

/** settings/districts (spec console §2 "settings/districts (+form, configurations)"). */
export default defineResource<{ id: number; name: string }>(contract, {
  icon: DistrictIcon,
  recordRepresentation: (record) => record.name,
  views: { list: view('DistrictList'), create: view('DistrictForm'), edit: view('DistrictForm') },
  routes: [{ path: 'configurations', view: configuration('DistrictConfigurationPage'), access: 'form', label: 'resources.districts.configuration.title' }],
});
