import { hash } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V, z } from '../../../src/lib/validation';
import { createPasswordReset, markEmailVerified, resetLinksSince, resetTokenOwner, restorePassword, userByEmail, userByEmailCode } from '../../data/auth';
import { noteWrite } from '../../audit/trail';
import { conflict, notFound, tooManyRequests, unprocessable } from '../../lib/errors';
import { isCommonPassword } from '../../lib/passwordPolicy';
import { queuePasswordChangedMail } from '../../services/passwordMail';
import { rateHit } from '../../services/rateLimits';
import { hashToken, newToken } from '../../lib/tokens';
import { fullName } from '../../services/users';
import { resetBody, restoreBody, verifyBody } from './schemas';
import { zEnvelope } from '../../../src/contract/envelope';

const RESET_VALID_MS = 60 * 60_000;

/** Password reset and restore, and account verification by e-mail code (spec console §5, content §2). */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Mails a new reset link (ending the account's older ones), unless the account has had its
   * share of links in the window: then nothing is sent, and the answer is the same (no mail bombing).
   */
  async function mailResetLink(request: FastifyRequest, user: { id: number; email: string; firstName: string; lastName: string }) {
    const since = new Date(Date.now() - app.config.resetWindowMs);
    if ((await resetLinksSince(app.db, user.id, since)) >= app.config.resetMaxPerAccount) {
      request.log.info({ userId: user.id }, 'reset link not sent: the account had its share in the window');
      return;
    }
    const token = newToken();
    const link = `${app.config.publicUrl}/password/restore/${token}`;
    await createPasswordReset(app.db, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_VALID_MS) }, (tx) =>
      app.mailer.queue(tx, {
        to: user.email,
        subject: request.t('Mail.ResetSubject'),
        body: request.t('Mail.ResetBody', { name: fullName(user), link }),
      }),
    );
    // Only a demo prints it, for the person trying it; production never logs a link or a secret.
    if (app.config.demo) request.log.info({ to: user.email, link }, 'demo mode: password reset link');
  }

  app.post(
    '/api/v3/auth/password/reset',
    {
      config: { public: true, audit: { entity: 'users', action: 'password_reset_request' } },
      schema: { tags: ['auth'], summary: 'Ask for a password reset link', body: resetBody, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      // Per IP first, whatever the e-mail: a refusal says nothing about who has an account.
      const retry = await rateHit(app.db, 'reset_ip', request.ip, { max: app.config.resetMaxPerIp, windowMs: app.config.resetWindowMs });
      if (retry !== null) throw tooManyRequests(request.t('Errors.TooManyAttempts', { minutes: Math.ceil(retry / 60) }), retry);
      const user = await userByEmail(app.db, request.body.email);
      // An unknown e-mail leaves an entry that names nobody: who asks for whose link is worth seeing.
      noteWrite(request, { userId: user?.id ?? null, recordId: user?.id ?? null });
      // Not awaited: the answer leaves as soon for a known e-mail as for an unknown one, so its
      // timing does not tell who has an account; what fails later is logged.
      if (user)
        app.afterReply.run(() => mailResetLink(request, user).catch((err: unknown) => request.log.error({ err, userId: user.id }, 'reset link not sent')));
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
      const tokenHash = hashToken(token);
      const invalid = () => unprocessable(request.t('Validations.TokenInvalid'), { token: [V.TokenInvalid] });
      // The token first: a wrong one costs a query, never a password hash.
      if ((await resetTokenOwner(app.db, tokenHash, email)) === null) throw invalid();
      if (isCommonPassword(password)) throw unprocessable(request.t('Errors.InvalidRequest'), { password: [V.PasswordTooCommon] });
      const userId = await restorePassword(app.db, tokenHash, email, await hash(password), (tx, id) => queuePasswordChangedMail(app, request, tx, id));
      if (userId === null) throw invalid();
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
