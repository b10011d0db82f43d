import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { LongTermPassInput } from './schema';
import type { LONG_TERM_PASS_STATUSES } from './contract';
import type { Db } from '../../server/db/client';
import { longTermPasses, userDistrictRoles, users } from '../../server/db/schema';
import { visitorCode } from '../../server/lib/codes';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';

const resident = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const select = {
  id: longTermPasses.id,
  name: longTermPasses.name,
  category: longTermPasses.category,
  status: longTermPasses.status,
  visitor_code: longTermPasses.visitorCode,
  user_id: longTermPasses.userId,
  created_at: longTermPasses.createdAt,
  resident,
};
type Selected = { created_at: Date };
const toApi = <R extends Selected>(row: R) => ({ ...row, created_at: row.created_at.toISOString() });

/** The columns of the contract's sortable fields. */
const sortable = { id: longTermPasses.id, name: longTermPasses.name, category: longTermPasses.category, status: longTermPasses.status };
const mine = (id: number, districtId: number) => and(eq(longTermPasses.id, id), eq(longTermPasses.districtId, districtId));

/** One page of the district's passes, by status tab, searched in name, code and resident. */
export async function listDailyHelp(db: Db, districtId: number, q: ListQuery & { status: 'all' | (typeof LONG_TERM_PASS_STATUSES)[number] }) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    eq(longTermPasses.districtId, districtId),
    q.status === 'all' ? undefined : eq(longTermPasses.status, q.status),
    needle ? or(ilike(longTermPasses.name, needle), ilike(longTermPasses.visitorCode, needle), ilike(resident, needle)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(select)
      .from(longTermPasses)
      .innerJoin(users, eq(users.id, longTermPasses.userId))
      .where(where)
      .orderBy(sortBy(q, sortable, 'id'), longTermPasses.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(longTermPasses).innerJoin(users, eq(users.id, longTermPasses.userId)).where(where),
  ]);
  return { rows: rows.map(toApi), total: n };
}

/** One of the district's passes with its resident, or null. */
export async function loadDailyHelp(db: Db, id: number, districtId: number) {
  const [row] = await db.select(select).from(longTermPasses).innerJoin(users, eq(users.id, longTermPasses.userId)).where(mine(id, districtId));
  return row ? toApi(row) : null;
}

/** Whether the user is a resident of the district (a pass belongs to one). */
export async function isDistrictResident(db: Db, userId: number, districtId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(userDistrictRoles.districtId, districtId), eq(users.level, 'resident')))
    .limit(1);
  return Boolean(row);
}

/** A new pass with a fresh visitor code; its id. */
export async function createDailyHelp(db: Db, districtId: number, input: LongTermPassInput) {
  const [row] = await db
    .insert(longTermPasses)
    .values({
      districtId,
      userId: input.user_id,
      name: input.name,
      category: input.category,
      status: input.status,
      visitorCode: visitorCode(),
    })
    .returning({ id: longTermPasses.id });
  return row.id;
}

/** The updated pass's id, or null when the district has no pass with that id. */
export async function updateDailyHelp(db: Db, id: number, districtId: number, input: LongTermPassInput) {
  const [row] = await db
    .update(longTermPasses)
    .set({
      userId: input.user_id,
      name: input.name,
      category: input.category,
      status: input.status,
      // Since when it is as it is: a pass suspended long ago goes with the district's gate retention (issue 18).
      statusChangedAt: sql`case when ${longTermPasses.status} = ${input.status} then ${longTermPasses.statusChangedAt} else now() end`,
    })
    .where(mine(id, districtId))
    .returning({ id: longTermPasses.id });
  return row?.id ?? null;
}
