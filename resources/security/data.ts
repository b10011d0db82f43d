import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SECURITY_TABS } from './contract';
import type { Db } from '../../server/db/client';
import { sosCalls, users } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';

const s = sosCalls;
const handler = alias(users, 'handler');
const select = {
  id: s.id,
  district_id: s.districtId,
  location: s.location,
  notes: s.notes,
  created_at: s.createdAt,
  handled_at: s.handledAt,
  handling_notes: s.handlingNotes,
  user: { id: users.id, full_name: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`, phone: users.phone },
  handled_by: { id: handler.id, full_name: sql<string | null>`trim(${handler.firstName} || ' ' || ${handler.lastName})` },
};
/**
 * The caller may have been deleted since (user_id set null) and most calls are not handled yet:
 * both people are left joins, which drizzle gives as null when none of their columns matched.
 */
const joined = (db: Db) => db.select(select).from(s).leftJoin(users, eq(users.id, s.userId)).leftJoin(handler, eq(handler.id, s.handledBy));
type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const toApi = (row: Joined) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  handled_at: row.handled_at?.toISOString() ?? null,
  status: row.handled_at ? ('handled' as const) : ('call' as const),
});

/** Spec console §4: the security list starts on "calls", the ones nobody has handled yet. */
const TAB_FILTERS: Record<(typeof SECURITY_TABS)[number], SQL | undefined> = {
  calls: isNull(s.handledAt),
  handled: isNotNull(s.handledAt),
  all: undefined,
};
/** The columns of the contract's sortable fields. */
const sortable = { id: s.id, created_at: s.createdAt, handled_at: s.handledAt, location: s.location };

/** One page of the district's calls of a tab, searched in caller, location and notes. */
export async function listSosCalls(db: Db, districtId: number, q: ListQuery & { tab: (typeof SECURITY_TABS)[number] }) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    eq(s.districtId, districtId),
    TAB_FILTERS[q.tab],
    needle ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, needle), ilike(s.location, needle), ilike(s.notes, needle)) : undefined,
  );
  // Newest call first unless the list asks for another order: an SOS list is read from the top.
  const sort = q.order_by ? sortBy(q, sortable, 'created_at') : desc(s.createdAt);
  const [rows, [{ n }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(sort, desc(s.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(s).leftJoin(users, eq(users.id, s.userId)).where(where),
  ]);
  return { rows: rows.map(toApi), total: n };
}

/** One of the district's calls with its caller and handler, or null. */
export async function loadSosCall(db: Db, id: number, districtId: number) {
  const [row] = await joined(db).where(and(eq(s.id, id), eq(s.districtId, districtId)));
  return row ? toApi(row) : null;
}

/**
 * Marks the call handled by the user, only if nobody has yet (so two guards answering at once
 * cannot both handle it): whether this call did.
 */
export async function handleSosCall(db: Db, id: number, districtId: number, userId: number, notes: string | null) {
  const [row] = await db
    .update(s)
    .set({ handledAt: new Date(), handledBy: userId, handlingNotes: notes })
    .where(and(eq(s.id, id), eq(s.districtId, districtId), isNull(s.handledAt)))
    .returning({ id: s.id });
  return Boolean(row);
}
