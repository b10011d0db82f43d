import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionPermissions } from '../../src/contract/entity';
import { zEnvelope } from '../../src/contract/envelope';
import { zListEnvelope } from '../../src/contract/records';
import { z, zIdParam } from '../../src/lib/validation';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { listQuery, page } from '../../server/lib/list';
import contract, { LOGIN_OUTCOMES } from './contract';
import { listLoginLogs, loginLogUsers } from './data';
import { loginLogRecord, loginLogUser } from './schema';

const read = actionPermissions(contract, 'list');
const instant = z.iso.datetime({ offset: true });
const query = listQuery.extend({
  // An empty order_by (`?order_by=`) is the default order, as this route always took it.
  order_by: z.union([z.literal(''), zOrderBy(contract).unwrap()]).optional(),
  outcome: z.enum(LOGIN_OUTCOMES).optional(),
  user_id: zIdParam.optional(),
  created_at_from: instant.optional(),
  created_at_to: instant.optional(),
});

/** settings/logs, read-only: the district's logins, and the people its user filter picks from. */
async function loginLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/login_logs',
    {
      config: { permission: read },
      schema: { tags: ['settings'], summary: "List the logins of the district's users", querystring: query, response: { 200: zListEnvelope(loginLogRecord) } },
    },
    async (request) => {
      const { rows, total } = await listLoginLogs(app.db, request.district!.id, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/login_logs/users',
    {
      config: { permission: read },
      schema: {
        tags: ['settings'],
        summary: "List the district's people who have tried to sign in",
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zEnvelope(z.array(loginLogUser)) },
      },
    },
    async (request) => ({ success: true as const, data: await loginLogUsers(app.db, request.district!.id) }),
  );
}

export default entityServer({ routes: loginLogRoutes });
