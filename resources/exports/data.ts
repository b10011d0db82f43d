import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { exportRequests, users } from '../../server/db/schema';
import type { ListQuery } from '../../server/lib/list';
import { exportFileUrl } from '../../server/lib/storage';
import type { ExportRecord } from './schema';
import { exportStatus, type ExportTab } from './status';
import type { AccessPurpose } from '../../src/contract/privacy';
import type { ExportTarget } from './constants';

type Row = typeof exportRequests.$inferSelect;

/** A request as the API shows it: the status in the API's words, the file's route only while it is there. */
export function exportToApi(r: Row, userName: string, now: Date = new Date(), subjectName: string | null = null): ExportRecord {
  const status = exportStatus(r, now);
  return {
    id: r.id,
    target: r.target,
    date_start: r.dateStart,
    date_end: r.dateEnd,
    status,
    file_name: r.fileName,
    file_url: status === 'completed' && r.storedName ? exportFileUrl(r.id) : null,
    datetime_available: r.availableUntil?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    user_id: r.userId,
    user_name: userName,
    subject_user_id: r.subjectUserId,
    subject_name: r.subjectUserId ? subjectName : null,
  };
}

/** A new pending export request, for the export worker to pick up. */
export async function createExportRequest(
  db: Db,
  request: {
    districtId: number;
    userId: number;
    target: ExportTarget;
    dateStart: string;
    dateEnd: string;
    locale: 'en' | 'it' | 'pt';
    subjectUserId: number | null;
    purpose: AccessPurpose | null;
  },
) {
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

/** One page of a district's export requests (the user's own, or everyone's; data subjects' archives only `withSubjects`), newest first. */
export async function listExportRequests(db: Db, districtId: number, q: ListQuery & { scope: ExportTab }, userId: number, withSubjects = true) {
  const where = and(
    eq(exportRequests.districtId, districtId),
    q.scope === 'mine' ? eq(exportRequests.userId, userId) : undefined,
    withSubjects ? undefined : isNull(exportRequests.subjectUserId),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        request: exportRequests,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        subject: sql<string | null>`(select trim(s.first_name || ' ' || s.last_name) from ${users} s where s.id = ${exportRequests.subjectUserId})`,
      })
      .from(exportRequests)
      .innerJoin(users, eq(users.id, exportRequests.userId))
      .where(where)
      .orderBy(q.sort_by === 'asc' ? exportRequests.id : desc(exportRequests.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(exportRequests).where(where),
  ]);
  const now = new Date();
  return { rows: rows.map((r) => exportToApi(r.request, r.name, now, r.subject)), total: n };
}
