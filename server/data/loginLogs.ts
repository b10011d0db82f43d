import { and, count, eq, exists, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginLogs, userDistrictRoles } from '../db/schema';
import { escapeLike, type ListQuery } from '../lib/list';
import { sortBy } from '../entities/sort';

/** The columns the login log sorts by; any other `order_by` is the handler's 422. */
const sortable = { id: loginLogs.id, email: loginLogs.email, created_at: loginLogs.createdAt, success: loginLogs.success, ip: loginLogs.ip };

export const isLoginLogSortField = (field: string) => Object.hasOwn(sortable, field);

/** One page of the logins of a district's users, searched by email, newest first unless sorted. */
export async function listLoginLogs(db: Db, districtId: number, q: ListQuery) {
  const inDistrict = exists(
    db
      .select({ one: userDistrictRoles.userId })
      .from(userDistrictRoles)
      .where(and(eq(userDistrictRoles.userId, loginLogs.userId), eq(userDistrictRoles.districtId, districtId))),
  );
  const where = q.query ? and(inDistrict, ilike(loginLogs.email, `%${escapeLike(q.query)}%`)) : inDistrict;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: loginLogs.id,
        user_id: loginLogs.userId,
        email: loginLogs.email,
        success: loginLogs.success,
        ip: loginLogs.ip,
        user_agent: loginLogs.userAgent,
        created_at: loginLogs.createdAt,
      })
      .from(loginLogs)
      .where(where)
      .orderBy(sortBy({ ...q, sort_by: q.order_by ? q.sort_by : 'desc' }, sortable, 'id'))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(loginLogs).where(where),
  ]);
  return { rows, total: n };
}
