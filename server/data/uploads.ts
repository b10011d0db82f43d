import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';

/** The window of the per-user upload quota. */
export const QUOTA_WINDOW_MS = 24 * 3600_000;
/** The advisory locks of the quota: one per user, in a key space of their own (two-key form). */
const QUOTA_LOCK = 727_301;

/** Who uploads, and how much they may in any QUOTA_WINDOW_MS. */
export interface Quota {
  userId: number;
  bytes: number;
}

/**
 * Bytes the user uploaded in the window (counted in the table, so in every process), and the
 * seconds until the oldest of them leaves it: then some room frees up.
 */
export async function recentUploads(db: Db, userId: number): Promise<{ bytes: number; freesInSeconds: number }> {
  const since = sql`now() - make_interval(secs => ${QUOTA_WINDOW_MS / 1000})`;
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::float8`,
      freesIn: sql<number | null>`ceil(extract(epoch from min(${uploads.createdAt}) - ${since}))::float8`,
    })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  return { bytes: Number(row.bytes), freesInSeconds: Math.max(1, Number(row.freesIn ?? 1)) };
}

/**
 * Records a stored upload, so a form saving later can name it, unless it takes its user past the
 * quota: then nothing is written and the answer says when room frees up. A user's uploads are
 * counted and recorded one at a time (a lock held to the end of the transaction), so uploads
 * arriving at once, in one process or several, cannot all pass on the same count.
 */
export async function recordUploadWithin(
  db: Db,
  upload: typeof uploads.$inferInsert,
  quota: Quota,
): Promise<{ id: number } | { over: true; freesInSeconds: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${quota.userId})`);
    const recent = await recentUploads(tx, quota.userId);
    if (recent.bytes + upload.size > quota.bytes) return { over: true as const, freesInSeconds: recent.freesInSeconds };
    const [row] = await tx.insert(uploads).values(upload).returning({ id: uploads.id });
    return { id: row.id };
  });
}
