import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V, z } from '../../../src/lib/validation';
import { passwordResets, sessions, users } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { fullName } from '../../services/users';
import { resetBody, restoreBody, verifyBody } from './schemas';
import { zEnvelope } from '../../../src/contract/envelope';

const RESET_VALID_MS = 60 * 60_000;

/** Password reset and restore, and account verification by e-mail code (spec console §5, content §2). */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v3/auth/password/reset',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Ask for a password reset link', body: resetBody, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      const [user] = await app.db.select().from(users).where(eq(users.email, request.body.email));
      if (user) {
        const token = newToken();
        const link = `${app.config.publicUrl}/password/restore/${token}`;
        await app.db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            userId: user.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + RESET_VALID_MS),
          });
          await app.mailer.queue(tx, {
            to: user.email,
            subject: request.t('Mail.ResetSubject'),
            body: request.t('Mail.ResetBody', { name: fullName(user), link }),
          });
        });
        if (app.config.demo) request.log.info({ to: user.email, link }, 'demo mode: password reset link');
      }
      // The same answer either way: the form must not tell who has an account.
      return { success: true as const, message: request.t('Strings.PasswordResetSent'), data: null };
    },
  );

  app.post(
    '/api/v3/auth/password/restore',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Set a new password with a reset token', body: restoreBody, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      const { email, password, token } = request.body;
      const invalid = () => unprocessable(request.t('Validations.TokenInvalid'), { token: [V.TokenInvalid] });
      const passwordHash = await hash(password);
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
          .from(passwordResets)
          .innerJoin(users, eq(users.id, passwordResets.userId))
          .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .for('update');
        if (!row || row.email !== email) throw invalid();
        // Single use: marked inside the same transaction that changes the password.
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, row.id));
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
        // A new password ends every open session of the account.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
      });
      return { success: true as const, message: request.t('Strings.PasswordRestored'), data: null };
    },
  );

  app.post(
    '/api/v3/auth/verify-email',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Verify an e-mail address by its code', body: verifyBody, response: { 200: zEnvelope(z.literal(true)) } },
    },
    async (request) => {
      const code = request.body.code;
      if (!code) throw unprocessable(request.t('Errors.ErrorNoMailVerifyCode'), { code: [V.FieldNotNull] });
      const [user] = await app.db.select().from(users).where(eq(users.emailCode, code));
      if (!user) throw notFound(request.t('Errors.ErrorMailVerify'));
      if (user.emailVerifiedAt) throw conflict(request.t('Errors.ErrorMailAlreadyVerify'), { code: 'ErrorMailAlreadyVerify' });
      await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      return { success: true as const, message: request.t('Strings.MailVerified'), data: true as const };
    },
  );
}
