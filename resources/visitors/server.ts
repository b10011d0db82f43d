import { and, count, desc, eq, exists, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GATE_TABS, invitationInput, reportPeriod } from './schema';
import { V, z, zId } from '../../src/lib/validation';
import { invitationGuests, invitations, userDistrictRoles, users } from '../../server/db/schema';
import { notFound, unprocessable } from '../../server/lib/errors';
import { visitorCode } from '../../server/lib/codes';
import { listQuery, orderBy, page } from '../../server/lib/list';
import { loadInvitations } from '../../server/services/invitations';
import { gateReport } from '../../server/services/gateReport';
import { entityServer } from '../../server/entities/register';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const g = invitationGuests;
const guestWhere = (condition: SQL) =>
  exists(sql`(select 1 from ${g} where ${g.invitationId} = ${invitations.id} and ${condition})`);

/** The gate tabs (spec console §4: gate lists start on "incoming"). */
const TAB_FILTERS: Record<(typeof GATE_TABS)[number], SQL | undefined> = {
  incoming: guestWhere(sql`${g.datetimeExit} is null and ${g.datetimeRejection} is null`),
  confirmed: guestWhere(sql`${g.datetimeExit} is null and (${g.datetimeConfirmation} is not null or ${g.preApproved})`),
  rejected: guestWhere(sql`${g.datetimeRejection} is not null`),
  exited: and(guestWhere(sql`${g.datetimeExit} is not null`), sql`not ${guestWhere(sql`${g.datetimeExit} is null and ${g.datetimeRejection} is null`)}`),
  all: undefined,
};

const visitorsQuery = listQuery.extend({
  tab: z.enum(GATE_TABS).default('incoming'),
  date_start: z.string().optional(),
  date_end: z.string().optional(),
});

