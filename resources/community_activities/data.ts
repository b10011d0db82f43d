import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { tagNames } from '../../server/content/data';
import type { Db } from '../../server/db/client';
import { categories, cities, countries, districts, eventParticipants, eventSeries, events, spaceFreezes, spaces, tags, users } from '../../server/db/schema';
import { imageUrl, storedImageName } from '../../server/entities/images';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { addDays, daysBetween, instantOfDay, toServerDate, wallClockIn } from '../../src/lib/dates';
import { fromStored, toStored, type ContentLocale } from '../../src/lib/translations';
import { titleIn } from '../spaces/data';
import { occurrenceDays } from './rules';
import { paymentName, type ActivityTab, type EventStatus, type PaymentStatus, type ParticipantKind } from './constants';
import type { ActivityInput, ActivityRecord } from './schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof events.$inferSelect;
type Values = Partial<typeof events.$inferInsert>;

/** The district's clock and money: "today", "now" on its wall clock, its zone and currency. */
export interface DistrictClock {
  timeZone: string;
  today: string;
  nowMinutes: number;
  currency: string | null;
}

export async function districtClock(db: Db | Tx, districtId: number, now = new Date()): Promise<DistrictClock> {
  const [d] = await db
    .select({ timeZone: districts.timeZone, currency: countries.currencyCode })
    .from(districts)
    .leftJoin(cities, eq(cities.id, districts.cityId))
    .leftJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(districts.id, districtId));
  const timeZone = d?.timeZone ?? 'UTC';
  const wall = wallClockIn(now, timeZone);
  return { timeZone, today: toServerDate(wall), nowMinutes: wall.getHours() * 60 + wall.getMinutes(), currency: d?.currency ?? null };
}

/* ------------------------------------------------------------------------------------ reading */

const interested = sql<number>`(select count(*)::int from ${eventParticipants} p where p.event_id = ${events.id} and p.kind = 'interested')`;
const participating = sql<number>`(select count(*)::int from ${eventParticipants} p where p.event_id = ${events.id} and p.kind = 'participating')`;
const occurrences = sql<number>`(select count(*)::int from ${events} o where o.series_id = ${events.seriesId})`;
const occurrenceIndex = sql<number>`(select count(*)::int from ${events} o where o.series_id = ${events.seriesId} and o.occurrence_date <= ${events.occurrenceDate})`;

const select = {
  event: events,
  freq: eventSeries.freq,
  firstDate: eventSeries.firstDate,
  until: eventSeries.until,
  spaceTranslations: spaces.translations,
  categoryTranslations: categories.translations,
  categoryColor: categories.color,
  interested,
  participating,
  occurrences,
  occurrenceIndex,
};
type Selected = {
  event: Row;
  freq: string | null;
  firstDate: string | null;
  until: string | null;
  spaceTranslations: unknown;
  categoryTranslations: unknown;
  categoryColor: string | null;
  interested: number;
  participating: number;
  occurrences: number;
  occurrenceIndex: number;
};

const joined = (db: Db | Tx) =>
  db
    .select(select)
    .from(events)
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .leftJoin(spaces, eq(spaces.id, events.spaceId))
    .leftJoin(categories, eq(categories.id, events.categoryId));

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nameIn = (stored: unknown, locale: ContentLocale) => {
  const rows = fromStored((stored ?? {}) as Parameters<typeof fromStored>[0]) as { locale: string; name?: string }[];
  const pick = (l: string) => rows.find((r) => r.locale === l && r.name)?.name;
  return pick(locale) ?? pick('en') ?? rows.find((r) => r.name)?.name ?? '';
};

