import { noteRead } from '../../server/privacy/accessLog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GATE_TABS, hostRecord, invitationInput, invitationRecord, reportPeriod } from './schema';
import { createInvitation, isDistrictResident, listHosts, listInvitations, loadInvitation } from './data';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { readableInvitation } from '../../server/services/invitations';
import { privateFileUrl } from '../../server/lib/fileLinks';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const visitorsQuery = listQuery.extend({
  order_by: zOrderBy(contract),
  tab: z.enum(GATE_TABS).default('incoming'),
  date_start: z.string().optional(),
  date_end: z.string().optional(),
});
const item = zItemEnvelope(invitationRecord);

/** A period with its field errors (Validations.Date*), or a 422. */
function period(request: FastifyRequest, dates: { date_start: string; date_end: string }) {
  const parsed = reportPeriod.safeParse(dates);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] = [issue.message];
  throw unprocessable(request.t('Errors.InvalidRequest'), errors);
}

/** Gate visitors: the list with its tabs and date range, details, new invitations, hosts, report. */
async function visitorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/visitors',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: { tags: ['gate'], querystring: visitorsQuery, response: { 200: zListEnvelope(invitationRecord) } },
    },
    async (request) => {
      const q = request.query;
      period(request, { date_start: q.date_start ?? '1900-01-01', date_end: q.date_end ?? '2999-12-31' });
      const { rows, total } = await listInvitations(app.db, request.district!.id, q);
      return page(
        rows.map((invitation) => readableInvitation(request, invitation)),
        total,
        q,
      );
    },
  );

  app.get(
    '/api/v3/visitors/hosts',
    {
      config: { permission: ['visitors_view', 'visitors_add'] },
      schema: {
        tags: ['gate'],
        querystring: z.strictObject({ district_id: zIdParam, query: z.string().trim().max(120).optional() }),
        response: { 200: z.object({ success: z.literal(true), data: z.array(hostRecord) }) },
      },
    },
    async (request) => {
      const hosts = await listHosts(app.db, request.district!.id, request.query.query);
      return { success: true as const, data: hosts.map((host) => ({ ...host, cover_path: privateFileUrl(request, host.cover_path) })) };
    },
  );

  app.get(
    '/api/v3/visitors/:id',
    {
      config: { permission: actionPermissions(contract, 'get'), personal: { entity: 'visitors' } },
      schema: { tags: ['gate'], params: z.strictObject({ id: zIdParam }), querystring: z.strictObject({ district_id: zIdParam }), response: { 200: item } },
    },
    async (request) => {
      const invitation = await loadInvitation(app.db, request.params.id, request.district!.id);
      if (!invitation) throw notFound(request.t('Errors.NotFound'));
      // The guests' data, and their host's: the host is the person the entry is found under.
      noteRead(request, { recordId: invitation.id, subjects: [invitation.user.id] });
      return { success: true as const, data: readableInvitation(request, invitation) };
    },
  );

  app.post(
    '/api/v3/visitors',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['gate'], body: invitationInput.safeExtend({ district_id: zIdBody }), response: { 201: item } },
    },
    async (request, reply) => {
      const input = request.body;
      if (!(await isDistrictResident(app.db, input.user_id, input.district_id))) {
        throw unprocessable(request.t('Errors.InvalidRequest'), { user_id: [V.SelectAnOption] });
      }
      const id = await createInvitation(app.db, input.district_id, input, request.auth!.userId);
      const invitation = await loadInvitation(app.db, id, input.district_id);
      if (!invitation) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, after: invitation });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data: readableInvitation(request, invitation) };
    },
  );
}

export default entityServer({ routes: visitorRoutes });