/** Gate visitors: the list with its tabs and date range, details, new invitations, hosts, report. */
async function visitorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/v3/visitors', { config: { permission: actionPermissions(contract, 'list') }, schema: { tags: ['gate'], querystring: visitorsQuery } }, async (request) => {
    const q = request.query;
    const range = reportPeriod.safeParse({ date_start: q.date_start ?? '1900-01-01', date_end: q.date_end ?? '2999-12-31' });
    if (!range.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of range.error.issues) errors[String(issue.path[0])] = [issue.message];
      throw unprocessable(request.t('Errors.InvalidRequest'), errors);
    }
    const filters: (SQL | undefined)[] = [
      eq(invitations.districtId, request.district!.id),
      TAB_FILTERS[q.tab],
      q.date_start ? gte(invitations.dateStart, q.date_start) : undefined,
      q.date_end ? lte(invitations.dateStart, q.date_end) : undefined,
    ];
    if (q.query) {
      const needle = `%${q.query.replace(/[%_\\]/g, '\\$&')}%`;
      filters.push(
        or(
          ilike(invitations.visitorCode, needle),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, needle),
          guestWhere(sql`(${g.firstName} ilike ${needle} or ${g.companyName} ilike ${needle} or ${g.plate} ilike ${needle})`),
        ),
      );
    }
    const where = and(...filters);
    const sort = orderBy(
      { ...q, sort_by: q.order_by ? q.sort_by : 'desc' },
      { id: invitations.id, date_start: invitations.dateStart, category: invitations.category, host: users.lastName, visitor_code: invitations.visitorCode },
      'date_start',
      request.t('Errors.InvalidRequest'),
    );
    const [ids, [{ n }]] = await Promise.all([
      app.db.select({ id: invitations.id }).from(invitations).innerJoin(users, eq(users.id, invitations.userId)).where(where)
        .orderBy(sort, desc(invitations.id)).limit(q.paginate).offset((q.page - 1) * q.paginate),
      app.db.select({ n: count() }).from(invitations).innerJoin(users, eq(users.id, invitations.userId)).where(where),
    ]);
    return page(await loadInvitations(app.db, ids.map((r) => r.id)), n, q);
  });

  app.get(
    '/api/v3/visitors/hosts',
    { config: { permission: ['visitors_view', 'visitors_add'] }, schema: { tags: ['gate'], querystring: z.strictObject({ district_id: zId, query: z.string().trim().max(120).optional() }) } },
    async (request) => {
      const q = request.query.query;
      const needle = q ? `%${q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
      const rows = await app.db
        .selectDistinct({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email, phone: users.phone, cover_path: users.coverPath })
        .from(users)
        .innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
        .where(and(eq(userDistrictRoles.districtId, request.district!.id), eq(users.level, 'resident'), needle ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, needle), ilike(users.email, needle)) : undefined))
        .orderBy(users.lastName, users.firstName)
        .limit(50);
      return { success: true, data: rows.map((r) => ({ ...r, full_name: [r.first_name, r.last_name].filter(Boolean).join(' ') })) };
    },
  );

  app.get(
    '/api/v3/visitors/report',
    { config: { permission: 'visitors_view' }, schema: { tags: ['gate'], querystring: z.strictObject({ district_id: zId, date_start: z.string(), date_end: z.string() }) } },
    async (request, reply) => {
      const period = reportPeriod.safeParse({ date_start: request.query.date_start, date_end: request.query.date_end });
      if (!period.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of period.error.issues) errors[String(issue.path[0])] = [issue.message];
        throw unprocessable(request.t('Errors.InvalidRequest'), errors);
      }
      const { buffer, fileName } = await gateReport(app.db, request.district!.id, period.data, request.t.bind(request));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(buffer);
    },
  );

  app.get(
    '/api/v3/visitors/:id',
    { config: { permission: actionPermissions(contract, 'get') }, schema: { tags: ['gate'], params: z.strictObject({ id: zId }), querystring: z.strictObject({ district_id: zId }) } },
    async (request) => {
      const [row] = await app.db.select({ id: invitations.id }).from(invitations)
        .where(and(eq(invitations.id, request.params.id), eq(invitations.districtId, request.district!.id)));
      if (!row) throw notFound(request.t('Errors.NotFound'));
      const [invitation] = await loadInvitations(app.db, [row.id], true);
      return { success: true, data: invitation };
    },
  );

  app.post(
    '/api/v3/visitors',
    { config: { permission: actionPermissions(contract, 'create'), district: 'body' }, schema: { tags: ['gate'], body: invitationInput.safeExtend({ district_id: zId }) } },
    async (request, reply) => {
      const input = request.body;
      const [host] = await app.db.select({ id: users.id }).from(users)
        .innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
        .where(and(eq(users.id, input.user_id), eq(userDistrictRoles.districtId, input.district_id), eq(users.level, 'resident')))
        .limit(1);
      if (!host) throw unprocessable(request.t('Errors.InvalidRequest'), { user_id: [V.SelectAnOption] });
      const now = new Date();
      const id = await app.db.transaction(async (tx) => {
        const [made] = await tx.insert(invitations).values({
          districtId: input.district_id,
          visitorCode: visitorCode(),
          category: input.category,
          userId: input.user_id,
          placeId: input.place_id ?? null,
          address: input.address,
          dateStart: input.date_start,
          hourStart: input.hour_start ?? null,
          notes: input.notes,
          createdBy: request.auth!.userId,
          // Unless pre-approved, the resident is asked at once to confirm.
          lastDatetimeConfirmationRequest: input.pre_approved ? null : now,
        }).returning({ id: invitations.id });
        await tx.insert(invitationGuests).values(input.guests.map((guest) => ({
          invitationId: made.id,
          firstName: guest.first_name,
          phone: guest.phone,
          companyName: guest.company_name,
          plate: guest.plate,
          serviceType: guest.service_type,
          deliveryId: guest.delivery_id,
          preApproved: input.pre_approved,
          datetimeConfirmationRequest: input.pre_approved ? null : now,
        })));
        return made.id;
      });
      const [invitation] = await loadInvitations(app.db, [id], true);
      reply.code(201);
      return { success: true, message: request.t('Strings.Saved'), data: invitation };
    },
  );
}

export default entityServer({ routes: visitorRoutes });
