import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logLogin, openSession, revokeSession, setDashboardDistrict, userByEmail } from '../../data/auth';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { rooms } from '../../live/live';
import { noteWrite } from '../../audit/trail';
import { loginLimits, loginRefusal } from '../../services/loginLimits';
import { readableUser, userObject } from '../../services/users';
import { previewUserObject } from '../../services/preview';
import { loginBody, selectDistrictBody } from './schemas';
import { zEnvelope } from '../../../src/contract/envelope';
import { zDashboardDistrict, zUserObject } from '../../../src/contract/session';
import { z } from '../../../src/lib/validation';

/** Verifying against this when the e-mail is unknown keeps both answers equally slow. */
const decoyHash = hash('borgo-decoy-password');

/** Login, logout, the current user and the district switch (spec console §4, §7). */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v3/auth/login',
    {
      config: { public: true, audit: { entity: 'users', action: 'login' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginBody,
        response: { 200: zEnvelope(zUserObject.extend({ access_token: z.string() })) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const ip = request.ip;
      const userAgent = request.headers['user-agent'] ?? null;
      const retry = await loginRefusal(app.db, ip, email, loginLimits(app.config));
      const user = await userByEmail(app.db, email);
      const log = (success: boolean) => logLogin(app.db, { userId: user?.id ?? null, email, ip, userAgent }, success);
      if (retry !== null) {
        // Refused attempts are logged too: every attempt leaves a row, and they keep the lock on.
        await log(false);
        throw tooManyRequests(request.t('Errors.TooManyAttempts', { minutes: Math.ceil(retry / 60) }), retry);
      }
      const ok = user ? await verify(user.passwordHash, password) : (await verify(await decoyHash, password), false);
      if (!user || !ok) {
        await log(false);
        throw unauthorized(request.t('Errors.InvalidCredentials'));
      }
      const profile = await userObject(app.db, user.id);
      if (!profile?.dashboard_district) {
        await log(false);
        throw forbidden(request.t('Errors.NoDashboardDistrict'), { dashboard_district: true });
      }
      const token = newToken();
      const sessionId = await openSession(app.db, { userId: user.id, email, ip, userAgent }, hashToken(token));
      noteWrite(request, { userId: user.id, recordId: user.id, districtId: profile.dashboard_district.id });
      return { success: true as const, data: { ...readableUser(request, profile, sessionId), access_token: token } };
    },
  );

  app.post(
    '/api/v3/auth/logout',
    {
      config: { audit: { entity: 'users', action: 'logout' } },
      schema: { tags: ['auth'], summary: 'Log out (end this session)', response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      await revokeSession(app.db, sessionId);
      // Its live channel ends with it, in every server process.
      app.live.endSessions({ sessionId });
      noteWrite(request, { recordId: userId });
      return { success: true as const, message: request.t('Strings.LoggedOut'), data: null };
    },
  );

  app.get('/api/v3/auth/me', { schema: { tags: ['auth'], summary: 'Read the signed-in user', response: { 200: zEnvelope(zUserObject) } } }, async (request) => {
    const profile = await userObject(app.db, request.auth!.userId);
    if (!profile) throw unauthorized(request.t('Errors.SessionExpired'));
    const user = request.preview ? await previewUserObject(app.db, request, profile, request.preview) : profile;
    return { success: true as const, data: readableUser(request, user) };
  });

  app.post(
    '/api/v3/auth/select-district',
    {
      config: { permission: 'backend', district: 'selected_district', audit: { entity: 'users', action: 'district_switch' } },
      schema: {
        tags: ['auth'],
        summary: 'Switch the dashboard district',
        body: selectDistrictBody,
        response: { 200: zEnvelope(z.object({ dashboard_district: zDashboardDistrict, permissions: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const districtId = request.body.selected_district;
      const before = await userObject(app.db, userId);
      // The guard has checked that the user belongs to the district.
      await setDashboardDistrict(app.db, userId, districtId);
      const profile = await userObject(app.db, userId);
      const district = profile?.dashboard_district;
      if (!district) throw forbidden(request.t('Errors.DistrictMissing', { district: districtId }), { district_id: districtId });
      noteWrite(request, {
        recordId: userId,
        before: { dashboard_district: before?.dashboard_district?.name ?? null },
        after: { dashboard_district: district.name },
      });
      app.live.emit(rooms.user(userId), 'district.changed', {
        user_id: userId,
        district_id: district.id,
        district_name: district.name,
        district_default_language: district.default_language,
      });
      return {
        success: true as const,
        message: request.t('Strings.DistrictSelected'),
        data: { dashboard_district: district, permissions: profile.permissions },
      };
    },
  );
}