function toApi(s: Selected, names: Map<number, string>, locale: ContentLocale, currency: string | null): ActivityRecord {
  const e = s.event;
  return {
    id: e.id,
    district_id: e.districtId,
    current_status: e.status,
    status: e.publishStatus,
    visibility: e.visibility,
    translations: fromStored(e.translations),
    title: titleIn(e.translations, locale),
    cover: (imageUrl(e.cover) as string | null) ?? null,
    date: e.date,
    start_time: e.startTime,
    end_time: e.endTime,
    datetime_start: e.datetimeStart.toISOString(),
    datetime_end: e.datetimeEnd.toISOString(),
    series_id: e.seriesId,
    occurrence_date: e.occurrenceDate,
    is_parent: e.seriesId !== null && e.occurrenceDate === s.firstDate,
    is_exception: e.isException,
    occurrences: e.seriesId === null ? 1 : s.occurrences,
    occurrence_index: e.seriesId === null ? 1 : s.occurrenceIndex,
    repeat: { freq: (e.seriesId === null ? 'none' : s.freq) as ActivityRecord['repeat']['freq'], until: e.seriesId === null ? null : s.until },
    place_type: e.placeType,
    space_id: e.spaceId,
    space_title: e.spaceId === null ? null : titleIn(s.spaceTranslations, locale),
    place_name: e.placeName,
    place_address: e.placeAddress,
    max_people: e.maxPeople,
    price_private: e.pricePrivate,
    price_spot: e.priceSpot,
    currency,
    payment_method: e.paymentMethod,
    payment_name: paymentName(currency),
    boleto: e.boleto,
    payment_recipient: e.paymentRecipient,
    payment_status: e.paymentStatus as PaymentStatus | null,
    is_historical: e.isHistorical,
    is_special: e.isSpecial,
    cleaning_after: e.cleaningAfter,
    category_id: e.categoryId,
    category: e.categoryId === null ? null : { id: e.categoryId, name: nameIn(s.categoryTranslations, locale), color: s.categoryColor },
    tag_ids: e.tagIds,
    tags: e.tagIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    force_online: e.forceOnline,
    rejection_reason: e.rejectionReason,
    datetime_confirmation: iso(e.datetimeConfirmation),
    datetime_rejection: iso(e.datetimeRejection),
    datetime_paid: iso(e.datetimePaid),
    datetime_refund_started: iso(e.datetimeRefundStarted),
    datetime_refund_completed: iso(e.datetimeRefundCompleted),
    author_id: e.authorId,
    author_name: e.authorName,
    interested_count: s.interested,
    participants_count: s.participating,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

async function present(db: Db | Tx, rows: Selected[], locale: ContentLocale, currency: string | null) {
  const names = await tagNames(db as Db, [...new Set(rows.flatMap((r) => r.event.tagIds))], locale);
  return rows.map((r) => toApi(r, names, locale, currency));
}

export async function loadActivity(db: Db | Tx, id: number, districtId: number, locale: ContentLocale, currency: string | null) {
  const rows = await joined(db).where(and(eq(events.id, id), eq(events.districtId, districtId)));
  return rows[0] ? (await present(db, rows as Selected[], locale, currency))[0] : undefined;
}

/** The row as stored (for the write paths), or undefined when it is not the district's. */
export async function activityRow(db: Db | Tx, id: number, districtId: number, lock = false) {
  const q = db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.districtId, districtId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

const translatedTitle = (locale: ContentLocale) =>
  sql`coalesce(${events.translations} -> ${sql.raw(`'${locale}'`)} ->> 'title', ${events.translations} -> 'en' ->> 'title')`;

/** The statuses of a tab (console §4): all, refunded with refunding, history = over (any status). */
export function tabWhere(tab: ActivityTab, now: Date): SQL | undefined {
  if (tab === 'all') return undefined;
  if (tab === 'history') return lt(events.datetimeEnd, now);
  const statuses: EventStatus[] = tab === 'refunded' ? ['refunded', 'refunding'] : [tab];
  return and(inArray(events.status, statuses), gte(events.datetimeEnd, now));
}

export interface ActivityQuery extends ListQuery {
  current_status: ActivityTab;
  visibility?: string;
  tag_id?: number;
  category_id?: number;
}

/** Conditions of the list and the calendar: tab, filters, search. */
function filters(districtId: number, q: Omit<ActivityQuery, keyof ListQuery> & { query?: string }, now: Date): SQL {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  return and(
    eq(events.districtId, districtId),
    tabWhere(q.current_status, now),
    q.visibility ? eq(events.visibility, q.visibility) : undefined,
    q.tag_id ? sql`${q.tag_id}::int = any(${events.tagIds})` : undefined,
    q.category_id ? eq(events.categoryId, q.category_id) : undefined,
    needle
      ? sql`exists (select 1 from jsonb_each(${events.translations}) t where t.value ->> 'title' ilike ${needle} or t.value ->> 'description' ilike ${needle})`
      : undefined,
  )!;
}

/** One page of the district's activities (console §7 "Events list"). */
export async function listActivities(db: Db, districtId: number, locale: ContentLocale, currency: string | null, q: ActivityQuery, now = new Date()) {
  const where = filters(districtId, q, now);
  const columns: Record<string, SQL | AnyColumn> = {
    id: events.id,
    title: translatedTitle(locale),
    datetime_start: events.datetimeStart,
    current_status: events.status,
    created_at: events.createdAt,
  };
  const column = columns[q.order_by && Object.hasOwn(columns, q.order_by) ? q.order_by : 'datetime_start'];
  const direction = q.order_by ? q.sort_by : 'asc';
  const [rows, [{ n }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction === 'desc' ? desc(column) : asc(column), asc(events.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows: await present(db, rows as Selected[], locale, currency), total: n };
}

/** The calendar's activities of a range of days: no paging, at most `cap` (then `truncated`). */
export async function calendarActivities(
  db: Db,
  districtId: number,
  locale: ContentLocale,
  q: Omit<ActivityQuery, keyof ListQuery> & { query?: string },
  range: { from: string; to: string },
  cap: number,
  now = new Date(),
) {
  const rows = await db
    .select({
      id: events.id,
      translations: events.translations,
      date: events.date,
      start_time: events.startTime,
      end_time: events.endTime,
      current_status: events.status,
      series_id: events.seriesId,
      space_id: events.spaceId,
      space: spaces.translations,
      place_name: events.placeName,
      color: categories.color,
      past: sql<boolean>`${events.datetimeEnd} < ${now.toISOString()}::timestamptz`,
    })
    .from(events)
    .leftJoin(spaces, eq(spaces.id, events.spaceId))
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .where(and(filters(districtId, q, now), gte(events.date, range.from), lte(events.date, range.to)))
    .orderBy(asc(events.datetimeStart), asc(events.id))
    .limit(cap + 1);
  return {
    truncated: rows.length > cap,
    rows: rows.slice(0, cap).map(({ translations, space, place_name, past, ...r }) => ({
      ...r,
      title: titleIn(translations, locale),
      place: r.space_id !== null ? titleIn(space, locale) : place_name,
      past,
    })),
  };
}

/** Opening hours of spaces, for the calendar's drop check. */
export async function spaceHours(db: Db, districtId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: spaces.id, open_time: spaces.openTime, close_time: spaces.closeTime })
    .from(spaces)
    .where(and(eq(spaces.districtId, districtId), inArray(spaces.id, ids)));
}

/** Freezes of a space (or every space) between two days. */
export async function freezesBetween(db: Db | Tx, districtId: number, from: string, to: string | null, spaceId?: number) {
  return db
    .select({
      space_id: spaceFreezes.spaceId,
      date: spaceFreezes.date,
      available_until: spaceFreezes.availableUntil,
      reason: spaceFreezes.reason,
      space: spaces.translations,
    })
    .from(spaceFreezes)
    .innerJoin(spaces, eq(spaces.id, spaceFreezes.spaceId))
    .where(
      and(
        eq(spaceFreezes.districtId, districtId),
        gte(spaceFreezes.date, from),
        to ? lte(spaceFreezes.date, to) : undefined,
        spaceId ? eq(spaceFreezes.spaceId, spaceId) : undefined,
      ),
    )
    .orderBy(asc(spaceFreezes.date), asc(spaceFreezes.spaceId));
}

/* ------------------------------------------------------------------------------------ options */

export async function spaceOptions(db: Db, districtId: number, locale: ContentLocale) {
  const rows = await db
    .select({
      id: spaces.id,
      translations: spaces.translations,
      open_all_day: spaces.openAllDay,
      open_time: spaces.openTime,
      close_time: spaces.closeTime,
      max_occupancy: spaces.maxOccupancy,
    })
    .from(spaces)
    .where(eq(spaces.districtId, districtId));
  return rows.map(({ translations, ...r }) => ({ ...r, name: titleIn(translations, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function categoryOptions(db: Db, districtId: number, locale: ContentLocale) {
  const rows = await db
    .select({ id: categories.id, translations: categories.translations, color: categories.color })
    .from(categories)
    .where(and(eq(categories.districtId, districtId), eq(categories.type, 'activity')));
  return rows.map((r) => ({ id: r.id, name: nameIn(r.translations, locale), color: r.color })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function tagOptions(db: Db, districtId: number, locale: ContentLocale) {
  const rows = await db
    .select({ id: tags.id, translations: tags.translations })
    .from(tags)
    .where(and(eq(tags.districtId, districtId), eq(tags.status, 'active')));
  return rows.map((r) => ({ id: r.id, name: nameIn(r.translations, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Which of the ids a body names are not the district's (category of activities, tags). */
export async function foreignReferences(db: Db | Tx, districtId: number, input: Pick<ActivityInput, 'category_id' | 'tag_ids'>) {
  const errors: Record<string, string> = {};
  if (input.category_id !== null) {
    const [own] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.category_id), eq(categories.districtId, districtId), eq(categories.type, 'activity')));
    if (!own) errors.category_id = 'Validations.SelectAnOption';
  }
  const wanted = [...new Set(input.tag_ids)];
  if (wanted.length > 0) {
    const own = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(inArray(tags.id, wanted), eq(tags.districtId, districtId)));
    if (own.length !== wanted.length) errors.tag_ids = 'Validations.SelectAnOption';
  }
  return errors;
}

/* ------------------------------------------------------------------------------------ writing */

/** The row values of a form's fields that every occurrence shares (not the day and times). */
export function sharedValues(input: ActivityInput): Values {
  const place = input.place_type;
  return {
    translations: toStored(input.translations as { locale: ContentLocale; title: string; description: string }[]),
    ...(input.status ? { publishStatus: input.status } : {}),
    visibility: input.visibility,
    cover: (storedImageName(input.cover) as string | null) ?? null,
    placeType: place,
    spaceId: place === 'select_space' ? input.space_id : null,
    placeName: place === 'custom_space' ? input.place_name : null,
    placeAddress: place === 'custom_space' ? input.place_address : null,
    maxPeople: input.max_people,
    pricePrivate: input.price_private,
    priceSpot: input.price_spot,
    paymentMethod: input.payment_method,
    boleto: input.boleto,
    paymentRecipient: input.payment_method === 'other' ? input.payment_recipient : null,
    isHistorical: input.is_historical,
    isSpecial: input.is_special,
    cleaningAfter: input.cleaning_after,
    categoryId: input.category_id,
    tagIds: [...new Set(input.tag_ids)],
    forceOnline: input.force_online,
    updatedAt: new Date(),
  };
}

/** The day and times of one occurrence, on the wall clock and as instants. */
export const scheduleValues = (date: string, start: string, end: string, timeZone: string): Values => ({
  date,
  startTime: start,
  endTime: end,
  datetimeStart: instantOfDay(date, start, timeZone),
  datetimeEnd: instantOfDay(date, end, timeZone),
});

/** Inserts an activity on each of its days (one day: a single activity; more: a series). The ids, in day order. */
export async function insertActivity(
  tx: Tx,
  districtId: number,
  base: Values,
  schedule: { days: string[]; start: string; end: string; freq: string; until: string | null; timeZone: string },
): Promise<number[]> {
  let seriesId: number | null = null;
  if (schedule.freq !== 'none') {
    const [series] = await tx
      .insert(eventSeries)
      .values({ districtId, freq: schedule.freq as 'weekly', firstDate: schedule.days[0], until: schedule.until ?? schedule.days.at(-1)! })
      .returning({ id: eventSeries.id });
    seriesId = series.id;
  }
  const rows = await tx
    .insert(events)
    .values(
      schedule.days.map((day) => ({
        ...base,
        districtId,
        seriesId,
        occurrenceDate: seriesId === null ? null : day,
        ...scheduleValues(day, schedule.start, schedule.end, schedule.timeZone),
      })) as (typeof events.$inferInsert)[],
    )
    .returning({ id: events.id });
  return rows.map((r) => r.id);
}

/** The coming occurrences of a series (not over yet), locked for the write. */
export async function comingOccurrences(tx: Tx, seriesId: number, now: Date) {
  return tx
    .select()
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gte(events.datetimeEnd, now)))
    .orderBy(asc(events.date))
    .for('update');
}

/**
 * Saves "all coming occurrences" of a series from one of them: the shared fields on each, the
 * day shifted by the edited one's shift and its new times; with a changed rule, the coming
 * occurrences are made again by their key (rule days kept are updated, others deleted, new ones
 * added). Past occurrences stay as they were: they are history.
 */
export async function saveSeries(tx: Tx, edited: Row, base: Values, input: ActivityInput, clock: DistrictClock, now: Date): Promise<{ ids: number[] }> {
  const seriesId = edited.seriesId!;
  const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).for('update');
  const shift = daysBetween(edited.date, input.date);
  const coming = await comingOccurrences(tx, seriesId, now);
  const rows = coming.some((r) => r.id === edited.id) ? coming : [edited, ...coming];
  const freq = input.repeat.freq;
  const ruleChanged = freq !== series.freq || (input.repeat.until ?? null) !== series.until;
  if (freq === 'none') {
    // The series ends here: the edited occurrence stays alone, the other coming ones go.
    await tx.delete(events).where(and(eq(events.seriesId, seriesId), gte(events.datetimeEnd, now), ne(events.id, edited.id)));
    await tx
      .update(events)
      .set({
        ...base,
        ...scheduleValues(input.date, input.start_time, input.end_time, clock.timeZone),
        seriesId: null,
        occurrenceDate: null,
        isException: false,
      })
      .where(eq(events.id, edited.id));
    await dropEmptySeries(tx, seriesId);
    return { ids: [edited.id] };
  }
  const firstDate = addDays(series.firstDate, shift);
  const until = input.repeat.until ?? addDays(series.until, shift);
  await tx.update(eventSeries).set({ freq, firstDate, until }).where(eq(eventSeries.id, seriesId));
  // Keys move with the shift so that they stay the rule's days.
  const keyed = rows.map((r) => ({ row: r, key: addDays(r.occurrenceDate ?? r.date, shift), day: addDays(r.date, shift) }));
  if (!ruleChanged) {
    for (const { row, key, day } of keyed) {
      await tx
        .update(events)
        .set({ ...base, ...scheduleValues(day, input.start_time, input.end_time, clock.timeZone), occurrenceDate: key })
        .where(eq(events.id, row.id));
    }
    return { ids: keyed.map((k) => k.row.id) };
  }
  const wanted = occurrenceDays(firstDate, freq, until).filter(
    (d) => d > clock.today || (d === clock.today && instantOfDay(d, input.start_time, clock.timeZone) > now),
  );
  const keep = new Set(wanted);
  const gone = keyed.filter((k) => !keep.has(k.key) && k.row.id !== edited.id);
  if (gone.length > 0)
    await tx.delete(events).where(
      inArray(
        events.id,
        gone.map((g) => g.row.id),
      ),
    );
  // Keys of past occurrences stay taken (unique per series).
  const past = await tx
    .select({ key: events.occurrenceDate })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), lt(events.datetimeEnd, now)));
  const taken = new Set([...past.map((p) => p.key), ...keyed.filter((k) => keep.has(k.key) || k.row.id === edited.id).map((k) => k.key)]);
  const ids: number[] = [];
  for (const { row, key, day } of keyed.filter((k) => keep.has(k.key) || k.row.id === edited.id)) {
    await tx
      .update(events)
      .set({ ...base, ...scheduleValues(day, input.start_time, input.end_time, clock.timeZone), occurrenceDate: key })
      .where(eq(events.id, row.id));
    ids.push(row.id);
  }
  const added = wanted.filter((d) => !taken.has(d));
  if (added.length > 0) {
    const template = { ...edited, ...base };
    const rowsAdded = await tx
      .insert(events)
      .values(
        added.map((day) => ({
          ...withoutKeys(template),
          seriesId,
          occurrenceDate: day,
          isException: false,
          ...scheduleValues(day, input.start_time, input.end_time, clock.timeZone),
        })) as (typeof events.$inferInsert)[],
      )
      .returning({ id: events.id });
    ids.push(...rowsAdded.map((r) => r.id));
  }
  return { ids };
}

/** A row's values for a copy: without its id and its own dates of creation and status. */
function withoutKeys(row: Row & Values): Values {
  const { id: _id, createdAt: _c, ...rest } = row;
  return rest;
}

/** A single activity that gets a repeat: a series is made from it, it the first occurrence. */
export async function startSeries(tx: Tx, edited: Row, base: Values, input: ActivityInput, days: string[], clock: DistrictClock) {
  const [series] = await tx
    .insert(eventSeries)
    .values({ districtId: edited.districtId, freq: input.repeat.freq as 'weekly', firstDate: days[0], until: input.repeat.until ?? days.at(-1)! })
    .returning({ id: eventSeries.id });
  const schedule = (day: string) => scheduleValues(day, input.start_time, input.end_time, clock.timeZone);
  await tx
    .update(events)
    .set({ ...base, ...schedule(days[0]), seriesId: series.id, occurrenceDate: days[0] })
    .where(eq(events.id, edited.id));
  const template = { ...edited, ...base };
  if (days.length > 1) {
    await tx.insert(events).values(
      days.slice(1).map((day) => ({
        ...withoutKeys(template),
        seriesId: series.id,
        occurrenceDate: day,
        isException: false,
        ...schedule(day),
      })) as (typeof events.$inferInsert)[],
    );
  }
}

/** A series with no occurrence left goes too. */
export async function dropEmptySeries(tx: Tx, seriesId: number) {
  await tx.delete(eventSeries).where(and(eq(eventSeries.id, seriesId), sql`not exists (select 1 from ${events} where ${events.seriesId} = ${seriesId})`));
}

/** Deletes one occurrence, or it and every coming one of its series. The ids gone. */
export async function deleteActivity(tx: Tx, row: Row, scope: 'one' | 'all', now: Date): Promise<number[]> {
  const where =
    scope === 'all' && row.seriesId !== null
      ? or(eq(events.id, row.id), and(eq(events.seriesId, row.seriesId), gte(events.datetimeEnd, now)))
      : eq(events.id, row.id);
  const gone = await tx.delete(events).where(where).returning({ id: events.id });
  if (row.seriesId !== null) await dropEmptySeries(tx, row.seriesId);
  return gone.map((g) => g.id);
}

/** The rows a status change reaches: the one, or every coming one of its series. */
export async function statusTargets(tx: Tx, row: Row, scope: 'one' | 'all', now: Date): Promise<Row[]> {
  if (scope === 'one' || row.seriesId === null) return [row];
  const coming = await comingOccurrences(tx, row.seriesId, now);
  return coming.some((r) => r.id === row.id) ? coming : [row, ...coming];
}

/* ------------------------------------------------------------------------------------ people */

export async function listParticipants(db: Db, eventId: number, kind: ParticipantKind, q: { page: number; paginate: number }) {
  const where = and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.kind, kind));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        user_id: users.id,
        name: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
        email: users.email,
        phone: users.phone,
        since: eventParticipants.createdAt,
      })
      .from(eventParticipants)
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .where(where)
      .orderBy(asc(eventParticipants.createdAt), asc(users.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(eventParticipants).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, email: r.email ?? '', since: r.since.toISOString() })), total: n };
}

