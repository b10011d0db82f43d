import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { cities, countries, districtConfigurationChanges, districts, roles, userDistrictRoles, users } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';
import { allFeatures, normalizeConfiguration, type DistrictConfiguration } from '../../src/lib/features';
import contract from './contract';
import type { DistrictInput } from './schema';

/** The districts_* permissions: a user manages (lists) the districts where they hold one. */
const MANAGE = [...new Set(Object.values(contract.permissions).flat())];

const pending = sql<DistrictConfiguration | null>`(
  select c.configuration from ${districtConfigurationChanges} c
  where c.district_id = ${districts.id} and c.status = 'pending' order by c.id desc limit 1)`;

const select = {
  id: districts.id,
  name: districts.name,
  city_id: districts.cityId,
  city: { id: cities.id, name: cities.name },
  country: {
    id: countries.id,
    name: countries.name,
    code: countries.code,
    currency_code: countries.currencyCode,
    currency_symbol: countries.currencySymbol,
  },
  zip_code: districts.zipCode,
  latitude: districts.latitude,
  longitude: districts.longitude,
  weather_link: districts.weatherLink,
  default_language: districts.defaultLanguage,
  time_zone: districts.timeZone,
  configuration: districts.configuration,
  pending_configuration: pending,
};

/** The columns of the contract's sortable fields. */
const sortable = { id: districts.id, name: districts.name, city: cities.name, country: countries.name };

const withPlace = <T extends { configuration: unknown; pending_configuration: unknown }>(row: T) => ({
  ...row,
  configuration: normalizeConfiguration(row.configuration),
  pending_configuration: row.pending_configuration ? normalizeConfiguration(row.pending_configuration) : null,
});

/** The districts where the user holds one of the districts_* permissions. */
const managedBy = (userId: number) =>
  sql`exists (select 1 from ${userDistrictRoles} m join ${roles} r on r.id = m.role_id
    where m.user_id = ${userId}::int and m.district_id = ${districts.id} and r.permissions && ${sql.raw(`array[${MANAGE.map((p) => `'${p}'`).join(',')}]::text[]`)})`;

/** One page of the districts the user manages, searched in name and city. */
export async function listDistricts(db: Db, userId: number, q: ListQuery) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(managedBy(userId), needle ? or(ilike(districts.name, needle), ilike(cities.name, needle)) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(select)
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(where)
      .orderBy(sortBy(q, sortable, 'id'), asc(districts.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db
      .select({ n: count() })
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(where),
  ]);
  return { rows: rows.map(withPlace), total: n };
}

/** A district with its city, country and flags, or null. */
export async function loadDistrictRecord(db: Db, id: number) {
  const [row] = await db
    .select(select)
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(districts.id, id));
  return row ? withPlace(row) : null;
}

export async function cityExists(db: Db, id: number) {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return Boolean(row);
}

/** Whether another district of the city has the name (case and outer spaces aside). */
export async function nameTaken(db: Db, input: Pick<DistrictInput, 'name' | 'city_id'>, except?: number) {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.cityId, input.city_id), sql`lower(${districts.name}) = lower(${input.name})`, except ? ne(districts.id, except) : undefined))
    .limit(1);
  return Boolean(row);
}

const columns = (input: DistrictInput) => ({
  name: input.name,
  cityId: input.city_id,
  zipCode: input.zip_code,
  latitude: input.latitude,
  longitude: input.longitude,
  weatherLink: input.weather_link,
  defaultLanguage: input.default_language,
  timeZone: input.time_zone,
});

/**
 * A new district, every flag off, and its creator given there the roles they hold in the
 * district they created it from (so it is in their district selector at once).
 */
export async function createDistrict(db: Db, input: DistrictInput, creator: { userId: number; fromDistrict: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(districts)
      .values({ ...columns(input), configuration: allFeatures(false) })
      .returning({ id: districts.id });
    const held = await tx
      .select({ roleId: userDistrictRoles.roleId })
      .from(userDistrictRoles)
      .where(and(eq(userDistrictRoles.userId, creator.userId), eq(userDistrictRoles.districtId, creator.fromDistrict)));
    if (held.length > 0) await tx.insert(userDistrictRoles).values(held.map((h) => ({ userId: creator.userId, districtId: row.id, roleId: h.roleId })));
    return row.id;
  });
}

/** The id of the updated district, or null when there is none with that id. */
export async function updateDistrict(db: Db, id: number, input: DistrictInput) {
  const [row] = await db.update(districts).set(columns(input)).where(eq(districts.id, id)).returning({ id: districts.id });
  return row?.id ?? null;
}

