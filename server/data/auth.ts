import { and, count, eq, gt, isNull } from 'drizzle-orm';
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

/** A successful login: its session and its log row, together; the session's id. */
export async function openSession(db: Db, attempt: LoginAttempt & { userId: number }, tokenHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [session] = await tx.insert(sessions).values({ userId: attempt.userId, tokenHash, ip: attempt.ip, userAgent: attempt.userAgent }).returning({ id: sessions.id });
    await tx.insert(loginLogs).values({ ...attempt, success: true as const });
    return session.id;
  });
}

/** A session that has not been revoked, by its id, with what its lapse is counted from; or null. */
export async function unrevokedSession(db: Db, id: number) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function setDashboardDistrict(db: Db, userId: number, districtId: number) {
  await db.update(users).set({ dashboardDistrictId: districtId }).where(eq(users.id, userId));
}

/**
 * Ends every reset link of the account still unspent: a newer link, a reset or a password change
 * leaves none of the older ones working (OWASP ASVS 2.5.x).
 */
export async function endResetLinks(tx: Db, userId: number) {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Reset links asked for the account since `since`: the per-account limit counts them. */
export async function resetLinksSince(db: Db, userId: number, since: Date) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return n;
}

/**
 * Stores a reset token, ending the account's older ones, and, in the same transaction,
 * `alongside` (the mail that carries it).
 */
export async function createPasswordReset(db: Db, reset: { userId: number; tokenHash: string; expiresAt: Date }, alongside: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => {
    await endResetLinks(tx, reset.userId);
    await tx.insert(passwordResets).values(reset);
    await alongside(tx);
  });
}

const liveReset = (tokenHash: string) => and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/**
 * The account a valid, unused reset token of that e-mail is for, or null: read before any costly
 * work (hashing the new password), so a wrong token costs the server one query.
 */
export async function resetTokenOwner(db: Db, tokenHash: string, email: string) {
  const [row] = await db
    .select({ userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(liveReset(tokenHash));
  return row && row.email === email ? row.userId : null;
}

/**
 * Spends a valid, unused reset token of the account with that e-mail on a new password, ends the
 * account's every other reset link and open session, and runs `alongside` (the mail that tells
 * the user) in the same transaction. Null when the token does not fit (spent meanwhile): then
 * nothing changes.
 */
export async function restorePassword(db: Db, tokenHash: string, email: string, passwordHash: string, alongside: (tx: Db, userId: number) => Promise<void>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(liveReset(tokenHash))
      .for('update');
    if (!row || row.email !== email) return null;
    // Single use: spent inside the same transaction that changes the password, with its siblings.
    await endResetLinks(tx, row.userId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
    await alongside(tx, row.userId);
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