/** Excel forbids these in a sheet's name, and takes 31 characters at most. */
const sheetName = (name: string) => name.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31);

/**
 * The people of an activity as a workbook (console §7: a file named from the content-disposition
 * header): name, e-mail, phone and since when, under the activity's title and district.
 */
export async function participantsWorkbook(
  request: FastifyRequest,
  activity: ActivityRecord,
  kind: ParticipantKind,
  rows: { name: string; email: string; phone: string | null; since: string }[],
): Promise<{ name: string; buffer: Buffer }> {
  const t = (key: string) => request.t(`resources.community_activities.participants.${key}`);
  const [district] = await request.server.db.select({ name: districts.name }).from(districts).where(eq(districts.id, activity.district_id));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(t(kind)));
  sheet.columns = [
    { header: t('name'), key: 'name', width: 28 },
    { header: t('email'), key: 'email', width: 32 },
    { header: t('phone'), key: 'phone', width: 18 },
    { header: t('since'), key: 'since', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ name: r.name, email: r.email, phone: r.phone ?? '', since: new Date(r.since) });
  sheet.getColumn('since').numFmt = 'yyyy-mm-dd hh:mm';
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { name: `${activity.title} - ${t(kind)} - ${district?.name ?? ''}.xlsx`, buffer };
}
