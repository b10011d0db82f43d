import { isFeatureOn, type FeaturePath } from '../../src/lib/features';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holds, type Permission } from '../../src/lib/permissions';
import { V, zIdBody, zIdParam } from '../../src/lib/validation';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { districts, roles, sessions, userDistrictRoles } from '../db/schema';
import { forbidden, unauthorized, unprocessable } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { accessByDistrict, type DistrictAccess, groupAccess, roleColumns } from '../services/access';
import { previewAccess } from '../services/preview';
import { parsePreview, PREVIEW_HEADER, type PreviewTarget } from '../../src/contract/preview';
import type { RouteEntry } from '../types';

/** Writing last_used_at on every call would make each read a write; a minute's slack is enough. */
const TOUCH_EVERY_MS = 60_000;

export const sessionLimits = (config: { tokenIdleMs: number; sessionMaxMs: number }): SessionLimits => ({
  idleMs: config.tokenIdleMs,
  maxMs: config.sessionMaxMs,
});

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** How long a session lives: `idleMs` unused, `maxMs` at most from its login however busy. */
export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

/** The moment a session lapses unless used before (then its idle lapse moves, its absolute one never does). */
export function sessionLapsesAt(row: { createdAt: Date; lastUsedAt: Date }, limits: SessionLimits) {
  return Math.min(row.lastUsedAt.getTime() + limits.idleMs, row.createdAt.getTime() + limits.maxMs);
}

const sessionColumns = { id: sessions.id, userId: sessions.userId, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt };
/** A live (not revoked) session by its token's hash. Read from the database on every call: nothing is cached, so a revocation holds at once in every process. */
const liveSession = and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt));

type SessionRow = { id: number; userId: number; createdAt: Date; lastUsedAt: Date };

/** The session if it has not lapsed, touched at most once a minute. */
async function current(db: Db, row: SessionRow | undefined, limits: SessionLimits): Promise<SessionRow | null> {
  if (!row) return null;
  if (sessionLapsesAt(row, limits) < Date.now()) return null;
  const idle = Date.now() - row.lastUsedAt.getTime();
  if (idle > TOUCH_EVERY_MS) await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.id));
  return { id: row.id, userId: row.userId, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt };
}

/** Token → live session, or null when missing, revoked, idle past the expiry or past its absolute lifetime. */
export async function sessionForToken(db: Db, token: string, limits: SessionLimits) {
  const query = prepared(db, 'borgo_session', (_db, name) => db.select(sessionColumns).from(sessions).where(liveSession).prepare(name));
  const [row] = await query.execute({ hash: hashToken(token) });
  return current(db, row, limits);
}

/**
 * The session and the user's roles in the route's district, in one round trip (issue 12 §3: the
 * guard's two queries were a third of a list's), when the district is known before the body (query
 * or path). Both are read from the database on every call, as the two queries did: nothing is
 * cached, so a revoked session or a removed role is refused at once, in every process.
 */
export async function sessionWithAccess(db: Db, token: string, limits: SessionLimits, districtId: number) {
  const query = prepared(db, 'borgo_session_access', (_db, name) =>
    db
      .select({ ...sessionColumns, ...roleColumns })
      .from(sessions)
      .leftJoin(userDistrictRoles, and(eq(userDistrictRoles.userId, sessions.userId), eq(userDistrictRoles.districtId, sql.placeholder('district'))))
      .leftJoin(roles, eq(roles.id, userDistrictRoles.roleId))
      .leftJoin(districts, eq(districts.id, userDistrictRoles.districtId))
      .where(liveSession)
      .orderBy(districts.name, roles.name)
      .prepare(name),
  );
  const rows = await query.execute({ hash: hashToken(token), district: districtId });
  const session = await current(db, rows[0], limits);
  if (!session) return null;
  const roleRows = rows.flatMap((r) =>
    r.districtId !== null && r.districtName !== null && r.roleId !== null && r.roleName !== null && r.permissions !== null && r.configuration !== null
      ? [
          {
            districtId: r.districtId,
            districtName: r.districtName,
            configuration: r.configuration,
            roleId: r.roleId,
            roleName: r.roleName,
            permissions: r.permissions,
          },
        ]
      : [],
  );
  return { session, access: groupAccess(roleRows) };
}

/** Where the route's district is written (query by default), and the field that holds it there. */
function districtField(request: FastifyRequest) {
  const source = request.routeOptions.config.district ?? 'query';
  const field = { selected_district: 'selected_district', params: 'id', query: 'district_id', body: 'district_id' } as const;
  return { source, field: field[source] };
}

