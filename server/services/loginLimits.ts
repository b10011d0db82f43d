import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginLogs } from '../db/schema';

/**
 * Attempts are counted from the login log itself, so the limit holds across server processes:
 * every attempt from one IP, and the failed attempts on one account, within the window.
 */
export async function loginRefusal(db: Db, ip: string, email: string, limits: { perIp: number; perAccount: number; windowMs: number }): Promise<number | null> {
  const since = new Date(Date.now() - limits.windowMs);
  const [[byIp], [byAccount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginLogs)
      .where(and(eq(loginLogs.ip, ip), gt(loginLogs.createdAt, since))),
    db
      .select({ n: count() })
      .from(loginLogs)
      .where(and(eq(loginLogs.email, email), eq(loginLogs.success, false), gt(loginLogs.createdAt, since))),
  ]);
  if (byIp.n >= limits.perIp || byAccount.n >= limits.perAccount) return Math.ceil(limits.windowMs / 1000);
  return null;
}
