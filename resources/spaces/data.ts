import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { spaceBookings, spaceFreezes, spaces, users } from '../../server/db/schema';
import { fromStored, type ContentLocale } from '../../src/lib/translations';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from './constants';
import type { BookableSpace } from './rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The space's title in the reader's language, else English, else any. */
export function titleIn(stored: unknown, locale: ContentLocale): string {
  const rows = fromStored((stored ?? {}) as Parameters<typeof fromStored>[0]) as { locale: string; title?: string }[];
  const pick = (l: string) => rows.find((r) => r.locale === l && r.title)?.title;
  return pick(locale) ?? pick('en') ?? rows.find((r) => r.title)?.title ?? '';
}

/** One of the district's spaces as a booking sees it, or null. `lock` holds it until the transaction ends. */
export async function bookableSpace(db: Db | Tx, id: number, districtId: number, lock = false) {
  const q = db
    .select()
    .from(spaces)
    .where(and(eq(spaces.id, id), eq(spaces.districtId, districtId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return null;
  const space: BookableSpace & { prices: Record<string, number>; cleaning_charge: number; visibility: string; translations: unknown } = {
    is_bookable: row.isBookable,
    open_all_day: row.openAllDay,
    open_time: row.openTime,
    close_time: row.closeTime,
    reservation_type: row.reservationType,
    spots: row.spots,
    slot_minutes: row.slotMinutes,
    consecutive_slots: row.consecutiveSlots,
    lead_days: row.leadDays,
    max_active_bookings: row.maxActiveBookings,
    allow_full_day: row.allowFullDay,
    prices: row.prices as Record<string, number>,
    cleaning_charge: row.cleaningCharge,
    visibility: row.visibility,
    translations: row.translations,
  };
  return { ...space, id: row.id, autoApproval: row.autoApproval, max_occupancy: row.maxOccupancy };
}

const freezeSelect = {
  id: spaceFreezes.id,
  space_id: spaceFreezes.spaceId,
  translations: spaces.translations,
  date: spaceFreezes.date,
  reason: spaceFreezes.reason,
  available_until: spaceFreezes.availableUntil,
  created_by: spaceFreezes.createdBy,
  created_by_name: sql<string | null>`case when ${users.id} is null then null else ${userName} end`,
};

/** Frozen dates of the district (one space, or all), in date order, with who froze them. */
export async function listFreezes(db: Db, districtId: number, locale: ContentLocale, opts: { spaceId?: number; from?: string }) {
  const rows = await db
    .select(freezeSelect)
    .from(spaceFreezes)
    .innerJoin(spaces, eq(spaces.id, spaceFreezes.spaceId))
    .leftJoin(users, eq(users.id, spaceFreezes.createdBy))
    .where(
      and(
        eq(spaceFreezes.districtId, districtId),
        opts.spaceId ? eq(spaceFreezes.spaceId, opts.spaceId) : undefined,
        opts.from ? gte(spaceFreezes.date, opts.from) : undefined,
      ),
    )
    .orderBy(asc(spaceFreezes.date), asc(spaceFreezes.spaceId));
  return rows.map(({ translations, ...r }) => ({ ...r, space_title: titleIn(translations, locale) }));
}

/**
 * Freezes the days of one space with a reason: a day already frozen takes the new reason and
 * time (one freeze per space and day). The ids and days written.
 */
export async function freezeDays(
  db: Db,
  districtId: number,
  spaceId: number,
  userId: number,
  days: readonly string[],
  reason: string,
  availableUntil: string | null,
) {
  return db.transaction(async (tx) => {
    await tx.delete(spaceFreezes).where(and(eq(spaceFreezes.spaceId, spaceId), inArray(spaceFreezes.date, [...days])));
    const rows = await tx
      .insert(spaceFreezes)
      .values(days.map((date) => ({ districtId, spaceId, date, reason, availableUntil, createdBy: userId })))
      .returning({ id: spaceFreezes.id, date: spaceFreezes.date });
    return rows;
  });
}

/** Removes one frozen day of the district; what it was, or null. */
export async function unfreeze(db: Db, districtId: number, spaceId: number, freezeId: number) {
  const [row] = await db
    .delete(spaceFreezes)
    .where(and(eq(spaceFreezes.id, freezeId), eq(spaceFreezes.spaceId, spaceId), eq(spaceFreezes.districtId, districtId)))
    .returning({ id: spaceFreezes.id, date: spaceFreezes.date, reason: spaceFreezes.reason });
  return row ?? null;
}

/** The freezes of one space on one day (what a booking is checked against). */
export async function dayFreezes(db: Db | Tx, spaceId: number, date: string) {
  return db
    .select({ available_until: spaceFreezes.availableUntil })
    .from(spaceFreezes)
    .where(and(eq(spaceFreezes.spaceId, spaceId), eq(spaceFreezes.date, date)));
}

/** The space's bookings of one day. */
export async function dayBookings(db: Db | Tx, spaceId: number, date: string) {
  return db
    .select({ start_time: spaceBookings.startTime, end_time: spaceBookings.endTime, spots: spaceBookings.spots, status: spaceBookings.status })
    .from(spaceBookings)
    .where(and(eq(spaceBookings.spaceId, spaceId), eq(spaceBookings.date, date)));
}

/** How many active bookings from today on the user holds on the space. */
export async function activeBookingsOf(db: Db | Tx, spaceId: number, userId: number, today: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(spaceBookings)
    .where(
      and(
        eq(spaceBookings.spaceId, spaceId),
        eq(spaceBookings.userId, userId),
        gte(spaceBookings.date, today),
        inArray(spaceBookings.status, [...ACTIVE_BOOKING_STATUSES]),
      ),
    );
  return n;
}

const bookingSelect = {
  id: spaceBookings.id,
  space_id: spaceBookings.spaceId,
  translations: spaces.translations,
  user_id: spaceBookings.userId,
  user_name: userName,
  date: spaceBookings.date,
  start_time: spaceBookings.startTime,
  end_time: spaceBookings.endTime,
  full_day: spaceBookings.fullDay,
  spots: spaceBookings.spots,
  price: spaceBookings.price,
  status: spaceBookings.status,
  reason: spaceBookings.reason,
  created_at: spaceBookings.createdAt,
};

/** Bookings of the district (of one space, of one user), newest day first unless `upcoming`. */
export async function listBookings(
  db: Db,
  districtId: number,
  locale: ContentLocale,
  opts: { spaceId?: number; userId?: number; status?: BookingStatus; id?: number; limit?: number },
) {
  const rows = await db
    .select(bookingSelect)
    .from(spaceBookings)
    .innerJoin(spaces, eq(spaces.id, spaceBookings.spaceId))
    .innerJoin(users, eq(users.id, spaceBookings.userId))
    .where(
      and(
        eq(spaceBookings.districtId, districtId),
        opts.spaceId ? eq(spaceBookings.spaceId, opts.spaceId) : undefined,
        opts.userId ? eq(spaceBookings.userId, opts.userId) : undefined,
        opts.status ? eq(spaceBookings.status, opts.status) : undefined,
        opts.id ? eq(spaceBookings.id, opts.id) : undefined,
      ),
    )
    .orderBy(desc(spaceBookings.date), asc(spaceBookings.startTime), asc(spaceBookings.id))
    .limit(opts.limit ?? 200);
  return rows.map(({ translations, created_at, ...r }) => ({ ...r, space_title: titleIn(translations, locale), created_at: created_at.toISOString() }));
}

export interface NewBooking {
  districtId: number;
  spaceId: number;
  userId: number;
  date: string;
  startTime: string;
  endTime: string;
  fullDay: boolean;
  spots: number;
  price: number;
  status: BookingStatus;
}

export async function insertBooking(db: Db | Tx, b: NewBooking) {
  const [row] = await db.insert(spaceBookings).values(b).returning({ id: spaceBookings.id });
  return row.id;
}

/** Decides a waiting booking; the booking as it was, or null when the district has no such booking. */
export async function decideBooking(db: Db, districtId: number, id: number, status: 'confirmed' | 'rejected', reason: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: spaceBookings.status })
      .from(spaceBookings)
      .where(and(eq(spaceBookings.id, id), eq(spaceBookings.districtId, districtId)))
      .for('update');
    if (!current) return null;
    if (current.status !== 'waiting') return { before: current.status, changed: false };
    await tx.update(spaceBookings).set({ status, reason }).where(eq(spaceBookings.id, id));
    return { before: current.status, changed: true };
  });
}

/** The user's level (for the booking's price), or null when not a member of the district. */
export async function levelOf(db: Db, userId: number) {
  const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
  return row?.level ?? null;
}

/** The district's bookable spaces a resident may see (public ones), with their titles per language. */
export async function residentSpaces(db: Db, districtId: number) {
  return db
    .select()
    .from(spaces)
    .where(and(eq(spaces.districtId, districtId), eq(spaces.isBookable, true), eq(spaces.visibility, 'public')))
    .orderBy(asc(spaces.id));
}
