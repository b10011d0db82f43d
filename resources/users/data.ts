import { and, asc, count, eq, exists, gt, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ApartmentRelation } from '../apartments/schema';
import type { Db } from '../../server/db/client';
import { apartments, apartmentUsers, districts, roles, userDistrictRoles, users } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';
import type { DistrictAccess } from '../../server/services/access';
import type { UserLevel } from '../../src/lib/permissions';
import type { DistrictsRolesRecord, UserRecord } from './schema';

export interface UserListQuery extends ListQuery {
  role_id?: number;
  level?: UserLevel;
  status?: 'verified' | 'pending';
  source?: 'console' | 'app';
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const sortable = { id: users.id, full_name: sql`lower(${fullName})`, email: users.email, created_at: users.createdAt };

const inDistrict = (districtId: number, roleId?: number) =>
  exists(
    sql`(select 1 from ${userDistrictRoles} where ${userDistrictRoles.userId} = ${users.id} and ${userDistrictRoles.districtId} = ${districtId}${
      roleId === undefined ? sql`` : sql` and ${userDistrictRoles.roleId} = ${roleId}`
    })`,
  );

const columns = {
  id: users.id,
  first_name: users.firstName,
  middle_name: users.middleName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  cover_path: users.coverPath,
  level: users.level,
  verified_at: users.emailVerifiedAt,
  source: users.source,
  created_at: users.createdAt,
};
interface Row {
  id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  cover_path: string | null;
  level: UserLevel;
  verified_at: Date | null;
  source: 'console' | 'app';
  created_at: Date;
}

const toApi = (r: Row, roleList: { id: number; name: string }[]): UserRecord => ({
  id: r.id,
  first_name: r.first_name,
  middle_name: r.middle_name,
  last_name: r.last_name,
  full_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  email: r.email,
  phone: r.phone,
  cover_path: r.cover_path,
  level: r.level,
  status: r.verified_at ? 'verified' : 'pending',
  source: r.source,
  created_at: r.created_at.toISOString(),
  roles: roleList,
});

/** Each user's roles in one district, by name. */
async function rolesIn(db: Db, districtId: number, userIds: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userDistrictRoles.userId, id: roles.id, name: roles.name })
    .from(userDistrictRoles)
    .innerJoin(roles, eq(roles.id, userDistrictRoles.roleId))
    .where(and(eq(userDistrictRoles.districtId, districtId), inArray(userDistrictRoles.userId, userIds)))
    .orderBy(asc(roles.name));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** One page of the people holding a role in the district: searched, filtered by role, level and status. */
export async function listUsers(db: Db, districtId: number, q: UserListQuery) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    inDistrict(districtId, q.role_id),
    needle ? or(ilike(fullName, needle), ilike(users.email, needle), ilike(users.phone, needle)) : undefined,
    q.level ? eq(users.level, q.level) : undefined,
    q.status === 'verified' ? isNotNull(users.emailVerifiedAt) : q.status === 'pending' ? isNull(users.emailVerifiedAt) : undefined,
    q.source ? eq(users.source, q.source) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(sortBy(q, sortable, 'full_name'), users.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const byUser = await rolesIn(
    db,
    districtId,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toApi(r, byUser.get(r.id) ?? [])), total: n };
}

/**
 * The users' export (issue 17): the district's people whose account was made in the period, by id
 * after `after`, with their roles here; one batch of the streaming sheet (server/exports/sheets/users.ts).
 */
export async function userBatch(db: Db, districtId: number, period: { from: Date; to: Date }, after: number, limit: number) {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(inDistrict(districtId), gte(users.createdAt, period.from), lt(users.createdAt, period.to), gt(users.id, after)))
    .orderBy(asc(users.id))
    .limit(limit);
  const byUser = await rolesIn(
    db,
    districtId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toApi(r, byUser.get(r.id) ?? []));
}

/**
 * One user of the district, with their other districts that the reader belongs to too (never the
 * others: a reader learns nothing of districts that are not theirs) and their apartments here.
 */
