import { defineContract } from '../../src/contract/entity';
import { USER_LEVELS } from '../../src/lib/permissions';

/** A user's state: verified their e-mail (an invitation mail's link), or still to. */
export const USER_STATUSES = ['verified', 'pending'] as const;
/** Where an account came from: made by staff in the console, or signed up in the residents' app. */
export const USER_SOURCES = ['console', 'app'] as const;

/**
 * users (spec console §2 "users (+details, form, districts_roles)", content §3 "User"): the people
 * who hold a role in the district. Its routes are its own (resources/users/server.ts): the list,
 * one user, create, edit and delete, and the user's roles per district (`districts_roles`).
 */
export default defineContract({
  name: 'users',
  route: '/backend/users',
  section: { id: 'users', parent: 'management', position: 10 },
  permissions: { view: 'users_view', add: 'users_add', edit: 'users_edit', delete: 'users_delete' },
  // The generic actions' routes, written by hand in server.ts (no table of generic routes).
  actions: ['list', 'get', 'create', 'update', 'delete'],
  images: ['cover_path'],
  list: {
    sort: { field: 'full_name', order: 'ASC' },
    sortable: ['id', 'full_name', 'email', 'created_at'],
    searchable: ['full_name', 'email', 'phone'],
    filters: [
      { kind: 'lookup', field: 'role_id', options: '/users/roles' },
      { kind: 'enum', field: 'level', values: USER_LEVELS },
      { kind: 'enum', field: 'status', values: USER_STATUSES },
      { kind: 'enum', field: 'source', values: USER_SOURCES },
    ],
    // The list draws the name with its avatar, a dash for no phone, the roles as chips and its
    // own status chip (UserList); the early rows the plain texts and labels, and no roles.
    columns: [
      { source: 'full_name', kind: 'text' },
      { source: 'email', kind: 'text', hideOnMobile: true },
      { source: 'phone', kind: 'text', empty: '—', hideOnMobile: true },
      { source: 'roles', kind: 'custom' },
      { source: 'level', kind: 'label', labels: 'resources.users.values.level', hideOnMobile: true },
      { source: 'status', kind: 'status', labels: 'resources.users.values.status', positive: 'verified', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.userInput, record: m.userRecord })),
});
