import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLoginLogSortField, listLoginLogs } from '../../data/loginLogs';
import { unprocessable } from '../../lib/errors';
import { listQuery, page } from '../../lib/list';
import { zListEnvelope } from '../../../src/contract/records';
import { V, z } from '../../../src/lib/validation';

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
      if (q.order_by && !isLoginLogSortField(q.order_by)) throw unprocessable(request.t('Errors.InvalidRequest'), { order_by: [V.FieldInvalid] });
      const { rows, total } = await listLoginLogs(app.db, request.district!.id, q);
      return page(
        rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        total,
        q,
      );
    },
  );
}
