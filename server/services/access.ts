import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { districts, roles, userDistrictRoles } from '../db/schema';

export interface DistrictAccess {
  districtId: number;
  districtName: string;
  roles: { id: number; name: string }[];
  permissions: string[];
}

/** Every district a user belongs to, with their roles there and the union of those roles' permissions. */
export async function accessByDistrict(db: Db, userId: number, onlyDistrict?: number): Promise<DistrictAccess[]> {
  const rows = await db
    .select({
      districtId: userDistrictRoles.districtId,
      districtName: districts.name,
      roleId: roles.id,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(userDistrictRoles)
    .innerJoin(roles, eq(roles.id, userDistrictRoles.roleId))
    .innerJoin(districts, eq(districts.id, userDistrictRoles.districtId))
    .where(
      onlyDistrict === undefined
        ? eq(userDistrictRoles.userId, userId)
        : and(eq(userDistrictRoles.userId, userId), eq(userDistrictRoles.districtId, onlyDistrict)),
    )
    .orderBy(districts.name, roles.name);
  const byDistrict = new Map<number, DistrictAccess>();
  for (const r of rows) {
    const entry = byDistrict.get(r.districtId) ?? {
      districtId: r.districtId,
      districtName: r.districtName,
      roles: [],
      permissions: [],
    };
    entry.roles.push({ id: r.roleId, name: r.roleName });
    for (const p of r.permissions) if (!entry.permissions.includes(p)) entry.permissions.push(p);
    byDistrict.set(r.districtId, entry);
  }
  return [...byDistrict.values()];
}

/** The districts in which a user holds any of the given permissions. */
export async function districtsWithPermission(db: Db, userId: number, wanted: readonly string[]) {
  const all = await accessByDistrict(db, userId);
  return all.filter((d) => d.permissions.some((p) => wanted.includes(p))).map((d) => ({ id: d.districtId, name: d.districtName }));
}
