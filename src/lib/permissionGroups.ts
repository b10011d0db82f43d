import type { Permission } from './permissions';

/**
 * The permission strings of spec console §6 by area, for the roles' permission matrix: a row per
 * area, a column per kind of right. Server-safe (no React): the role form draws it, a unit test
 * proves that every string of PERMISSIONS sits in exactly one area.
 *
 * The spec's table is followed in its order. Two of its areas hold several entities' sets of
 * rights (Smart solutions: the district's and the labels'; Settings: cities, districts, roles and
 * the logs), and a matrix row has one cell per column: those areas are split into rows that name
 * the spec's area as their `group`. `backend` (switch district) gets a "Console" area of its own,
 * first; `audit_view` (issue 11) sits under Settings with the login logs.
 */

/** The matrix's columns: the four rights every entity may have, and the rights of their own. */
export const MATRIX_COLUMNS = ['view', 'add', 'edit', 'delete', 'other'] as const;
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number];

export interface AreaPermission {
  permission: Permission;
  /** Its column; an `other` one is labelled `resources.roles.permissions.<permission>`. */
  column: MatrixColumn;
}

export interface PermissionArea {
  /** Labelled `resources.roles.areas.<id>`. */
  id: string;
  /** The spec's area a split one belongs to (`settings`), labelled `resources.roles.areas.<group>`. */
  group?: string;
  permissions: readonly AreaPermission[];
}

type Crud = Exclude<MatrixColumn, 'other'>;
/** The prefixes `p` of the strings `p_view`, `p_add`, `p_edit` or `p_delete` (the entities' sets of rights). */
type Prefix = { [K in Permission]: K extends `${infer P}_${Crud}` ? P : never }[Permission];

/** `p_view`, `p_add`, `p_edit`, `p_delete` (or those named) in their columns. */
const crud = (prefix: Prefix, columns: readonly Crud[] = ['view', 'add', 'edit', 'delete']): AreaPermission[] =>
  // A string that PERMISSIONS lacks fails the unit test that matches the areas to it.
  columns.map((column) => ({ permission: `${prefix}_${column}` as Permission, column }));
const other = (...permissions: Permission[]): AreaPermission[] => permissions.map((permission) => ({ permission, column: 'other' }));
const area = (id: string, permissions: AreaPermission[], group?: string): PermissionArea => ({ id, permissions, ...(group ? { group } : {}) });

export const PERMISSION_AREAS: readonly PermissionArea[] = [
  area('console', other('backend')),
  area('district_contents', [...crud('district_contents'), ...other('district_contents_staff_view')]),
  area('podcasts', crud('podcast')),
  area('community_contents', [...crud('community_contents'), ...other('community_contents_staff_view')]),
  area('activities', crud('events')),
  area('spaces', crud('places')),
  area('posts', [...crud('posts'), ...other('export_view')]),
  area('tools', crud('equipments')),
  area('reservations', crud('equipment_reservations')),
  area('concierge', crud('concierge')),
  area('security', crud('sos', ['view'])),
  area('apartments', crud('apartments')),
  area('contracts', crud('lease_contracts_user', ['view', 'edit'])),
  area('invitations', crud('visitors', ['view', 'add'])),
  area('polls', crud('poll', ['view', 'add', 'edit'])),
  area('exports_notifications', [...crud('push_notifications', ['view']), ...other('push_notifications_send', 'exported_iot_documents_view')]),
  area('welcome_message', crud('welcome_message', ['add', 'edit'])),
  area('users', crud('users')),
  area('categories', crud('category')),
  area('tags', [{ permission: 'tags_backoffice_view', column: 'view' }, ...crud('tags', ['add', 'edit', 'delete'])]),
  area('district_smart_solutions', crud('distrct_smart_solution'), 'smart_solutions'),
  area('smart_solution_labels', crud('smart_solution'), 'smart_solutions'),
  area('cities', crud('cities'), 'settings'),
  area('districts', crud('districts'), 'settings'),
  area('roles', crud('roles'), 'settings'),
  area('logs', other('login_log_view', 'audit_view'), 'settings'),
  // Issue 18: the district's retention of personal data.
  area(
    'privacy',
    [
      { permission: 'privacy_view', column: 'view' },
      { permission: 'privacy_manage', column: 'edit' },
    ],
    'settings',
  ),
  area('brands', other('brand_settings')),
  area('qr_links', other('dynamic_links_view')),
];

/** The spec's areas that are split into several rows, in order. */
export const PERMISSION_GROUPS: readonly string[] = [...new Set(PERMISSION_AREAS.flatMap((a) => (a.group ? [a.group] : [])))];

/** The permission of an area in a column (`view`, `add`, `edit`, `delete`), if it has one there. */
export function cellOf(a: PermissionArea, column: Crud): Permission | undefined {
  return a.permissions.find((p) => p.column === column)?.permission;
}

/** The permissions of an area in a column, in order (several for `other`). */
export function permissionsIn(a: PermissionArea, column: MatrixColumn): Permission[] {
  return a.permissions.filter((p) => p.column === column).map((p) => p.permission);
}
