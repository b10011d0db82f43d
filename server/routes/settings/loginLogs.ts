import { and, count, eq, exists, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginLogs, userDistrictRoles } from '../../db/schema';
import { listQuery, orderBy, page } from '../../lib/list';

/** settings/logs: the login log of the district's users, newest first by default. */
export default async function loginLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v3/login_logs',
    { config: { permission: 'login_log_view' }, schema: { tags: ['settings'], querystring: listQuery } },
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
      return page(rows, n, q);
    },
  );
}