export async function loadUser(db: Db, districtId: number, id: number, readerDistricts: readonly number[]): Promise<UserRecord | null> {
  const [row] = await db
    .select({ ...columns, ...profileColumns })
    .from(users)
    .where(and(eq(users.id, id), inDistrict(districtId)));
  if (!row) return null;
  const [links, homes] = await Promise.all([
    db
      .select({ districtId: districts.id, districtName: districts.name, id: roles.id, name: roles.name })
      .from(userDistrictRoles)
      .innerJoin(roles, eq(roles.id, userDistrictRoles.roleId))
      .innerJoin(districts, eq(districts.id, userDistrictRoles.districtId))
      .where(and(eq(userDistrictRoles.userId, id), inArray(userDistrictRoles.districtId, [...readerDistricts, districtId])))
      .orderBy(asc(districts.name), asc(roles.name)),
    db
      .select({ id: apartments.id, code: apartments.code, relation: apartmentUsers.relation })
      .from(apartmentUsers)
      .innerJoin(apartments, eq(apartments.id, apartmentUsers.apartmentId))
      .where(and(eq(apartmentUsers.userId, id), eq(apartments.districtId, districtId)))
      .orderBy(asc(apartments.code)),
  ]);
  const grouped = new Map<number, { id: number; name: string; roles: { id: number; name: string }[] }>();
  for (const l of links) {
    const entry = grouped.get(l.districtId) ?? { id: l.districtId, name: l.districtName, roles: [] };
    entry.roles.push({ id: l.id, name: l.name });
    grouped.set(l.districtId, entry);
  }
  const { birth_date, tax_code, vat_code, job, ability, interest, biography, notifications_enabled } = row;
  return {
    ...toApi(row, grouped.get(districtId)?.roles ?? []),
    ...{ birth_date, tax_code, vat_code, job, ability, interest, biography, notifications_enabled },
    apartment_id: homes[0]?.id ?? null,
    relation: homes[0]?.relation ?? null,
    districts: [...grouped.values()],
    apartments: homes,
  };
}

/** The profile of content §3 "User", read by the details and the form only. */
const profileColumns = {
  birth_date: users.birthDate,
  tax_code: users.taxCode,
  vat_code: users.vatCode,
  job: users.job,
  ability: users.ability,
  interest: users.interest,
  biography: users.biography,
  notifications_enabled: users.notificationsEnabled,
};

/** Every role, by name: the list's role filter. */
export async function roleOptions(db: Db) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
}

/** The roles whose every permission the reader holds: the ones they may give (no one grants what they lack). */
const grantable = (all: { id: number; name: string; permissions: string[] }[], held: readonly string[]) =>
  all.filter((r) => r.permissions.every((p) => held.includes(p))).map(({ id, name }) => ({ id, name }));

/** The districts in which the reader may change users' roles: where they hold users_edit. */
export const manageableDistricts = (reader: readonly DistrictAccess[]) => reader.filter((d) => d.permissions.includes('users_edit'));

/** A user's roles per district for the districts_roles page (see `districtsRolesRecord`). */
export async function districtsRoles(db: Db, userId: number, reader: readonly DistrictAccess[]): Promise<Omit<DistrictsRolesRecord, 'user'>> {
  const [links, allRoles] = await Promise.all([
    db
      .select({ districtId: districts.id, districtName: districts.name, id: roles.id, name: roles.name })
      .from(userDistrictRoles)
      .innerJoin(roles, eq(roles.id, userDistrictRoles.roleId))
      .innerJoin(districts, eq(districts.id, userDistrictRoles.districtId))
      .where(
        and(
          eq(userDistrictRoles.userId, userId),
          inArray(
            userDistrictRoles.districtId,
            reader.map((d) => d.districtId),
          ),
        ),
      )
      .orderBy(asc(districts.name), asc(roles.name)),
    db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name)),
  ]);
  const manageable = manageableDistricts(reader);
  const out = new Map<number, DistrictsRolesRecord['districts'][number]>();
  for (const l of links) {
    const entry = out.get(l.districtId) ?? {
      district_id: l.districtId,
      district_name: l.districtName,
      manageable: manageable.some((d) => d.districtId === l.districtId),
      role_ids: [],
      roles: [],
    };
    entry.role_ids.push(l.id);
    entry.roles.push({ id: l.id, name: l.name });
    out.set(l.districtId, entry);
  }
  const permitted = manageable.map((d) => ({ district_id: d.districtId, district_name: d.districtName, roles: grantable(allRoles, d.permissions) }));
  return { districts: [...out.values()], permitted };
}

