import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AccessEntry, ErasureLine, ErasureRequest } from '../../src/contract/privacy';
import type { Db } from '../db/client';
import { erasureRequests, personalDataReads, users } from '../db/schema';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Who read the person's data in the district in the last `days` days, newest first (at most 500). */
export async function accessEntries(db: Db, districtId: number, subjectUserId: number, days: number, now = new Date()): Promise<AccessEntry[]> {
  const since = new Date(now.getTime() - days * 24 * 3600_000);
  const rows = await db
    .select()
    .from(personalDataReads)
    .where(and(eq(personalDataReads.districtId, districtId), eq(personalDataReads.subjectUserId, subjectUserId), gt(personalDataReads.createdAt, since)))
    .orderBy(desc(personalDataReads.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    user_id: r.userId,
    user_name: r.userName,
    entity: r.entity,
    record_id: r.recordId,
    subject_user_id: r.subjectUserId,
    purpose: r.purpose,
  }));
}

type Row = typeof erasureRequests.$inferSelect;

/** The district's erasure requests, pending first then the latest decided (at most 50), with the names of the living accounts. */
export async function listErasures(db: Db, districtId: number): Promise<ErasureRequest[]> {
  const rows = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.districtId, districtId))
    .orderBy(sql`${erasureRequests.status} = 'pending' desc`, desc(erasureRequests.id))
    .limit(50);
  return present(db, rows);
}

export async function findErasure(db: Db, id: number, districtId: number): Promise<ErasureRequest | null> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.id, id), eq(erasureRequests.districtId, districtId)));
  return row ? (await present(db, [row]))[0] : null;
}

async function present(db: Db, rows: Row[]): Promise<ErasureRequest[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.subjectUserId, r.requestedBy, r.approvedBy]).filter((id): id is number => id !== null))];
  const names = new Map(
    ids.length ? (await db.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.name]) : [],
  );
  return rows.map((r) => ({
    id: r.id,
    subject_user_id: r.subjectUserId,
    subject_name: names.get(r.subjectUserId) ?? '',
    status: r.status,
    requested_by: r.requestedBy,
    requested_by_name: r.requestedBy ? (names.get(r.requestedBy) ?? null) : null,
    requested_at: r.requestedAt.toISOString(),
    approved_by: r.approvedBy,
    decided_at: r.decidedAt?.toISOString() ?? null,
    lines: r.lines,
  }));
}

/** A pending request of the person in the district, if any. */
export async function pendingErasureOf(db: Db, districtId: number, subjectUserId: number) {
  const [row] = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.districtId, districtId), eq(erasureRequests.subjectUserId, subjectUserId), eq(erasureRequests.status, 'pending')));
  return row ?? null;
}

export async function createErasure(db: Db, districtId: number, subjectUserId: number, requestedBy: number, lines: ErasureLine[]) {
  const [row] = await db.insert(erasureRequests).values({ districtId, subjectUserId, requestedBy, lines }).returning({ id: erasureRequests.id });
  return row.id;
}

/** Closes a pending request (done, with what was done; or cancelled); false when it was no longer pending. */
export async function closeErasure(db: Db, id: number, status: 'done' | 'cancelled', by: number, lines?: ErasureLine[]) {
  const done = await db
    .update(erasureRequests)
    .set({ status, approvedBy: status === 'done' ? by : null, decidedAt: new Date(), ...(lines ? { lines } : {}) })
    .where(and(eq(erasureRequests.id, id), eq(erasureRequests.status, 'pending')))
    .returning({ id: erasureRequests.id });
  return done.length > 0;
}
