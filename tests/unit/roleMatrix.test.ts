import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, type PermissionArea } from '../../src/lib/permissionGroups';
import type { Permission } from '../../src/lib/permissions';
import { columnPermissions, filterAreas, grantable, groupState, ordered, rowPermissions, toggleGroup, toggleOne } from '../../resources/roles/matrix';

const area = (id: string) => PERMISSION_AREAS.find((a) => a.id === id)!;
const everything = () => true;
const set = (...p: string[]) => new Set(p);

describe('the role matrix: rows, columns, select-all', () => {
  it('a row holds its area, a column the right of every area shown', () => {
    expect(rowPermissions(area('posts'))).toEqual(['posts_view', 'posts_add', 'posts_edit', 'posts_delete', 'export_view']);
    expect(columnPermissions([area('spaces'), area('security'), area('invitations')], 'add')).toEqual(['places_add', 'visitors_add']);
    expect(columnPermissions([area('posts'), area('exports_notifications')], 'other')).toEqual([
      'export_view',
      'push_notifications_send',
      'exported_iot_documents_view',
    ]);
  });

  it('a select-all is ticked when all are in, half-ticked when some are, empty when none', () => {
    const row = rowPermissions(area('invitations'));
    expect(groupState(row, set(), everything)).toEqual({ checked: false, indeterminate: false, disabled: false });
    expect(groupState(row, set('visitors_view'), everything)).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(groupState(row, set('visitors_view', 'visitors_add'), everything)).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(groupState([], set(), everything)).toMatchObject({ checked: false, indeterminate: false, disabled: true });
  });

  it('a select-all adds all when some are missing, removes all when all are in, in PERMISSIONS order', () => {
    const row = rowPermissions(area('invitations'));
    expect(toggleGroup(row, ['roles_view'], everything)).toEqual(['visitors_view', 'visitors_add', 'roles_view']);
    expect(toggleGroup(row, ['visitors_add'], everything)).toEqual(['visitors_view', 'visitors_add']);
    expect(toggleGroup(row, ['visitors_add', 'visitors_view', 'roles_view'], everything)).toEqual(['roles_view']);
    expect(toggleOne('places_add', ['roles_view'])).toEqual(['places_add', 'roles_view']);
    expect(toggleOne('roles_view', ['places_add', 'roles_view'])).toEqual(['places_add']);
    expect(ordered(['roles_view', 'nope', 'backend', 'backend'])).toEqual(['backend', 'roles_view']);
  });

  it('leaves alone what the user may not change, and is disabled when nothing can change', () => {
    const may = grantable(['places_view', 'places_add'], ['places_delete']);
    expect(['places_view', 'places_add', 'places_edit', 'places_delete'].map((p) => may(p as Permission))).toEqual([true, true, false, true]);
    const row = rowPermissions(area('spaces'));
    // The held ones and the role's own join; places_edit (not held, not in the role) does not.
    expect(toggleGroup(row, [], may)).toEqual(['places_view', 'places_add', 'places_delete']);
    expect(groupState(row, set('places_view', 'places_add', 'places_delete'), may)).toMatchObject({ checked: false, indeterminate: true });
    // All that can change are in: a click takes them away, still leaving places_edit alone.
    expect(toggleGroup(row, ['places_view', 'places_add', 'places_delete'], may)).toEqual([]);
    expect(groupState(rowPermissions(area('users')), set(), may).disabled).toBe(true);
  });
});

describe('the role matrix search', () => {
  const label = (key: { area: string } | { permission: Permission }) =>
    'area' in key
      ? (({ spaces: 'Spazi', settings: 'Impostazioni', cities: 'Città', posts: 'Annunci' } as Record<string, string>)[key.area] ?? key.area)
      : key.permission === 'export_view'
        ? 'Esportare'
        : key.permission;
  const ids = (areas: PermissionArea[]) => areas.map((a) => a.id);

  it('keeps every row for an empty search', () => {
    expect(filterAreas(PERMISSION_AREAS, '  ', label)).toHaveLength(PERMISSION_AREAS.length);
  });

  it('finds rows by area, by the spec area they are part of, by an Other label, by a permission string, accents aside', () => {
    expect(ids(filterAreas(PERMISSION_AREAS, 'spazi', label))).toEqual(['spaces']);
    expect(ids(filterAreas(PERMISSION_AREAS, 'citta', label))).toEqual(['cities']);
    expect(ids(filterAreas(PERMISSION_AREAS, 'impostazioni', label))).toEqual(['cities', 'districts', 'roles', 'logs', 'privacy']);
    expect(ids(filterAreas(PERMISSION_AREAS, 'esportare', label))).toEqual(['posts']);
    expect(ids(filterAreas(PERMISSION_AREAS, 'places_', label))).toEqual(['spaces']);
    expect(filterAreas(PERMISSION_AREAS, 'zzz', label)).toEqual([]);
  });
});
