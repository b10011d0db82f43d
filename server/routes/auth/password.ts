import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V, z } from '../../../src/lib/validation';
import { createPasswordReset, markEmailVerified, restorePassword, userByEmail, userByEmailCode } from '../../data/auth';
import { noteWrite } from '../../audit/trail';
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
    {
      config: { public: true, audit: { entity: 'users', action: 'password_reset_request' } },
      schema: { tags: ['auth'], summary: 'Ask for a password reset link', body: resetBody, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      const user = await userByEmail(app.db, request.body.email);
      // An unknown e-mail leaves an entry that names nobody: who asks for whose link is worth seeing.
      noteWrite(request, { userId: user?.id ?? null, recordId: user?.id ?? null });
      if (user) {
        const token = newToken();
        const link = `${app.config.publicUrl}/password/restore/${token}`;
        await createPasswordReset(app.db, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_VALID_MS) }, (tx) =>
          app.mailer.queue(tx, {
            to: user.email,
            subject: request.t('Mail.ResetSubject'),
            body: request.t('Mail.ResetBody', { name: fullName(user), link }),
          }),
        );
        if (app.config.demo) request.log.info({ to: user.email, link }, 'demo mode: password reset link');
      }
      // The same answer either way: the form must not tell who has an account.
      return { success: true as const, message: request.t('Strings.PasswordResetSent'), data: null };
    },
  );

  app.post(
    '/api/v3/auth/password/restore',
    {
      config: { public: true, audit: { entity: 'users', action: 'password_reset' } },
      schema: { tags: ['auth'], summary: 'Set a new password with a reset token', body: restoreBody, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      const { email, password, token } = request.body;
      const userId = await restorePassword(app.db, hashToken(token), email, await hash(password));
      if (userId === null) throw unprocessable(request.t('Validations.TokenInvalid'), { token: [V.TokenInvalid] });
      // Every session of the account has ended: so have their live channels.
      app.live.endSessions({ userId });
      noteWrite(request, { userId, recordId: userId, changes: { password: { redacted: true } } });
      return { success: true as const, message: request.t('Strings.PasswordRestored'), data: null };
    },
  );

  app.post(
    '/api/v3/auth/verify-email',
    {
      config: { public: true, audit: { entity: 'users', action: 'email_verify' } },
      schema: { tags: ['auth'], summary: 'Verify an e-mail address by its code', body: verifyBody, response: { 200: zEnvelope(z.literal(true)) } },
    },
    async (request) => {
      const code = request.body.code;
      if (!code) throw unprocessable(request.t('Errors.ErrorNoMailVerifyCode'), { code: [V.FieldNotNull] });
      const user = await userByEmailCode(app.db, code);
      if (!user) throw notFound(request.t('Errors.ErrorMailVerify'));
      if (user.emailVerifiedAt) throw conflict(request.t('Errors.ErrorMailAlreadyVerify'), { code: 'ErrorMailAlreadyVerify' });
      await markEmailVerified(app.db, user.id);
      noteWrite(request, { userId: user.id, recordId: user.id });
      return { success: true as const, message: request.t('Strings.MailVerified'), data: true as const };
    },
  );
}
