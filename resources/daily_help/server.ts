import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LONG_TERM_PASS_STATUSES, longTermPassInput, longTermPassRecord } from './schema';
import { createDailyHelp, isDistrictResident, listDailyHelp, loadDailyHelp, updateDailyHelp } from './data';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const body = longTermPassInput.extend({ district_id: zIdBody });
const idParams = z.strictObject({ id: zIdParam });
const item = zItemEnvelope(longTermPassRecord);

/** gate/daily_help: long-term passes of the district's residents. */
async function dailyHelpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checkResident = async (userId: number, districtId: number, message: string) => {
    if (!(await isDistrictResident(app.db, userId, districtId))) throw unprocessable(message, { user_id: [V.SelectAnOption] });
  };
  const found = async (id: number | null, districtId: number, message: string) => {
    const row = id === null ? null : await loadDailyHelp(app.db, id, districtId);
    if (!row) throw notFound(message);
    return row;
  };

  app.get(
    '/api/v3/daily_help',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: ['gate'],
        querystring: listQuery.extend({ order_by: zOrderBy(contract), status: z.enum(['all', ...LONG_TERM_PASS_STATUSES]).default('all') }),
        response: { 200: zListEnvelope(longTermPassRecord) },
      },
    },
    async (request) => {
      const { rows, total } = await listDailyHelp(app.db, request.district!.id, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/daily_help/:id',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: { tags: ['gate'], params: idParams, querystring: z.strictObject({ district_id: zIdParam }), response: { 200: item } },
    },
    async (request) => ({ success: true as const, data: await found(request.params.id, request.district!.id, request.t('Errors.NotFound')) }),
  );

  app.post(
    '/api/v3/daily_help',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['gate'], body, response: { 201: item } },
    },
    async (request, reply) => {
      const input = request.body;
      await checkResident(input.user_id, input.district_id, request.t('Errors.InvalidRequest'));
      const id = await createDailyHelp(app.db, input.district_id, input);
      const data = await found(id, input.district_id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/daily_help/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['gate'], params: idParams, body, response: { 200: item } },
    },
    async (request) => {
      const input = request.body;
      await checkResident(input.user_id, input.district_id, request.t('Errors.InvalidRequest'));
      const before = await found(request.params.id, input.district_id, request.t('Errors.NotFound'));
      const id = await updateDailyHelp(app.db, request.params.id, input.district_id, input);
      const data = await found(id, input.district_id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: request.params.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );
}

export default entityServer({ routes: dailyHelpRoutes });
