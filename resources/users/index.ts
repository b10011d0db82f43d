import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));
// The form and the roles page are modules of their own: the list's first paint does not load their inputs (date pickers, image crop).
const form = viewsOf(() => import('./UserForm'));
const rolesPage = viewsOf(() => import('./DistrictsRoles'));

/**
 * users (spec console §2 "users (+details, form, districts_roles)"): the list, a user's details, the
 * create and edit form, and their roles per district. Holders of users_edit open districts_roles
 * from the details.
 */
export default defineResource<{ id: number; full_name: string }>(contract, {
  icon: PeopleIcon,
  recordRepresentation: (record) => record.full_name,
  views: { list: view('UserList'), show: view('UserDetails'), create: form('UserForm'), edit: form('UserForm') },
  routes: [{ path: 'districts_roles', view: rolesPage('DistrictsRolesPage'), access: 'edit', label: 'resources.users.districts_roles.heading' }],
});
