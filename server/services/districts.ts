import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { normalizeConfiguration } from '../../src/lib/features';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import type { WaitingCounter } from '../../src/contract/entity';
import { cities, contents, countries, districts, events, posts } from '../db/schema';

/** The dashboard district as the session stores it (spec console §3), with its country details. */
export interface DashboardDistrict {
  id: number;
  name: string;
  default_language: string;
  currency_symbol: string;
  /** Days back the dashboard counts SOS calls. */
  sos_window_days: number;
  /** IANA time zone (`Europe/Rome`): the console shows and picks the district's times in it. */
  time_zone: string;
  city: {
    id: number;
    name: string;
    country: { id: number; name: string; code: string; currency_code: string; currency_symbol: string; date_format: string };
  };
}

export async function loadDistrict(db: Db, id: number) {
  const [row] = await prepared(db, 'borgo_district_by_id', (_db, name) =>
    db
      .select({ district: districts, city: cities, country: countries })
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(districts.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id });
  return row ?? null;
}

export async function dashboardDistrict(db: Db, id: number): Promise<DashboardDistrict | null> {
  // The columns it shows, not the whole rows (a district's descriptions, pictures and
  // configuration): read on every `me` and login (issue 12 §3).
  const [row] = await prepared(db, 'borgo_dashboard_district', (_db, name) =>
    db
      .select({
        district: {
          id: districts.id,
          name: districts.name,
          defaultLanguage: districts.defaultLanguage,
          sosWindowDays: districts.sosWindowDays,
          timeZone: districts.timeZone,
        },
        city: { id: cities.id, name: cities.name },
        country: {
          id: countries.id,
          name: countries.name,
          code: countries.code,
          currencyCode: countries.currencyCode,
          currencySymbol: countries.currencySymbol,
          dateFormat: countries.dateFormat,
        },
      })
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(districts.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id });
  if (!row) return null;
  const { district, city, country } = row;
  return {
    id: district.id,
    name: district.name,
    default_language: district.defaultLanguage,
    currency_symbol: country.currencySymbol,
    sos_window_days: district.sosWindowDays,
    time_zone: district.timeZone,
    city: {
      id: city.id,
      name: city.name,
      country: {
        id: country.id,
        name: country.name,
        code: country.code,
        currency_code: country.currencyCode,
        currency_symbol: country.currencySymbol,
        date_format: country.dateFormat,
      },
    },
  };
}

export async function districtConfiguration(db: Db, id: number) {
  const [row] = await db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, id));
  return row ? normalizeConfiguration(row.configuration) : null;
}

/** Per district of `ids`, how many items of a kind wait for approval (districts with none are left out). */
export const waitingCounters = {
  posts: (db: Db, ids: number[]) =>
    db
      .select({ districtId: posts.districtId, n: count() })
      .from(posts)
      .where(and(inArray(posts.districtId, ids), eq(posts.status, 'waiting')))
      .groupBy(posts.districtId),
  events: (db: Db, ids: number[]) =>
    db
      .select({ districtId: events.districtId, n: count() })
      .from(events)
      .where(and(inArray(events.districtId, ids), eq(events.status, 'waiting')))
      .groupBy(events.districtId),
};

/**
 * The waiting items of one district for each of `counters` (the sidebar bubbles): posts and
 * activities by their status, community content by its approval status, all content types in one
 * grouped query so a sidebar of many community sections still costs at most three.
 */
export async function waitingCounts(db: Db, districtId: number, counters: readonly WaitingCounter[]): Promise<Map<WaitingCounter, number>> {
  const out = new Map<WaitingCounter, number>(counters.map((c) => [c, 0]));
  const types = counters.filter((c) => c.startsWith('contents:')).map((c) => c.slice('contents:'.length));
  const [postRows, eventRows, contentRows] = await Promise.all([
    counters.includes('posts') ? waitingCounters.posts(db, [districtId]) : [],
    counters.includes('events') ? waitingCounters.events(db, [districtId]) : [],
    types.length
      ? db
          .select({ type: contents.type, n: count() })
          .from(contents)
          .where(and(eq(contents.districtId, districtId), inArray(contents.type, types), eq(contents.approvalStatus, 'waiting')))
          .groupBy(contents.type)
      : [],
  ]);
  if (postRows[0]) out.set('posts', Number(postRows[0].n));
  if (eventRows[0]) out.set('events', Number(eventRows[0].n));
  for (const r of contentRows) out.set(`contents:${r.type}`, Number(r.n));
  return out;
}

/** The district's saved settings, or null when there is no such district. */
export async function saveDistrictSettings(db: Db, id: number, settings: { sosWindowDays: number }) {
  const [row] = await db.update(districts).set(settings).where(eq(districts.id, id)).returning({ id: districts.id, sos_window_days: districts.sosWindowDays });
  return row ?? null;
}
