import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SECURITY_TABS } from './contract';
import { z, zId } from '../../src/lib/validation';
import type { Db } from '../../server/db/client';
import { sosCalls, users } from '../../server/db/schema';
import { conflict, notFound } from '../../server/lib/errors';
import { listQuery, orderBy, page } from '../../server/lib/list';
import { entityServer } from '../../server/entities/register';

const s = sosCalls;
const handler = alias(users, 'handler');
const select = {
  id: s.id,
  district_id: s.districtId,
  location: s.location,
  notes: s.notes,
  created_at: s.createdAt,
  handled_at: s.handledAt,
  handling_notes: s.handlingNotes,
  user: { id: users.id, full_name: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`, phone: users.phone },
  handled_by: { id: handler.id, full_name: sql<string | null>`trim(${handler.firstName} || ' ' || ${handler.lastName})` },
};
/**
 * The caller may have been deleted since (user_id set null) and most calls are not handled yet:
 * both people are left joins, which drizzle gives as null when none of their columns matched.
 */
const joined = (db: Db) => db.select(select).from(s).leftJoin(users, eq(users.id, s.userId)).leftJoin(handler, eq(handler.id, s.handledBy));
type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const toApi = (row: Joined) => ({ ...row, status: row.handled_at ? ('handled' as const) : ('call' as const) });

/** Spec console §4: the security list starts on "calls", the ones nobody has handled yet. */
const TAB_FILTERS: Record<(typeof SECURITY_TABS)[number], SQL | undefined> = {
  calls: isNull(s.handledAt),
  handled: isNotNull(s.handledAt),
  all: undefined,
};
const idParams = z.strictObject({ id: zId });
const handleBody = z.strictObject({
  district_id: zId,
  handling_notes: z.string().trim().max(1000).nullish().transform((v) => v || null),
});

/** Security (`/backend/security`, sos_view): residents' SOS calls and their handling by staff. */
async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const load = async (id: number, districtId: number) => {
    const [row] = await joined(app.db).where(and(eq(s.id, id), eq(s.districtId, districtId)));
    return row ? toApi(row) : null;
  };

  app.get(
    '/api/v3/security',
    { config: { permission: 'sos_view' }, schema: { tags: ['home'], querystring: listQuery.extend({ tab: z.enum(SECURITY_TABS).default('calls') }) } },
    async (request) => {
      const q = request.query;
      const filters: (SQL | undefined)[] = [eq(s.districtId, request.district!.id), TAB_FILTERS[q.tab]];
      if (q.query) {
        const needle = `%${q.query.replace(/[%_\\]/g, '\\$&')}%`;
        filters.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, needle), ilike(s.location, needle), ilike(s.notes, needle)));
      }
      const where = and(...filters);
      // Newest call first unless the list asks for another order: an SOS list is read from the top.
      const sort = q.order_by
        ? orderBy(q, { id: s.id, created_at: s.createdAt, handled_at: s.handledAt, location: s.location }, 'created_at', request.t('Errors.InvalidRequest'))
        : desc(s.createdAt);
      const [rows, [{ n }]] = await Promise.all([
        joined(app.db).where(where).orderBy(sort, desc(s.id)).limit(q.paginate).offset((q.page - 1) * q.paginate),
        app.db.select({ n: count() }).from(s).leftJoin(users, eq(users.id, s.userId)).where(where),
      ]);
      return page(rows.map(toApi), n, q);
    },
  );

  app.get(
    '/api/v3/security/:id',
    { config: { permission: 'sos_view' }, schema: { tags: ['home'], params: idParams, querystring: z.strictObject({ district_id: zId }) } },
    async (request) => {
      const row = await load(request.params.id, request.district!.id);
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, data: row };
    },
  );

  // The spec gives security only sos_view, so whoever sees the calls may handle them.
  app.post(
    '/api/v3/security/:id/handle',
    { config: { permission: 'sos_view', district: 'body' }, schema: { tags: ['home'], params: idParams, body: handleBody } },
    async (request) => {
      const { id } = request.params;
      const { district_id: districtId, handling_notes: notes } = request.body;
      // Conditional on "not handled yet", so two guards answering at once cannot both handle it.
      const [row] = await app.db
        .update(s)
        .set({ handledAt: new Date(), handledBy: request.auth!.userId, handlingNotes: notes })
        .where(and(eq(s.id, id), eq(s.districtId, districtId), isNull(s.handledAt)))
        .returning({ id: s.id });
      if (!row) {
        const current = await load(id, districtId);
        if (!current) throw notFound(request.t('Errors.NotFound'));
        throw conflict(request.t('Errors.SosAlreadyHandled'), { handled_at: current.handled_at });
      }
      return { success: true, message: request.t('Strings.Saved'), data: await load(id, districtId) };
    },
  );
}

export default entityServer({ routes: securityRoutes });
