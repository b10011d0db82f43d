import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holds, type Permission } from '../../src/lib/permissions';
import { V, zIdBody, zIdParam } from '../../src/lib/validation';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { forbidden, unauthorized, unprocessable } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { accessByDistrict } from '../services/access';
import type { RouteEntry } from '../types';

/** Writing last_used_at on every call would make each read a write; a minute's slack is enough. */
const TOUCH_EVERY_MS = 60_000;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Token → live session, or null when missing, revoked or idle past the expiry. */
export async function sessionForToken(db: Db, token: string, idleMs: number) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  if (!row) return null;
  const idle = Date.now() - row.lastUsedAt.getTime();
  if (idle > idleMs) return null;
  if (idle > TOUCH_EVERY_MS) await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.id));
  return row;
}

/** Where the route's district is written (query by default), and the field that holds it there. */
function districtField(request: FastifyRequest) {
  const source = request.routeOptions.config.district ?? 'query';
  const field = { selected_district: 'selected_district', params: 'id', query: 'district_id', body: 'district_id' } as const;
  return { source, field: field[source] };
}

function districtOf(request: FastifyRequest): unknown {
  const { source, field } = districtField(request);
  const from = source === 'query' ? request.query : source === 'params' ? request.params : request.body;
  if (!from || typeof from !== 'object' || Array.isArray(from) || !Object.hasOwn(from, field)) return undefined;
  return (from as Record<string, unknown>)[field];
}

/**
 * One guard for every route: a route is private unless it says `public`; a private route needs a
 * live token (401); a route with `permission` also needs a district of the user's (403) in which
 * the user holds that permission (403, naming it). It runs before validation so a refused user
 * learns nothing about the body's shape.
 */
export default fp(async function guard(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('district', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        permission: route.config?.permission,
        district: route.config?.permission !== undefined ? (route.config?.district ?? 'query') : undefined,
        audit: route.config?.audit,
        schema: { params: route.schema?.params, querystring: route.schema?.querystring, body: route.schema?.body } as RouteEntry['schema'],
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/') || request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    const session = token ? await sessionForToken(app.db, token, app.config.tokenIdleMs) : null;
    if (!session) throw unauthorized(request.t(token ? 'Errors.SessionExpired' : 'Errors.Unauthenticated'));
    request.auth = { userId: session.userId, sessionId: session.id };
  });

  app.addHook('preValidation', async (request) => {
    const required = request.routeOptions.config.permission as Permission | readonly Permission[] | undefined;
    if (required === undefined || !request.auth) return;
    const raw = districtOf(request);
    const { source, field } = districtField(request);
    if (raw === undefined || raw === null || raw === '') {
      throw unprocessable(request.t('Errors.DistrictRequired'), { [field]: [V.FieldNotNull] });
    }
    // The same id rules as the route's schema, read before it: text in a query or a path, a number in a body.
    const parsed = (source === 'query' || source === 'params' ? zIdParam : zIdBody).safeParse(raw);
    if (!parsed.success) throw unprocessable(request.t('Errors.InvalidRequest'), { [field]: [V.FieldInvalid] });
    const districtId = parsed.data;
    const [access] = await accessByDistrict(app.db, request.auth.userId, districtId);
    if (!access) throw forbidden(request.t('Errors.DistrictMissing', { district: districtId }), { district_id: districtId });
    const list = typeof required === 'string' ? [required] : required;
    if (list.length > 0 && !holds(access.permissions, required)) {
      throw forbidden(request.t('Errors.PermissionMissing', { permission: list.join(' | ') }), { permission: required });
    }
    request.district = { id: districtId, permissions: access.permissions };
  });
});
