import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { endResetLinks } from './auth';

export async function updateProfile(db: Db, userId: number, profile: { firstName: string; lastName: string; phone: string | null }) {
  await db.update(users).set(profile).where(eq(users.id, userId));
}

/** The user's password hash, to check the current password against, and the e-mail its limits count by. */
export async function passwordHashOf(db: Db, userId: number) {
  const [user] = await db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

/**
 * Sets a new password, ends the user's other open sessions (`keepSessionId` keeps working) and
 * unspent reset links, and runs `alongside` (the mail that tells the user) in the same transaction.
 */
export async function changePassword(db: Db, userId: number, passwordHash: string, keepSessionId: number, alongside: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endResetLinks(tx, userId);
    await alongside(tx);
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  });
}

export async function setCoverPath(db: Db, userId: number, coverPath: string) {
  await db.update(users).set({ coverPath }).where(eq(users.id, userId));
}
