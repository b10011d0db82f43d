import RoleIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** settings/roles: the roles users hold per district, each a set of permission strings (spec console §2, §6). */
export default defineResource<{ id: number; name: string }>(contract, {
  icon: RoleIcon,
  recordRepresentation: (record) => record.name,
  views: { list: view('RoleList'), create: view('RoleForm'), edit: view('RoleForm') },
});
