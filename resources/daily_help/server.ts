import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LONG_TERM_PASS_STATUSES, longTermPassInput } from './schema';
import { V, z, zId } from '../../src/lib/validation';
import { longTermPasses, userDistrictRoles, users } from '../../server/db/schema';
import { notFound, unprocessable } from '../../server/lib/errors';
import { visitorCode } from '../../server/lib/codes';
import { listQuery, orderBy, page } from '../../server/lib/list';
import { entityServer } from '../../server/entities/register';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const body = longTermPassInput.extend({ district_id: zId });
const select = {
  id: longTermPasses.id,
  name: longTermPasses.name,
  category: longTermPasses.category,
  status: longTermPasses.status,
  visitor_code: longTermPasses.visitorCode,
  user_id: longTermPasses.userId,
  created_at: longTermPasses.createdAt,
  resident: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** gate/daily_help: long-term passes of the district's residents. */
async function dailyHelpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = (id: number, districtId: number) => and(eq(longTermPasses.id, id), eq(longTermPasses.districtId, districtId));
  const load = async (id: number) => {
    const [row] = await app.db.select(select).from(longTermPasses).innerJoin(users, eq(users.id, longTermPasses.userId)).where(eq(longTermPasses.id, id));
    return row;
  };
  const checkResident = async (userId: number, districtId: number, message: string) => {
    const [row] = await app.db.select({ id: users.id }).from(users).innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
      .where(and(eq(users.id, userId), eq(userDistrictRoles.districtId, districtId), eq(users.level, 'resident'))).limit(1);
    if (!row) throw unprocessable(message, { user_id: [V.SelectAnOption] });
  };

  app.get(
    '/api/v3/daily_help',
    { config: { permission: actionPermissions(contract, 'list') }, schema: { tags: ['gate'], querystring: listQuery.extend({ status: z.enum(['all', ...LONG_TERM_PASS_STATUSES]).default('all') }) } },
    async (request) => {
      const q = request.query;
      const filters: (SQL | undefined)[] = [eq(longTermPasses.districtId, request.district!.id), q.status === 'all' ? undefined : eq(longTermPasses.status, q.status)];
      if (q.query) {
        const needle = `%${q.query.replace(/[%_\\]/g, '\\$&')}%`;
        filters.push(or(ilike(longTermPasses.name, needle), ilike(longTermPasses.visitorCode, needle), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, needle)));
      }
      const where = and(...filters);
      const sort = orderBy(q, { id: longTermPasses.id, name: longTermPasses.name, category: longTermPasses.category, status: longTermPasses.status }, 'id', request.t('Errors.InvalidRequest'));
      const [rows, [{ n }]] = await Promise.all([
        app.db.select(select).from(longTermPasses).innerJoin(users, eq(users.id, longTermPasses.userId)).where(where).orderBy(sort, longTermPasses.id)
          .limit(q.paginate).offset((q.page - 1) * q.paginate),
        app.db.select({ n: count() }).from(longTermPasses).innerJoin(users, eq(users.id, longTermPasses.userId)).where(where),
      ]);
      return page(rows, n, q);
    },
  );

  app.get(
    '/api/v3/daily_help/:id',
    { config: { permission: actionPermissions(contract, 'get') }, schema: { tags: ['gate'], params: z.strictObject({ id: zId }), querystring: z.strictObject({ district_id: zId }) } },
    async (request) => {
      const [row] = await app.db.select({ id: longTermPasses.id }).from(longTermPasses).where(mine(request.params.id, request.district!.id));
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, data: await load(row.id) };
    },
  );

  app.post('/api/v3/daily_help', { config: { permission: actionPermissions(contract, 'create'), district: 'body' }, schema: { tags: ['gate'], body } }, async (request, reply) => {
    const input = request.body;
    await checkResident(input.user_id, input.district_id, request.t('Errors.InvalidRequest'));
    const [row] = await app.db.insert(longTermPasses).values({
      districtId: input.district_id, userId: input.user_id, name: input.name, category: input.category, status: input.status, visitorCode: visitorCode(),
    }).returning({ id: longTermPasses.id });
    reply.code(201);
    return { success: true, message: request.t('Strings.Saved'), data: await load(row.id) };
  });

  app.put(
    '/api/v3/daily_help/:id',
    { config: { permission: actionPermissions(contract, 'update'), district: 'body' }, schema: { tags: ['gate'], params: z.strictObject({ id: zId }), body } },
    async (request) => {
      const input = request.body;
      await checkResident(input.user_id, input.district_id, request.t('Errors.InvalidRequest'));
      const [row] = await app.db.update(longTermPasses)
        .set({ userId: input.user_id, name: input.name, category: input.category, status: input.status })
        .where(mine(request.params.id, input.district_id)).returning({ id: longTermPasses.id });
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, message: request.t('Strings.Saved'), data: await load(row.id) };
    },
  );
}

export default entityServer({ routes: dailyHelpRoutes });
