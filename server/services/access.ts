import { normalizeConfiguration, type DistrictConfiguration } from '../../src/lib/features';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { districts, roles, userDistrictRoles } from '../db/schema';

export interface DistrictAccess {
  districtId: number;
  districtName: string;
  /** The district's configuration flags, read with the roles (no query more): the guard checks a route's flags on them. */
  configuration: DistrictConfiguration;
  roles: { id: number; name: string }[];
  permissions: string[];
}

export interface AccessRow {
  districtId: number;
  districtName: string;
  configuration: DistrictConfiguration;
  roleId: number;
  roleName: string;
  permissions: string[];
}

/** What a role row of a user says: read here and, with the session, by the guard (server/plugins/guard.ts). */
export const roleColumns = {
  districtId: userDistrictRoles.districtId,
  districtName: districts.name,
  configuration: districts.configuration,
  roleId: roles.id,
  roleName: roles.name,
  permissions: roles.permissions,
};

/** A user's district roles, in every district or in one: prepared once (server/db/prepared.ts), run on every guarded call. */
const accessQuery = (db: Db, one: boolean) =>
  prepared(db, one ? 'borgo_access_one' : 'borgo_access_all', (_db, name) =>
    db
      .select(roleColumns)
      .from(userDistrictRoles)
      .innerJoin(roles, eq(roles.id, userDistrictRoles.roleId))
      .innerJoin(districts, eq(districts.id, userDistrictRoles.districtId))
      .where(
        one
          ? and(eq(userDistrictRoles.userId, sql.placeholder('user')), eq(userDistrictRoles.districtId, sql.placeholder('district')))
          : eq(userDistrictRoles.userId, sql.placeholder('user')),
      )
      .orderBy(districts.name, roles.name)
      .prepare(name),
  );

/**
 * Rows of (district, role), ordered by district then role name, as districts with their roles and
 * the union of their permissions (in the order first met). Run for every guarded request: the
 * union goes through a set, not a search of the list per permission (an administrator's role
 * holds over a hundred).
 */
export function groupAccess(rows: readonly AccessRow[]): DistrictAccess[] {
  const byDistrict = new Map<number, { access: DistrictAccess; held: Set<string> }>();
  for (const r of rows) {
    let entry = byDistrict.get(r.districtId);
    if (!entry) {
      entry = {
        access: { districtId: r.districtId, districtName: r.districtName, configuration: normalizeConfiguration(r.configuration), roles: [], permissions: [] },
        held: new Set(),
      };
      byDistrict.set(r.districtId, entry);
    }
    entry.access.roles.push({ id: r.roleId, name: r.roleName });
    for (const p of r.permissions) entry.held.add(p);
  }
  return [...byDistrict.values()].map(({ access, held }) => ({ ...access, permissions: [...held] }));
}

/** Every district a user belongs to, with their roles there and the union of those roles' permissions. */
export async function accessByDistrict(db: Db, userId: number, onlyDistrict?: number): Promise<DistrictAccess[]> {
  const rows =
    onlyDistrict === undefined
      ? await accessQuery(db, false).execute({ user: userId })
      : await accessQuery(db, true).execute({ user: userId, district: onlyDistrict });
  return groupAccess(rows);
}

/** The districts in which a user holds any of the given permissions. */
export async function districtsWithPermission(db: Db, userId: number, wanted: readonly string[]) {
  const all = await accessByDistrict(db, userId);
  return all.filter((d) => d.permissions.some((p) => wanted.includes(p))).map((d) => ({ id: d.districtId, name: d.districtName }));
}