/** The user's links as one line per district, for the audit trail ("Borgo Navigli: Gate keeper, Resident"). */
export function rolesSummary(list: readonly { district_name: string; roles: readonly { name: string }[] }[]) {
  return list.map((d) => `${d.district_name}: ${d.roles.map((r) => r.name).join(', ')}`).join('; ');
}

/**
 * Replaces the user's roles in the districts the reader manages by `next` (a manageable district
 * left out: the user leaves it); the others stay as they are. One transaction.
 */
export async function saveDistrictsRoles(
  db: Db,
  userId: number,
  manageable: readonly number[],
  next: readonly { district_id: number; role_ids: readonly number[] }[],
) {
  await db.transaction(async (tx) => {
    if (manageable.length > 0) {
      await tx.delete(userDistrictRoles).where(and(eq(userDistrictRoles.userId, userId), inArray(userDistrictRoles.districtId, [...manageable])));
    }
    const rows = next.flatMap((d) => [...new Set(d.role_ids)].map((roleId) => ({ userId, districtId: d.district_id, roleId })));
    if (rows.length > 0) await tx.insert(userDistrictRoles).values(rows);
  });
}

/** Whether the user exists and holds a role in the district (the page's target must). */
export async function userInDistrict(db: Db, userId: number, districtId: number) {
  const [row] = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, dashboard: users.dashboardDistrictId })
    .from(users)
    .where(and(eq(users.id, userId), inDistrict(districtId)));
  return row ? { id: row.id, full_name: [row.first, row.last].filter(Boolean).join(' '), dashboard: row.dashboard } : null;
}

/** How many districts the user belongs to in all (the reader's or not). */
export async function districtCount(db: Db, userId: number) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct ${userDistrictRoles.districtId})::int` })
    .from(userDistrictRoles)
    .where(eq(userDistrictRoles.userId, userId));
  return n;
}

/** Whether another account than `exceptId` has this e-mail (stored lower-cased, as the login reads it). */
export async function emailTaken(db: Db, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId === undefined ? undefined : ne(users.id, exceptId)));
  return row !== undefined;
}

/** The district's apartments, by code: the form's house select. */
export async function apartmentOptions(db: Db, districtId: number) {
  return db.select({ id: apartments.id, name: apartments.code }).from(apartments).where(eq(apartments.districtId, districtId)).orderBy(asc(apartments.code));
}

export async function isDistrictApartment(db: Db, id: number, districtId: number) {
  const [row] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.id, id), eq(apartments.districtId, districtId)));
  return row !== undefined;
}

/** The roles an editor holding `permissions` may give (the districts_roles rule): a new user's choices. */
export async function grantableRoles(db: Db, permissions: readonly string[]) {
  const all = await db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name));
  return grantable(all, permissions);
}

/**
 * Sets the user's house in the district as the form shows it: the link to `previous` (the house
 * the form was filled with, the first by code) becomes `next`. Other houses the user may hold in
 * the district stay: the apartments' pages manage those.
 */
export async function setHouse(tx: Db, userId: number, previous: number | null, next: { apartment_id: number | null; relation: ApartmentRelation | null }) {
  if (previous !== null && previous !== next.apartment_id) {
    await tx.delete(apartmentUsers).where(and(eq(apartmentUsers.userId, userId), eq(apartmentUsers.apartmentId, previous)));
  }
  if (next.apartment_id === null || next.relation === null) return;
  await tx
    .insert(apartmentUsers)
    .values({ apartmentId: next.apartment_id, userId, relation: next.relation })
    .onConflictDoUpdate({ target: [apartmentUsers.apartmentId, apartmentUsers.userId], set: { relation: next.relation } });
}

/** The user's links to the district's apartments go (a phone removed; the user leaving the district). */
export async function leaveHouses(tx: Db, userId: number, districtId: number) {
  await tx
    .delete(apartmentUsers)
    .where(
      and(
        eq(apartmentUsers.userId, userId),
        inArray(apartmentUsers.apartmentId, tx.select({ id: apartments.id }).from(apartments).where(eq(apartments.districtId, districtId))),
      ),
    );
}

/** The user's roles in the district go: they leave it (their other districts stay theirs). */
export async function leaveDistrict(tx: Db, userId: number, districtId: number) {
  await tx.delete(userDistrictRoles).where(and(eq(userDistrictRoles.userId, userId), eq(userDistrictRoles.districtId, districtId)));
  await leaveHouses(tx, userId, districtId);
}
