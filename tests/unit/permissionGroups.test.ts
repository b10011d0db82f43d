import { describe, expect, it } from 'vitest';
import { MATRIX_COLUMNS, PERMISSION_AREAS, PERMISSION_GROUPS, cellOf, permissionsIn } from '../../src/lib/permissionGroups';
import { PERMISSIONS } from '../../src/lib/permissions';

describe('the permission areas of the role matrix (spec console §6)', () => {
  const placed = PERMISSION_AREAS.flatMap((a) => a.permissions.map((p) => [p.permission, a.id] as const));

  it('puts every permission string in exactly one area', () => {
    const areasOf = (p: string) => placed.filter(([q]) => q === p).map(([, area]) => area);
    expect(PERMISSIONS.filter((p) => areasOf(p).length !== 1).map((p) => [p, areasOf(p)])).toEqual([]);
  });

  it('names no string that PERMISSIONS lacks', () => {
    const known = new Set<string>(PERMISSIONS);
    expect(placed.filter(([p]) => !known.has(p))).toEqual([]);
  });

  it('has unique area ids and at most one permission per cell (Other aside)', () => {
    expect(new Set(PERMISSION_AREAS.map((a) => a.id)).size).toBe(PERMISSION_AREAS.length);
    for (const a of PERMISSION_AREAS) {
      for (const c of ['view', 'add', 'edit', 'delete'] as const) expect(permissionsIn(a, c).length, `${a.id} ${c}`).toBeLessThanOrEqual(1);
      expect(a.permissions.every((p) => MATRIX_COLUMNS.includes(p.column))).toBe(true);
    }
  });

  it('follows the spec: view/add/edit/delete by suffix, the rights of their own in Other', () => {
    const column = (p: string) => PERMISSION_AREAS.flatMap((a) => a.permissions).find((x) => x.permission === p)?.column;
    expect(column('places_add')).toBe('add');
    expect(column('tags_backoffice_view')).toBe('view');
    expect(column('sos_view')).toBe('view');
    expect(column('lease_contracts_user_edit')).toBe('edit');
    for (const p of ['backend', 'district_contents_staff_view', 'community_contents_staff_view', 'export_view', 'push_notifications_send'] as const)
      expect(column(p), p).toBe('other');
    for (const p of ['exported_iot_documents_view', 'login_log_view', 'audit_view', 'brand_settings', 'dynamic_links_view'] as const)
      expect(column(p), p).toBe('other');
    const spaces = PERMISSION_AREAS.find((a) => a.id === 'spaces')!;
    expect(['view', 'add', 'edit', 'delete'].map((c) => cellOf(spaces, c as 'view'))).toEqual(['places_view', 'places_add', 'places_edit', 'places_delete']);
  });

  it('keeps the spec order, with backend first in Console and audit_view under Settings', () => {
    const ids = PERMISSION_AREAS.map((a) => a.id);
    expect(ids[0]).toBe('console');
    expect(PERMISSION_AREAS[0].permissions.map((p) => p.permission)).toEqual(['backend']);
    const order = ['district_contents', 'podcasts', 'community_contents', 'activities', 'spaces', 'posts', 'tools', 'reservations', 'concierge'];
    expect(order.map((id) => ids.indexOf(id))).toEqual([...order.map((id) => ids.indexOf(id))].sort((a, b) => a - b));
    const logs = PERMISSION_AREAS.find((a) => a.permissions.some((p) => p.permission === 'audit_view'))!;
    expect(logs.group).toBe('settings');
    expect(PERMISSION_GROUPS).toEqual(['smart_solutions', 'settings']);
  });
});