/**
 * What the guard can read with the session: the route's district when it is known before the body
 * is read (query or path); undefined for a route without a permission, an id the route will refuse,
 * or a district in the body. There the session alone is read first (a refused token is refused
 * before the body is read), then the roles in that one district once the body is in: reading the
 * user's roles in every district with the session cost more than the second query (PGlite, 1,500
 * calls: 0.94 against 0.30 + 0.46 ms; a tags create, autocannon -c 50: 439 to 517–530 req/s).
 */
function earlyDistrict(request: FastifyRequest): number | undefined {
  if (request.routeOptions.config.permission === undefined) return undefined;
  const { source } = districtField(request);
  if (source !== 'query' && source !== 'params') return undefined;
  const parsed = zIdParam.safeParse(districtOf(request));
  return parsed.success ? parsed.data : undefined;
}

function districtOf(request: FastifyRequest): unknown {
  const { source, field } = districtField(request);
  const from = source === 'query' ? request.query : source === 'params' ? request.params : request.body;
  if (!from || typeof from !== 'object' || Array.isArray(from) || !Object.hasOwn(from, field)) return undefined;
  return (from as Record<string, unknown>)[field];
}

/** The access read with the session in onRequest, for this request only (dropped with it). */
const earlyAccess = new WeakMap<FastifyRequest, { districtId: number; access: DistrictAccess[]; at: number }>();
/**
 * A body may take long to arrive (up to REQUEST_TIMEOUT_SECONDS): the roles read when the request
 * began are used only if the body came within this, else they are read again once it is in. So a
 * role removed while a slow body uploads is still refused, as when the guard read them after it.
 */
const EARLY_ACCESS_MAX_MS = 1_000;

const READS = new Set(['GET', 'HEAD']);

/**
 * The "view as" target of a request (src/contract/preview.ts), or null. A preview is read-only:
 * any other method is refused here, before its body is read, whatever the route.
 */
function previewOf(request: FastifyRequest): PreviewTarget | null {
  const header = request.headers[PREVIEW_HEADER];
  if (header === undefined) return null;
  const target = parsePreview(header);
  if (!target) throw unprocessable(request.t('Errors.InvalidRequest'), { [PREVIEW_HEADER]: [V.FieldInvalid] });
  if (!READS.has(request.method)) throw forbidden(request.t('Errors.PreviewReadOnly'), { preview: true });
  return target;
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
  app.decorateRequest('preview', null);

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
        personal: route.config?.personal,
        schema: {
          params: route.schema?.params,
          querystring: route.schema?.querystring,
          body: route.schema?.body,
          response:
            (route.schema?.response as Record<string, unknown> | undefined)?.['200'] ?? (route.schema?.response as Record<number, unknown> | undefined)?.[200],
        } as RouteEntry['schema'],
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/') || request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    const district = token ? earlyDistrict(request) : undefined;
    let session: SessionRow | null = null;
    if (token && district !== undefined) {
      // Read with the session; checked (and refused) in preValidation, in the same order as before.
      const found = await sessionWithAccess(app.db, token, sessionLimits(app.config), district);
      if (found) earlyAccess.set(request, { districtId: district, access: found.access, at: Date.now() });
      session = found?.session ?? null;
    } else if (token) {
      session = await sessionForToken(app.db, token, sessionLimits(app.config));
    }
    if (!session) throw unauthorized(request.t(token ? 'Errors.SessionExpired' : 'Errors.Unauthenticated'));
    request.auth = { userId: session.userId, sessionId: session.id };
    request.preview = previewOf(request);
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
    const early = earlyAccess.get(request);
    const read = early && early.districtId === districtId && Date.now() - early.at <= EARLY_ACCESS_MAX_MS;
    const access = (read ? early.access : await accessByDistrict(app.db, request.auth.userId, districtId)).find((a) => a.districtId === districtId);
    if (!access) throw forbidden(request.t('Errors.DistrictMissing', { district: districtId }), { district_id: districtId });
    // A "view as" request acts with the previewed permissions (never more than the previewer's own).
    const permissions = request.preview
      ? (await previewAccess(app.db, request, request.preview, districtId, access.permissions)).permissions
      : access.permissions;
    const list = typeof required === 'string' ? [required] : required;
    if (list.length > 0 && !holds(permissions, required)) {
      throw forbidden(request.t('Errors.PermissionMissing', { permission: list.join(' | ') }), { permission: required });
    }
    // The district's flags the route's entity needs (spec console §3: a section exists only where they are on).
    const off = ((request.routeOptions.config.features ?? []) as readonly FeaturePath[]).find((f) => !isFeatureOn(access.configuration, f));
    if (off) throw forbidden(request.t('Errors.FeatureOff', { feature: off }), { feature: off });
    request.district = { id: districtId, permissions, configuration: access.configuration };
  });
});
