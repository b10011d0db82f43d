import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SECURITY_TABS } from './contract';
import { handleInput, sosCallRecord } from './schema';
import { handleSosCall, listSosCalls, loadSosCall } from './data';
import { z, zIdParam } from '../../src/lib/validation';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { conflict, notFound } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import contract from './contract';

const idParams = z.strictObject({ id: zIdParam });
const item = { 200: zItemEnvelope(sosCallRecord) };

/** Security (`/backend/security`, sos_view): residents' SOS calls and their handling by staff. */
async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/security',
    {
      config: { permission: 'sos_view' },
      schema: {
        tags: ['home'],
        querystring: listQuery.extend({ order_by: zOrderBy(contract), tab: z.enum(SECURITY_TABS).default('calls') }),
        response: { 200: zListEnvelope(sosCallRecord) },
      },
    },
    async (request) => {
      const { rows, total } = await listSosCalls(app.db, request.district!.id, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/security/:id',
    {
      config: { permission: 'sos_view' },
      schema: { tags: ['home'], params: idParams, querystring: z.strictObject({ district_id: zIdParam }), response: item },
    },
    async (request) => {
      const row = await loadSosCall(app.db, request.params.id, request.district!.id);
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data: row };
    },
  );

  // The spec gives security only sos_view, so whoever sees the calls may handle them.
  app.post(
    '/api/v3/security/:id/handle',
    {
      config: { permission: 'sos_view', district: 'body', audit: { entity: contract.name, action: 'handle' } },
      schema: { tags: ['home'], params: idParams, body: handleInput, response: item },
    },
    async (request) => {
      const { id } = request.params;
      const { district_id: districtId, handling_notes: notes } = request.body;
      const before = await loadSosCall(app.db, id, districtId);
      const handled = await handleSosCall(app.db, id, districtId, request.auth!.userId, notes);
      const current = await loadSosCall(app.db, id, districtId);
      if (!current) throw notFound(request.t('Errors.NotFound'));
      if (!handled) throw conflict(request.t('Errors.SosAlreadyHandled'), { handled_at: current.handled_at });
      noteWrite(request, { recordId: id, before, after: current });
      return { success: true as const, message: request.t('Strings.Saved'), data: current };
    },
  );
}

export default entityServer({ routes: securityRoutes });
