import { and, count, eq, ilike } from 'drizzle-orm';
import type { CityInput } from './schema';
import type { Db } from '../../server/db/client';
import { cities, countries, districts } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';

const select = {
  id: cities.id,
  name: cities.name,
  country_id: cities.countryId,
  country: { id: countries.id, name: countries.name, code: countries.code },
};

/** The columns of the contract's sortable fields. */
const sortable = { id: cities.id, name: cities.name, country: countries.name };

/** Every country, by name, for the city form's select. */
export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(countries.name);
}

export async function countryExists(db: Db, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(row);
}

/** One page of cities with their country, searched by name, optionally of one country. */
export async function listCities(db: Db, q: ListQuery & { country_id?: number }) {
  const where = and(q.query ? ilike(cities.name, `%${escapeLike(q.query)}%`) : undefined, q.country_id ? eq(cities.countryId, q.country_id) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(select)
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(where)
      .orderBy(sortBy(q, sortable, 'id'), cities.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(cities).where(where),
  ]);
  return { rows, total: n };
}

/** A city with its country, or null. */
export async function loadCity(db: Db, id: number) {
  const [row] = await db.select(select).from(cities).innerJoin(countries, eq(countries.id, cities.countryId)).where(eq(cities.id, id));
  return row ?? null;
}

export async function createCity(db: Db, input: CityInput) {
  const [row] = await db.insert(cities).values({ name: input.name, countryId: input.country_id }).returning({ id: cities.id });
  return row.id;
}

/** The id of the updated city, or null when there is none with that id. */
export async function updateCity(db: Db, id: number, input: CityInput) {
  const [row] = await db.update(cities).set({ name: input.name, countryId: input.country_id }).where(eq(cities.id, id)).returning({ id: cities.id });
  return row?.id ?? null;
}

/** How many districts stand in the city (it cannot be deleted while any does). */
export async function cityUsedBy(db: Db, id: number) {
  const [{ n }] = await db.select({ n: count() }).from(districts).where(eq(districts.cityId, id));
  return n;
}

/** Whether a city was deleted. */
export async function deleteCity(db: Db, id: number) {
  const [row] = await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
  return Boolean(row);
}
