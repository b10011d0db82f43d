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

/**
 * Invites an account made by staff (or whose e-mail they changed) to verify its e-mail: the link
 * opens the console's account-verify page (spec console §2 `/account/verify/:email_code`), which
 * confirms the code; the mail also says where to choose a password (the reset page). Queued in
 * the caller's transaction, like the mails above.
 */
export async function queueVerifyMail(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Db,
  user: { email: string; firstName: string; lastName: string; emailCode: string },
  districtName: string,
) {
  await app.mailer.queue(tx, {
    to: user.email,
    subject: request.t('Mail.UserInvitationSubject', { district: districtName }),
    body: request.t('Mail.UserInvitationBody', {
      name: fullName(user),
      district: districtName,
      link: `${app.config.publicUrl}/account/verify/${encodeURIComponent(user.emailCode)}`,
      password: `${app.config.publicUrl}/password/reset`,
    }),
  });
}
