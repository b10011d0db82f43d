import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V, z, zPhone } from '../../src/lib/validation';
import { changePassword, passwordHashOf, setCoverPath, updateProfile } from '../data/profile';
import { noteWrite } from '../audit/trail';
import { HttpError, tooManyRequests, unprocessable } from '../lib/errors';
import { rateHit } from '../services/rateLimits';
import { isCommonPassword } from '../lib/passwordPolicy';
import { logLogin } from '../data/auth';
import { loginLimits, loginRefusal } from '../services/loginLimits';
import { queuePasswordChangedMail } from '../services/passwordMail';
import { readImage } from '../lib/imageUpload';
import { fileUrl, storedNameOf, storeThen } from '../lib/storage';
import { privateFileUrl } from '../lib/fileLinks';
import { readableUser, userObject } from '../services/users';
import { zEnvelope } from '../../src/contract/envelope';
import { zUserObject } from '../../src/contract/session';
import { NEW_PASSWORD_MIN, PASSWORD_MAX } from '../../src/contract/passwords';

const PHOTO_MAX_BYTES = 1024 * 1024;
/** Photo changes a user may make in 24 hours. */
export const PHOTO_CHANGES_PER_DAY = 20;
const DAY_MS = 24 * 3600_000;

const profileBody = z.strictObject({
  first_name: z.string().trim().min(1).max(120),
  last_name: z.string().trim().max(120).default(''),
  phone: z.union([zPhone, z.literal('')]).nullish(),
});
const passwordBody = z
  .strictObject({
    current_password: z.string().min(1, { abort: true }).max(200),
    password: z.string().min(1, { abort: true }).min(NEW_PASSWORD_MIN, V.PasswordTooShort).max(PASSWORD_MAX),
    password_confirmation: z.string().min(1, { abort: true }),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: V.PasswordsNotMatch });

/** The fields of the user object the profile form changes, as the audit entry compares them. */
const profileFields = (u: Awaited<ReturnType<typeof userObject>>) => (u ? { full_name: u.full_name, phone: u.phone } : null);

/** The own profile: name, phone, photo and password. No permission needed (spec console §2). */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/v3/profile',
    {
      config: { audit: { entity: 'users', action: 'update' } },
      schema: { tags: ['profile'], summary: 'Save the own name and phone', body: profileBody, response: { 200: zEnvelope(zUserObject.nullable()) } },
    },
    async (request) => {
      const { first_name, last_name, phone } = request.body;
      const userId = request.auth!.userId;
      const before = await userObject(app.db, userId);
      await updateProfile(app.db, userId, { firstName: first_name, lastName: last_name, phone: phone || null });
      const after = await userObject(app.db, userId);
      noteWrite(request, { recordId: userId, before: profileFields(before), after: profileFields(after) });
      return { success: true as const, message: request.t('Strings.ProfileSaved'), data: readableUser(request, after) };
    },
  );

  app.post(
    '/api/v3/profile/password',
    {
      config: { audit: { entity: 'users', action: 'password_change' } },
      schema: { tags: ['profile'], summary: 'Change the own password', body: passwordBody, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      const account = await passwordHashOf(app.db, userId);
      // A stolen session must not guess the password faster than a login could: the same limits,
      // and a wrong guess counts as a refused login of the account.
      const retry = await loginRefusal(app.db, request.ip, account.email, loginLimits(app.config));
      if (retry !== null) throw tooManyRequests(request.t('Errors.TooManyAttempts', { minutes: Math.ceil(retry / 60) }), retry);
      if (!(await verify(account.passwordHash, request.body.current_password))) {
        await logLogin(app.db, { userId, email: account.email, ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, false);
        throw unprocessable(request.t('Errors.CurrentPasswordWrong'), { current_password: [V.FieldInvalid] });
      }
      if (isCommonPassword(request.body.password)) throw unprocessable(request.t('Errors.InvalidRequest'), { password: [V.PasswordTooCommon] });
      const passwordHash = await hash(request.body.password);
      // Other devices sign in again; this one keeps working.
      await changePassword(app.db, userId, passwordHash, sessionId, (tx) => queuePasswordChangedMail(app, request, tx, userId));
      app.live.endSessions({ userId, except: sessionId });
      noteWrite(request, { recordId: userId, changes: { password: { redacted: true } } });
      return { success: true as const, message: request.t('Strings.PasswordChanged'), data: null };
    },
  );

  app.post(
    '/api/v3/profile/photo',
    {
      config: { audit: { entity: 'users', action: 'update' } },
      schema: {
        tags: ['profile'],
        summary: 'Upload the own photo',
        consumes: ['multipart/form-data'],
        response: { 200: zEnvelope(z.object({ cover_path: z.string() })) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      // Any signed-in user may change their photo: a bound per day, before the file is read, keeps
      // one account from filling the disk (issue 12 §2); the replaced photo is removed below.
      const retry = await rateHit(app.db, 'profile_photo', String(userId), { max: PHOTO_CHANGES_PER_DAY, windowMs: DAY_MS });
      if (retry !== null) {
        throw new HttpError(429, request.t('Errors.TooManyAttempts', { minutes: Math.ceil(retry / 60) }), {
          retry_after: retry,
          errors: { photo: [V.UploadQuotaExceeded] },
        });
      }
      const { data, type } = await readImage(request, 'photo', PHOTO_MAX_BYTES);
      const before = await userObject(app.db, userId);
      const name = await storeThen(app.storage, [{ data, extension: type }], async ([stored]) => {
        await setCoverPath(app.db, userId, fileUrl(stored));
        return stored;
      });
      // The photo it replaces is named by nothing else (a photo is one user's): its file goes.
      const replaced = storedNameOf(before?.cover_path);
      if (replaced && replaced !== name) await app.storage.remove(replaced).catch((err: unknown) => request.log.warn({ err }, 'replaced photo not removed'));
      noteWrite(request, { recordId: userId, before: { cover_path: before?.cover_path ?? null }, after: { cover_path: fileUrl(name) } });
      return { success: true as const, message: request.t('Strings.ProfileSaved'), data: { cover_path: privateFileUrl(request, fileUrl(name))! } };
    },
  );
}