/**
 * Tables whose rows are a district's content: every table with a foreign key to districts, read
 * from the schema (a table added later counts without an edit here), but the district's people
 * (counted apart), its pending configurations, uploads not yet used and export files.
 */
const NOT_CONTENT = new Set<PgTable>([userDistrictRoles, users, districtConfigurationChanges, schema.uploads, schema.exportRequests]);
const contentTables = Object.values(schema).flatMap((t) => {
  if (!(t instanceof PgTable) || NOT_CONTENT.has(t)) return [];
  const fk = getTableConfig(t).foreignKeys.find((f) => f.reference().foreignTable === districts);
  return fk ? [{ table: t, column: fk.reference().columns[0] }] : [];
});

/**
 * What keeps a district from being deleted: its people (roles there, or it as their dashboard
 * district) but the caller's own roles, which go with it, and its content rows.
 */
export async function districtUsage(db: Db, id: number, callerId: number) {
  const [{ n: people }] = await db
    .select({ n: count() })
    .from(users)
    .where(
      or(
        eq(users.dashboardDistrictId, id),
        and(
          ne(users.id, callerId),
          inArray(users.id, db.select({ id: userDistrictRoles.userId }).from(userDistrictRoles).where(eq(userDistrictRoles.districtId, id))),
        ),
      ),
    );
  const counts = await Promise.all(contentTables.map(({ table, column }) => db.select({ n: count() }).from(table).where(eq(column, id))));
  return { users: people, content: counts.reduce((sum, [{ n }]) => sum + n, 0) };
}

/** Whether a district was deleted (its roles, pending changes and audit history's rows with it). */
export async function deleteDistrict(db: Db, id: number) {
  const [row] = await db.delete(districts).where(eq(districts.id, id)).returning({ id: districts.id });
  return Boolean(row);
}

/** How often each process looks for saved configurations to apply (one indexed query). */
export const CONFIGURATION_EVERY_MS = 2000;
export const CONFIGURATION_JOB = 'districts.configuration';

/** A saved configuration waits for the job; a pending one of the same district is superseded by it. */
export async function saveConfigurationChange(db: Db, change: { districtId: number; userId: number; locale: string; configuration: DistrictConfiguration }) {
  return db.transaction(async (tx) => {
    await tx
      .update(districtConfigurationChanges)
      .set({ status: 'superseded', finishedAt: new Date() })
      .where(and(eq(districtConfigurationChanges.districtId, change.districtId), eq(districtConfigurationChanges.status, 'pending')));
    const [row] = await tx.insert(districtConfigurationChanges).values(change).returning();
    return row;
  });
}

type Change = typeof districtConfigurationChanges.$inferSelect;

/**
 * Applies the oldest pending change, claimed with SKIP LOCKED so that one process alone applies
 * it; null when none is waiting. A change that cannot be applied is marked failed.
 */
export async function applyOne(db: Db): Promise<{ change: Change; districtName: string; ok: boolean; by: { id: number; name: string } | null } | null> {
  let claimed: Change | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(districtConfigurationChanges)
        .where(eq(districtConfigurationChanges.status, 'pending'))
        .orderBy(asc(districtConfigurationChanges.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      claimed = row;
      const [district] = await tx
        .update(districts)
        .set({ configuration: row.configuration })
        .where(eq(districts.id, row.districtId))
        .returning({ name: districts.name });
      await tx.update(districtConfigurationChanges).set({ status: 'applied', finishedAt: new Date() }).where(eq(districtConfigurationChanges.id, row.id));
      const [writer] = row.userId
        ? await tx
            .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
            .from(users)
            .where(eq(users.id, row.userId))
        : [];
      return { change: row, districtName: district.name, ok: true, by: writer && row.userId ? { id: row.userId, name: writer.name } : null };
    });
  } catch (err) {
    const failed = claimed as Change | null;
    if (!failed) throw err;
    await db.update(districtConfigurationChanges).set({ status: 'failed', finishedAt: new Date() }).where(eq(districtConfigurationChanges.id, failed.id));
    const [district] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, failed.districtId));
    return { change: failed, districtName: district?.name ?? '', ok: false, by: null };
  }
}

/** Every city a district may stand in, by name, with its country: the form's city select. */
export async function cityOptions(db: Db) {
  const rows = await db
    .select({ id: cities.id, name: cities.name, country_id: cities.countryId, countryName: countries.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(asc(cities.name), asc(cities.id));
  return rows.map(({ countryName, ...c }) => ({ ...c, country: { id: c.country_id, name: countryName } }));
}
