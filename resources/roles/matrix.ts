import { permissionsIn, type MatrixColumn, type PermissionArea } from '../../src/lib/permissionGroups';
import { PERMISSIONS, type Permission } from '../../src/lib/permissions';

/**
 * The permission matrix's rules, apart from its drawing (and unit-tested so): which boxes the
 * user may change, what a row's or a column's select-all shows and does, which rows a search keeps.
 */

/** A select-all box: ticked when all of its permissions are in the role, half when some are. */
export interface GroupState {
  checked: boolean;
  indeterminate: boolean;
  /** Nothing of it can change: every permission is one the user may not grant. */
  disabled: boolean;
}

/**
 * Whether the user may tick or untick a permission: one they hold in the district (so they may
 * grant it), or one the role had when the form opened (removing is always allowed, and putting it
 * back grants nothing new). The server applies the same rule (no privilege escalation).
 */
export function grantable(held: readonly string[], original: readonly string[]): (p: Permission) => boolean {
  const allowed = new Set([...held, ...original]);
  return (p) => allowed.has(p);
}

export function groupState(group: readonly Permission[], selected: ReadonlySet<string>, canChange: (p: Permission) => boolean): GroupState {
  const on = group.filter((p) => selected.has(p)).length;
  return {
    checked: group.length > 0 && on === group.length,
    indeterminate: on > 0 && on < group.length,
    disabled: !group.some(canChange),
  };
}

/** The selection in PERMISSIONS order (what the form holds and sends); strings no longer known are dropped. */
export function ordered(selected: Iterable<string>): Permission[] {
  const set = new Set(selected);
  return PERMISSIONS.filter((p) => set.has(p));
}

/**
 * A select-all's click: when every permission of the group the user may change is in the role,
 * they all leave it; otherwise they all join it. Those the user may not change stay as they are.
 */
export function toggleGroup(group: readonly Permission[], selected: readonly string[], canChange: (p: Permission) => boolean): Permission[] {
  const changeable = group.filter(canChange);
  const set = new Set(selected);
  const allOn = changeable.every((p) => set.has(p));
  for (const p of changeable) {
    if (allOn) set.delete(p);
    else set.add(p);
  }
  return ordered(set);
}

/** One box's click. */
export function toggleOne(p: Permission, selected: readonly string[]): Permission[] {
  const set = new Set(selected);
  if (set.has(p)) set.delete(p);
  else set.add(p);
  return ordered(set);
}

/** Every permission of a row. */
export const rowPermissions = (a: PermissionArea): Permission[] => a.permissions.map((p) => p.permission);

/** Every permission of a column among the rows shown (a search narrows what its select-all touches). */
export const columnPermissions = (areas: readonly PermissionArea[], column: MatrixColumn): Permission[] => areas.flatMap((a) => permissionsIn(a, column));

/**
 * The rows a search keeps: those whose area (or the spec's area it is part of), one of whose
 * labelled permissions, or one of whose permission strings holds the text, case and accents aside.
 * `label` names an area id or a permission string in the UI language.
 */
export function filterAreas(
  areas: readonly PermissionArea[],
  query: string,
  label: (key: { area: string } | { permission: Permission }) => string,
): PermissionArea[] {
  const q = fold(query.trim());
  if (!q) return [...areas];
  return areas.filter((a) => {
    const texts = [
      label({ area: a.id }),
      ...(a.group ? [label({ area: a.group })] : []),
      ...a.permissions.flatMap((p) => [p.permission, ...(p.column === 'other' ? [label({ permission: p.permission })] : [])]),
    ];
    return texts.some((t) => fold(t).includes(q));
  });
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
