import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { fullName } from './users';

/**
 * Tells the account's owner that its password changed (a reset or the profile form): if it was not
 * them, the mail is how they learn it, with the way back (OWASP ASVS 2.5.5). Queued in the caller's
 * transaction, so it goes out exactly when the change holds.
 */
export async function queuePasswordChangedMail(app: FastifyInstance, request: FastifyRequest, tx: Db, userId: number) {
  const [user] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await app.mailer.queue(tx, {
    to: user.email,
    subject: request.t('Mail.PasswordChangedSubject'),
    body: request.t('Mail.PasswordChangedBody', { name: fullName(user), link: `${app.config.publicUrl}/password/reset` }),
  });
}
