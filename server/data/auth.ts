import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginLogs, passwordResets, sessions, users } from '../db/schema';

type LoginAttempt = { userId: number | null; email: string; ip: string; userAgent: string | null };

/** The user with that e-mail, or null. */
export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/** Logs a login attempt: every attempt leaves a row, which the login limits count. */
export async function logLogin(db: Db, attempt: LoginAttempt, success: boolean) {
  await db.insert(loginLogs).values({ ...attempt, success });
}

/** A successful login: its session and its log row, together. */
export async function openSession(db: Db, attempt: LoginAttempt & { userId: number }, tokenHash: string) {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ userId: attempt.userId, tokenHash, ip: attempt.ip, userAgent: attempt.userAgent });
    await tx.insert(loginLogs).values({ ...attempt, success: true as const });
  });
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function setDashboardDistrict(db: Db, userId: number, districtId: number) {
  await db.update(users).set({ dashboardDistrictId: districtId }).where(eq(users.id, userId));
}

/** Stores a reset token and, in the same transaction, `alongside` (the mail that carries it). */
export async function createPasswordReset(db: Db, reset: { userId: number; tokenHash: string; expiresAt: Date }, alongside: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values(reset);
    await alongside(tx);
  });
}

/**
 * Spends a valid, unused reset token of the account with that e-mail on a new password, and ends
 * every open session of the account. False when the token does not fit: then nothing changes.
 */
export async function restorePassword(db: Db, tokenHash: string, email: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .for('update');
    if (!row || row.email !== email) return null;
    // Single use: marked inside the same transaction that changes the password.
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, row.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
    return row.userId;
  });
}

/** The user whose e-mail verification code this is, or null. */
export async function userByEmailCode(db: Db, code: string) {
  const [user] = await db.select().from(users).where(eq(users.emailCode, code));
  return user ?? null;
}

export async function markEmailVerified(db: Db, userId: number) {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}
