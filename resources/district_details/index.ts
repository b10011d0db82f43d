import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** The district's own page: one record (the current district), so its screen is the form itself. */
export default defineResource(contract, {
  icon: ApartmentIcon,
  recordRepresentation: (record) => String(record.name ?? ''),
  views: { list: view('DistrictDetailsPage') },
  listIsForm: true,
});
