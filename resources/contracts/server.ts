import { noteRead } from '../../server/privacy/accessLog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTRACT_STATUSES } from './contract';
import { contractRequestRecord, decisionInput, rejectInput } from './schema';
import { decideContractRequest, listContractRequests, loadContractRequest, type Decision } from './data';
import { z, zIdParam } from '../../src/lib/validation';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { conflict, notFound } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zIdParam });
const item = { 200: zItemEnvelope(contractRequestRecord) };

/** Lease contract requests (`/backend/contracts`): the list with its status tabs and the decisions. */
async function contractRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/contracts',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: ['home'],
        // The spec's default tab for contracts is "all" (console §4).
        querystring: listQuery.extend({ order_by: zOrderBy(contract), status: z.enum(['all', ...CONTRACT_STATUSES]).default('all') }),
        response: { 200: zListEnvelope(contractRequestRecord) },
      },
    },
    async (request) => {
      const { rows, total } = await listContractRequests(app.db, request.district!.id, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/contracts/:id',
    {
      config: { permission: actionPermissions(contract, 'get'), personal: { entity: contract.name } },
      schema: { tags: ['home'], params: idParams, querystring: z.strictObject({ district_id: zIdParam }), response: item },
    },
    async (request) => {
      const row = await loadContractRequest(app.db, request.params.id, request.district!.id);
      if (!row) throw notFound(request.t('Errors.NotFound'));
      noteRead(request, { recordId: row.id, subjects: [row.requester.id] });
      return { success: true as const, data: row };
    },
  );

  /** One decision; of two staff deciding at once the second gets the 409. */
  const decide = <B extends z.ZodType<{ district_id: number; rejection_reason?: string }>>(action: Decision, body: B) =>
    app.post(
      `/api/v3/contracts/:id/${action}`,
      {
        config: { permission: 'lease_contracts_user_edit', district: 'body', audit: { entity: contract.name, action } },
        schema: { tags: ['home'], params: idParams, body, response: item },
      },
      async (request) => {
        const { id } = request.params;
        const { district_id: districtId, rejection_reason: reason } = request.body as z.output<B>;
        const before = await loadContractRequest(app.db, id, districtId);
        const decided = await decideContractRequest(app.db, { id, districtId, action, userId: request.auth!.userId, reason }, (tx, who) =>
          app.mailer.queue(tx, {
            to: who.email,
            subject: request.t('Mail.ContractRejectedSubject'),
            body: request.t('Mail.ContractRejectedBody', { name: who.name, reason: reason!, apartment: who.apartment }),
          }),
        );
        const current = await loadContractRequest(app.db, id, districtId);
        if (!current) throw notFound(request.t('Errors.NotFound'));
        if (!decided) throw conflict(request.t('Errors.ContractStateConflict'), { status: current.status });
        noteWrite(request, { recordId: id, before, after: current });
        return { success: true as const, message: request.t('Strings.Saved'), data: current };
      },
    );

  decide('approve', decisionInput);
  decide('reject', rejectInput);
  decide('hold', decisionInput);
}

export default entityServer({ routes: contractRoutes });
