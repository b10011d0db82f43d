import { defineContract } from '../../src/contract/entity';

/** A role's name at most this long (the column's length; the form counts, the server refuses more). */
export const ROLE_NAME_MAX = 120;

/**
 * settings/roles: named sets of permission strings (spec content §3 "Role: name, permissions"),
 * held by users per district. Roles are shared by every district, as cities are: the district
 * only says where the user's roles_* permission is checked, and which permissions they may grant.
 */
export default defineContract({
  name: 'roles',
  route: '/backend/settings/roles',
  section: { id: 'settings_roles', parent: 'settings', position: 30 },
  scope: 'global',
  permissions: { view: 'roles_view', add: 'roles_add', edit: 'roles_edit', delete: 'roles_delete' },
  list: {
    sort: { field: 'id', order: 'ASC' },
    sortable: ['id', 'name', 'permissions', 'users'],
    searchable: ['name'],
    columns: [
      { source: 'id', kind: 'number', width: 80, hideOnMobile: true },
      { source: 'name', kind: 'text' },
      // The list says "n of total" (views.tsx `renders`); the plain text is the count, the array's length.
      { source: 'permissions', kind: 'number', value: 'permissions.length' },
      { source: 'users', kind: 'number' },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.roleInput, record: m.roleRecord })),
});
