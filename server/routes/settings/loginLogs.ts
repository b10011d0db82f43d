import { and, count, eq, exists, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginLogs, userDistrictRoles } from '../../db/schema';
import { listQuery, orderBy, page } from '../../lib/list';
import { zListEnvelope } from '../../../src/contract/records';
import { z } from '../../../src/lib/validation';

const zLoginLog = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string(),
  success: z.boolean(),
  ip: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});

/** settings/logs: the login log of the district's users, newest first by default. */
export default async function loginLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v3/login_logs',
    {
      config: { permission: 'login_log_view' },
      schema: { tags: ['settings'], summary: "List the logins of the district's users", querystring: listQuery, response: { 200: zListEnvelope(zLoginLog) } },
    },
    async (request) => {
      const q = request.query;
      const inDistrict = exists(
        app.db
          .select({ one: userDistrictRoles.userId })
          .from(userDistrictRoles)
          .where(and(eq(userDistrictRoles.userId, loginLogs.userId), eq(userDistrictRoles.districtId, request.district!.id))),
      );
      const where = q.query ? and(inDistrict, ilike(loginLogs.email, `%${q.query.replace(/[%_\\]/g, '\\$&')}%`)) : inDistrict;
      const sort = orderBy(
        { ...q, sort_by: q.order_by ? q.sort_by : 'desc' },
        { id: loginLogs.id, email: loginLogs.email, created_at: loginLogs.createdAt, success: loginLogs.success, ip: loginLogs.ip },
        'id',
        request.t('Errors.InvalidRequest'),
      );
      const [rows, [{ n }]] = await Promise.all([
        app.db
          .select({
            id: loginLogs.id,
            user_id: loginLogs.userId,
            email: loginLogs.email,
            success: loginLogs.success,
            ip: loginLogs.ip,
            user_agent: loginLogs.userAgent,
            created_at: loginLogs.createdAt,
          })
          .from(loginLogs)
          .where(where)
          .orderBy(sort)
          .limit(q.paginate)
          .offset((q.page - 1) * q.paginate),
        app.db.select({ n: count() }).from(loginLogs).where(where),
      ]);
      return page(
        rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        n,
        q,
      );
    },
  );
}
