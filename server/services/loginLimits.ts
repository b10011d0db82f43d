import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginLogs } from '../db/schema';

export interface LoginLimits {
  perIp: number;
  perAccount: number;
  windowMs: number;
}

/** How long a place the account signed in from stays known (OWASP ASVS 2.2.1: lockout without denial of service). */
const KNOWN_CONTEXT_MS = 90 * 24 * 3600_000;

export const loginLimits = (config: { loginMaxPerIp: number; loginMaxPerAccount: number; loginWindowMs: number }): LoginLimits => ({
  perIp: config.loginMaxPerIp,
  perAccount: config.loginMaxPerAccount,
  windowMs: config.loginWindowMs,
});

/**
 * Attempts are counted from the login log itself, so the limit holds across server processes:
 * every attempt from one IP, and the failed attempts on one account, within the window. The
 * account's limit does not hold where the account has signed in successfully before (the same
 * IP, in the last 90 days): anyone can fail five times on a known e-mail, but that must not keep
 * its owner out of their own office; the per-IP limit still holds there.
 */
export async function loginRefusal(db: Db, ip: string, email: string, limits: LoginLimits): Promise<number | null> {
  const since = new Date(Date.now() - limits.windowMs);
  const [[byIp], [byAccount], known] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginLogs)
      .where(and(eq(loginLogs.ip, ip), gt(loginLogs.createdAt, since))),
    db
      .select({ n: count() })
      .from(loginLogs)
      .where(and(eq(loginLogs.email, email), eq(loginLogs.success, false), gt(loginLogs.createdAt, since))),
    db
      .select({ id: loginLogs.id })
      .from(loginLogs)
      .where(
        and(eq(loginLogs.email, email), eq(loginLogs.ip, ip), eq(loginLogs.success, true), gt(loginLogs.createdAt, new Date(Date.now() - KNOWN_CONTEXT_MS))),
      )
      .limit(1),
  ]);
  if (byIp.n >= limits.perIp || (byAccount.n >= limits.perAccount && known.length === 0)) return Math.ceil(limits.windowMs / 1000);
  return null;
}
