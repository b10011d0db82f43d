import { and, asc, count, desc, eq, exists, gt, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { loginLogs, userDistrictRoles, users } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';
import type { LoginOutcome } from './contract';
import type { LoginLog } from './schema';

export interface LoginLogQuery extends ListQuery {
  outcome?: LoginOutcome;
  user_id?: number;
  created_at_from?: string;
  created_at_to?: string;
}

const l = loginLogs;
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The columns of the contract's sortable fields. */
const sortable = { id: l.id, created_at: l.createdAt, user: fullName, email: l.email, success: l.success, ip: l.ip };

/**
 * The district's rows: attempts on the accounts that hold a role in it. An attempt on an e-mail no
 * account has belongs to no district, and another district's people are not this one's to see.
 */
const inDistrict = (db: Db, districtId: number) =>
  exists(
    db
      .select({ one: userDistrictRoles.userId })
      .from(userDistrictRoles)
      .where(and(eq(userDistrictRoles.userId, l.userId), eq(userDistrictRoles.districtId, districtId))),
  );

const select = {
  id: l.id,
  user_id: l.userId,
  account: users.id,
  name: fullName,
  email: l.email,
  success: l.success,
  ip: l.ip,
  user_agent: l.userAgent,
  created_at: l.createdAt,
};

const toApi = (r: {
  id: number;
  user_id: number | null;
  account: number | null;
  name: string | null;
  email: string;
  success: boolean;
  ip: string;
  user_agent: string | null;
  created_at: Date;
}): LoginLog => ({
  id: r.id,
  user_id: r.user_id,
  user: r.account === null ? null : { id: r.account, full_name: r.name ?? '' },
  email: r.email,
  success: r.success,
  ip: r.ip,
  user_agent: r.user_agent,
  created_at: r.created_at.toISOString(),
});

/** One page of the district's logins, newest first unless sorted; the search looks in e-mail, name, IP and browser. */
export async function listLoginLogs(db: Db, districtId: number, q: LoginLogQuery) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    inDistrict(db, districtId),
    q.outcome ? eq(l.success, q.outcome === 'success') : undefined,
    q.user_id ? eq(l.userId, q.user_id) : undefined,
    q.created_at_from ? gte(l.createdAt, new Date(q.created_at_from)) : undefined,
    // The instants shown (and sent) are to the millisecond, the stored ones to the microsecond: the bound takes in its whole millisecond.
    q.created_at_to ? lt(l.createdAt, new Date(Date.parse(q.created_at_to) + 1)) : undefined,
    needle ? or(ilike(l.email, needle), ilike(fullName, needle), ilike(l.ip, needle), ilike(l.userAgent, needle)) : undefined,
  );
  // Newest first unless the list names its own order; the id keeps rows of one instant in a stable order.
  const order = q.order_by ? sortBy(q, sortable, 'created_at') : desc(l.createdAt);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(select)
      .from(l)
      .leftJoin(users, eq(users.id, l.userId))
      .where(where)
      .orderBy(order, q.order_by && q.sort_by === 'asc' ? asc(l.id) : desc(l.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(l).leftJoin(users, eq(users.id, l.userId)).where(where),
  ]);
  return { rows: rows.map(toApi), total: n };
}

/** The district's people who have tried to sign in, by name, for the user filter. */
export async function loginLogUsers(db: Db, districtId: number) {
  const rows = await db.selectDistinct({ id: users.id, name: fullName }).from(l).innerJoin(users, eq(users.id, l.userId)).where(inDistrict(db, districtId));
  return rows.map((r) => ({ id: r.id, name: r.name || `#${r.id}` })).sort((x, y) => x.name.localeCompare(y.name));
}

/**
 * An export's batch: the district's logins from `from` (included) to `to` (excluded), `limit` of
 * them after the id `after`, by id, which is their order in time (each row is written as it happens).
 */
export async function loginLogBatch(db: Db, districtId: number, period: { from: Date; to: Date }, after: number, limit: number) {
  const rows = await db
    .select(select)
    .from(l)
    .leftJoin(users, eq(users.id, l.userId))
    .where(and(inDistrict(db, districtId), gte(l.createdAt, period.from), lt(l.createdAt, period.to), gt(l.id, after)))
    .orderBy(asc(l.id))
    .limit(limit);
  return rows.map(toApi);
}
