import { and, count, desc, asc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../src/contract/audit';
import type { Db } from '../../server/db/client';
import { auditEntries } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';

export interface AuditQuery extends ListQuery {
  entity?: string;
  record_id?: number;
  user_id?: number;
  action?: AuditAction;
  created_at_from?: string;
  created_at_to?: string;
}

const a = auditEntries;

const toApi = (row: typeof auditEntries.$inferSelect): AuditEntry => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  user_id: row.userId,
  user_name: row.userName,
  district_id: row.districtId,
  entity: row.entity,
  record_id: row.recordId,
  action: row.action,
  changes: row.changes,
  ip: row.ip,
  request_id: row.requestId,
});

/**
 * The district's entries (or, for one record of a global entity, that record's entries in every
 * district the reader may read the trail of, `globalDistricts`: a city is the same city in every
 * district, but another district's entries name its people and their IPs).
 */
function scope(districtId: number, q: Pick<AuditQuery, 'entity' | 'record_id'>, globalDistricts: readonly number[] | null): SQL | undefined {
  if (globalDistricts && q.entity && q.record_id) return inArray(a.districtId, [...globalDistricts]);
  return eq(a.districtId, districtId);
}

/** One page of entries, newest first unless asked otherwise; the search looks in names, actions and changed values. */
export async function listAuditEntries(db: Db, districtId: number, q: AuditQuery, globalDistricts: readonly number[] | null) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    scope(districtId, q, globalDistricts),
    q.entity ? eq(a.entity, q.entity) : undefined,
    q.record_id ? eq(a.recordId, q.record_id) : undefined,
    q.user_id ? eq(a.userId, q.user_id) : undefined,
    q.action ? eq(a.action, q.action) : undefined,
    q.created_at_from ? gte(a.createdAt, new Date(q.created_at_from)) : undefined,
    // The instants shown (and sent) are to the millisecond, the stored ones to the microsecond: the bound takes in its whole millisecond.
    q.created_at_to ? lt(a.createdAt, new Date(Date.parse(q.created_at_to) + 1)) : undefined,
    needle ? or(ilike(a.entity, needle), ilike(a.userName, needle), ilike(a.action, needle), sql`${a.changes}::text ilike ${needle}`) : undefined,
  );
  const order = q.order_by && q.sort_by === 'asc' ? asc(a.id) : desc(a.id);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(order)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows: rows.map(toApi), total: n };
}

/** One entry of the district, or null. */
export async function loadAuditEntry(db: Db, id: number, districtId: number) {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), eq(a.districtId, districtId)));
  return row ? toApi(row) : null;
}

/** The entities and areas the district's entries name, for the entity filter. */
export async function auditEntities(db: Db, districtId: number) {
  const rows = await db.selectDistinct({ entity: a.entity }).from(a).where(eq(a.districtId, districtId)).orderBy(a.entity);
  return rows.map((r) => r.entity);
}

/** The people the district's entries name (with the latest name each had), for the user filter. */
export async function auditUsers(db: Db, districtId: number) {
  const rows = await db
    .selectDistinctOn([a.userId], { id: a.userId, name: a.userName })
    .from(a)
    .where(and(eq(a.districtId, districtId), sql`${a.userId} is not null`))
    .orderBy(a.userId, desc(a.id));
  return rows
    .filter((r): r is { id: number; name: string } => r.id !== null)
    .map((r) => ({ id: r.id, name: r.name ?? `#${r.id}` }))
    .sort((x, y) => x.name.localeCompare(y.name));
}
