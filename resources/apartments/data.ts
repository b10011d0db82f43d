import { and, asc, count, eq, gte, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { CONSUMPTION_TYPES, type ApartmentInput, type ConsumptionType } from './schema';
import { V } from '../../src/lib/validation';
import type { Db } from '../../server/db/client';
import { apartmentConsumptions, apartments, apartmentUsers, leaseContractRequests, userDistrictRoles, users } from '../../server/db/schema';
import { unprocessable } from '../../server/lib/errors';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';

type Row = typeof apartments.$inferSelect;

export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const apartmentToApi = (a: Row) => ({
  id: a.id,
  district_id: a.districtId,
  code: a.code,
  number: a.number,
  tower_code: a.towerCode,
  floor: a.floor,
  internal: a.internal,
  size: a.size,
  appliances: a.appliances,
  contract_code_owner: a.contractCodeOwner,
  contract_code_tenant: a.contractCodeTenant,
  residents_number: a.residentsNumber,
  residents_pool: a.residentsPool,
  created_at: a.createdAt.toISOString(),
});

/** The input's columns, in the table's names (the district is set by the caller). */
const apartmentColumns = (input: ApartmentInput) => ({
  code: input.code,
  number: input.number,
  towerCode: input.tower_code,
  floor: input.floor,
  internal: input.internal,
  size: input.size,
  appliances: input.appliances,
  contractCodeOwner: input.contract_code_owner,
  contractCodeTenant: input.contract_code_tenant,
  residentsNumber: input.residents_number,
  residentsPool: input.residents_pool,
});

/** The columns of the contract's sortable fields. */
const sortable = { id: apartments.id, code: apartments.code, number: apartments.number, floor: apartments.floor, tower_code: apartments.towerCode };
const mine = (id: number, districtId: number) => and(eq(apartments.id, id), eq(apartments.districtId, districtId));

/** One page of the district's apartments, searched in code, number and tower. */
export async function listApartments(db: Db, districtId: number, q: ListQuery) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    eq(apartments.districtId, districtId),
    needle ? or(ilike(apartments.code, needle), ilike(apartments.number, needle), ilike(apartments.towerCode, needle)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(apartments)
      .where(where)
      .orderBy(sortBy(q, sortable, 'id'), apartments.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(apartments).where(where),
  ]);
  return { rows: rows.map(apartmentToApi), total: n };
}

/** Whether the district has an apartment with that id. */
export async function apartmentExists(db: Db, id: number, districtId: number) {
  const [row] = await db.select({ id: apartments.id }).from(apartments).where(mine(id, districtId));
  return Boolean(row);
}

/** Whether another apartment of the district already has the code (a code names one apartment). */
export async function apartmentCodeTaken(db: Db, districtId: number, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.districtId, districtId), eq(apartments.code, code), exceptId ? ne(apartments.id, exceptId) : undefined));
  return Boolean(row);
}

/** A new apartment with its users, in one transaction; its id. */
export function createApartment(db: Db, districtId: number, input: ApartmentInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apartments)
      .values({ districtId, ...apartmentColumns(input) })
      .returning({ id: apartments.id });
    await saveApartmentUsers(tx, row.id, input);
    return row.id;
  });
}

/** The apartment's fields and users, in one transaction. */
export function updateApartment(db: Db, id: number, input: ApartmentInput) {
  return db.transaction(async (tx) => {
    await tx.update(apartments).set(apartmentColumns(input)).where(eq(apartments.id, id));
    await saveApartmentUsers(tx, id, input);
  });
}

/** How many contract requests name the apartment (it is kept while any does). */
export async function apartmentContractCount(db: Db, id: number) {
  const [{ n }] = await db.select({ n: count() }).from(leaseContractRequests).where(eq(leaseContractRequests.apartmentId, id));
  return n;
}

export async function deleteApartment(db: Db, id: number) {
  await db.delete(apartments).where(eq(apartments.id, id));
}

/** An apartment with the users tied to it, or null when it is not one of the district's. */
export async function loadApartment(db: Db, id: number, districtId: number) {
  const [row] = await db
    .select()
    .from(apartments)
    .where(and(eq(apartments.id, id), eq(apartments.districtId, districtId)));
  if (!row) return null;
  const linked = await db
    .select({ id: users.id, full_name: fullName, email: users.email, relation: apartmentUsers.relation })
    .from(apartmentUsers)
    .innerJoin(users, eq(users.id, apartmentUsers.userId))
    .where(eq(apartmentUsers.apartmentId, id))
    .orderBy(asc(users.id));
  return { ...apartmentToApi(row), users: linked };
}

/** Each associated user must be a member of the district, and listed once (422 otherwise). */
export async function checkApartmentUsers(db: Db, input: ApartmentInput, districtId: number, message: string) {
  if (!input.users?.length) return;
  const ids = input.users.map((u) => u.user_id);
  const members = await db
    .selectDistinct({ id: userDistrictRoles.userId })
    .from(userDistrictRoles)
    .where(and(eq(userDistrictRoles.districtId, districtId), inArray(userDistrictRoles.userId, ids)));
  const known = new Set(members.map((m) => m.id));
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!known.has(id) || ids.indexOf(id) !== i) errors[`users.${i}.user_id`] = [V.SelectAnOption];
  });
  if (Object.keys(errors).length) throw unprocessable(message, errors);
}

/** Replaces the apartment's associated users when the input lists them. */
async function saveApartmentUsers(tx: Db, apartmentId: number, input: ApartmentInput) {
  if (!input.users) return;
  await tx.delete(apartmentUsers).where(eq(apartmentUsers.apartmentId, apartmentId));
  if (input.users.length) {
    await tx.insert(apartmentUsers).values(input.users.map((u) => ({ apartmentId, userId: u.user_id, relation: u.relation })));
  }
}

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * One series per asked type (all seven by default, in the spec's order), points by month. The
 * carbon intensity is part of a point only where the district shows CO2 emissions.
 */
export async function consumptionSeries(db: Db, apartmentId: number, filter: { types: ConsumptionType[]; from?: string; to?: string; withCarbon: boolean }) {
  const types = filter.types.length ? CONSUMPTION_TYPES.filter((t) => filter.types.includes(t)) : [...CONSUMPTION_TYPES];
  const c = apartmentConsumptions;
  const rows = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.apartmentId, apartmentId),
        inArray(c.type, types),
        filter.from ? gte(c.period, filter.from) : undefined,
        filter.to ? lte(c.period, filter.to) : undefined,
      ),
    )
    .orderBy(asc(c.period));
  return types.map((type) => {
    const mine = rows.filter((r) => r.type === type);
    return {
      type,
      unit: mine.at(-1)?.unit ?? null,
      points: mine.map((r) => ({
        period: r.period,
        value: r.value,
        ...(filter.withCarbon ? { carbon_intensity: r.carbonIntensity } : {}),
      })),
    };
  });
}
