import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_ACTIONS, zAuditEntry } from '../../src/contract/audit';
import { actionPermissions } from '../../src/contract/entity';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { zEnvelope } from '../../src/contract/envelope';
import { z, zIdParam } from '../../src/lib/validation';
import { ENTITIES } from '../../server/contracts';
import { entityServer } from '../../server/entities/register';
import { notFound } from '../../server/lib/errors';
import { districtsWithPermission } from '../../server/services/access';
import { listQuery, page } from '../../server/lib/list';
import contract from './contract';
import { auditEntities, auditUsers, listAuditEntries, loadAuditEntry } from './data';

const read = actionPermissions(contract, 'get');
const districtQuery = z.strictObject({ district_id: zIdParam });
const instant = z.iso.datetime({ offset: true });
const query = listQuery.extend({
  order_by: z.enum(contract.list.sortable as [string, ...string[]]).optional(),
  entity: z.string().trim().min(1).max(64).optional(),
  record_id: zIdParam.optional(),
  user_id: zIdParam.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  created_at_from: instant.optional(),
  created_at_to: instant.optional(),
});

/** Entities whose records every district shares: their history is the same wherever it is asked. */
const GLOBAL = new Set(ENTITIES.filter((e) => e.contract.scope === 'global').map((e) => e.contract.name));

/** The audit trail, read-only: the list, one entry, and what its filters can pick from. */
async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/audit',
    {
      config: { permission: read },
      schema: { tags: ['audit'], summary: 'List the audit entries of a district', querystring: query, response: { 200: zListEnvelope(zAuditEntry) } },
    },
    async (request) => {
      const q = request.query;
      // A global record's history: its entries of the districts where the reader holds audit_view, never of the others.
      const globalDistricts =
        q.entity !== undefined && GLOBAL.has(q.entity) ? (await districtsWithPermission(app.db, request.auth!.userId, read)).map((d) => d.id) : null;
      const { rows, total } = await listAuditEntries(app.db, request.district!.id, q, globalDistricts);
      return page(rows, total, q);
    },
  );

  app.get(
    '/api/v3/audit/entities',
    {
      config: { permission: read },
      schema: {
        tags: ['audit'],
        summary: 'List the entities the audit entries of a district name',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(z.object({ id: z.string(), name: z.string() }))) },
      },
    },
    async (request) => ({ success: true as const, data: (await auditEntities(app.db, request.district!.id)).map((e) => ({ id: e, name: e })) }),
  );

  app.get(
    '/api/v3/audit/users',
    {
      config: { permission: read },
      schema: {
        tags: ['audit'],
        summary: 'List the people the audit entries of a district name',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() }))) },
      },
    },
    async (request) => ({ success: true as const, data: await auditUsers(app.db, request.district!.id) }),
  );

  app.get(
    '/api/v3/audit/:id',
    {
      config: { permission: read },
      schema: {
        tags: ['audit'],
        summary: 'Read one audit entry',
        params: z.strictObject({ id: zIdParam }),
        querystring: districtQuery,
        response: { 200: zItemEnvelope(zAuditEntry) },
      },
    },
    async (request) => {
      const entry = await loadAuditEntry(app.db, request.params.id, request.district!.id);
      if (!entry) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data: entry };
    },
  );
}

export default entityServer({ routes: auditRoutes });
