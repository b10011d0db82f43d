import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one more event of `kind` for `subject` (an IP, an account) and says whether it goes over
 * the limit: null when allowed, else the seconds to wait. Every attempt counts, refused ones too,
 * and the count lives in the database so that it holds across server processes.
 */
export async function rateHit(db: Db, kind: string, subject: string, limit: RateLimit): Promise<number | null> {
  const since = new Date(Date.now() - limit.windowMs);
  const [{ n }] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.subject, subject), gt(rateEvents.createdAt, since)));
  await db.insert(rateEvents).values({ kind, subject });
  return n >= limit.max ? Math.ceil(limit.windowMs / 1000) : null;
}
