import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exportRequests } from '../db/schema';
import type { ListQuery } from '../lib/list';

export type ExportTarget = (typeof exportRequests.$inferInsert)['target'];

/** A new pending export request, for the export worker to pick up. */
export async function createExportRequest(db: Db, request: { districtId: number; userId: number; target: ExportTarget; dateStart: string; dateEnd: string }) {
  const [row] = await db.insert(exportRequests).values(request).returning({ id: exportRequests.id, status: exportRequests.status });
  return row;
}

/** One of the district's export requests, or null. */
export async function findExportRequest(db: Db, id: number, districtId: number) {
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(and(eq(exportRequests.id, id), eq(exportRequests.districtId, districtId)));
  return row ?? null;
}

/** One page of a district's export requests, newest first. */
export async function listExportRequests(db: Db, districtId: number, q: ListQuery) {
  const where = eq(exportRequests.districtId, districtId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(exportRequests)
      .where(where)
      .orderBy(desc(exportRequests.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(exportRequests).where(where),
  ]);
  return { rows, total: n };
}
