import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, zId } from '../../src/lib/validation';
import type { Db } from '../../server/db/client';
import { apartments, CONTRACT_STATUSES, leaseContractRequests, users, type ContractStatus } from '../../server/db/schema';
import { conflict, notFound } from '../../server/lib/errors';
import { listQuery, orderBy, page } from '../../server/lib/list';
import { entityServer } from '../../server/entities/register';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const r = leaseContractRequests;
const decider = alias(users, 'decider');
const select = {
  id: r.id,
  district_id: r.districtId,
  contract_type: r.contractType,
  status: r.status,
  rejection_reason: r.rejectionReason,
  decided_at: r.decidedAt,
  created_at: r.createdAt,
  apartment: { id: apartments.id, code: apartments.code, number: apartments.number, tower_code: apartments.towerCode },
  requester: { id: users.id, full_name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, email: users.email, phone: users.phone },
  decided_by: { id: decider.id, full_name: sql<string | null>`trim(${decider.firstName} || ' ' || ${decider.lastName})` },
};
const joined = (db: Db) =>
  db.select(select).from(r)
    .innerJoin(apartments, eq(apartments.id, r.apartmentId))
    .innerJoin(users, eq(users.id, r.requesterId))
    // drizzle gives decided_by as null while nobody has decided (all its left-joined columns null).
    .leftJoin(decider, eq(decider.id, r.decidedBy));

const idParams = z.strictObject({ id: zId });
const districtBody = z.strictObject({ district_id: zId });
const rejectBody = z.strictObject({ district_id: zId, rejection_reason: z.string().trim().min(1).max(500) });

/**
 * Which states each decision leaves from (spec content §4: approve, reject with a reason, or hold).
 * Approved and rejected are final; a request on hold can still be approved or rejected.
 */
const FROM: Record<'approve' | 'reject' | 'hold', readonly ContractStatus[]> = {
  approve: ['waiting', 'hold'],
  reject: ['waiting', 'hold'],
  hold: ['waiting'],
};
const TO = { approve: 'approved', reject: 'rejected', hold: 'hold' } as const;

/** Lease contract requests (`/backend/contracts`): the list with its status tabs and the decisions. */
async function contractRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const load = async (id: number, districtId: number) => {
    const [row] = await joined(app.db).where(and(eq(r.id, id), eq(r.districtId, districtId)));
    return row ?? null;
  };

  app.get(
    '/api/v3/contracts',
    {
      config: { permission: actionPermissions(contract, 'list') },
      // The spec's default tab for contracts is "all" (console §4).
      schema: { tags: ['home'], querystring: listQuery.extend({ status: z.enum(['all', ...CONTRACT_STATUSES]).default('all') }) },
    },
    async (request) => {
      const q = request.query;
      const filters: (SQL | undefined)[] = [eq(r.districtId, request.district!.id), q.status === 'all' ? undefined : eq(r.status, q.status)];
      if (q.query) {
        const needle = `%${q.query.replace(/[%_\\]/g, '\\$&')}%`;
        filters.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, needle), ilike(users.email, needle), ilike(apartments.code, needle)));
      }
      const where = and(...filters);
      const sort = orderBy(
        q,
        { id: r.id, created_at: r.createdAt, status: r.status, contract_type: r.contractType, decided_at: r.decidedAt, apartment: apartments.code },
        'id',
        request.t('Errors.InvalidRequest'),
      );
      const [rows, [{ n }]] = await Promise.all([
        joined(app.db).where(where).orderBy(sort, r.id).limit(q.paginate).offset((q.page - 1) * q.paginate),
        app.db.select({ n: count() }).from(r).innerJoin(apartments, eq(apartments.id, r.apartmentId)).innerJoin(users, eq(users.id, r.requesterId)).where(where),
      ]);
      return page(rows, n, q);
    },
  );

  app.get(
    '/api/v3/contracts/:id',
    { config: { permission: actionPermissions(contract, 'get') }, schema: { tags: ['home'], params: idParams, querystring: z.strictObject({ district_id: zId }) } },
    async (request) => {
      const row = await load(request.params.id, request.district!.id);
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, data: row };
    },
  );

  /**
   * One decision: a conditional UPDATE, so of two staff deciding at once exactly one wins and the
   * other gets the 409. A rejection's mail is queued in the same transaction as the new status.
   */
  const decide = <B extends z.ZodType<{ district_id: number; rejection_reason?: string }>>(action: keyof typeof FROM, body: B) =>
    app.post(
      `/api/v3/contracts/:id/${action}`,
      { config: { permission: 'lease_contracts_user_edit', district: 'body' }, schema: { tags: ['home'], params: idParams, body } },
      async (request) => {
        const { id } = request.params;
        const { district_id: districtId, rejection_reason: reason } = request.body as z.output<B>;
        const decided = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .update(r)
            .set({ status: TO[action], rejectionReason: reason ?? null, decidedBy: request.auth!.userId, decidedAt: new Date() })
            .where(and(eq(r.id, id), eq(r.districtId, districtId), inArray(r.status, [...FROM[action]])))
            .returning({ requesterId: r.requesterId, apartmentId: r.apartmentId });
          if (!row || action !== 'reject') return row ?? null;
          const [who] = await tx
            .select({ email: users.email, name: select.requester.full_name, apartment: apartments.code })
            .from(users)
            .innerJoin(apartments, eq(apartments.id, row.apartmentId))
            .where(eq(users.id, row.requesterId));
          await app.mailer.queue(tx, {
            to: who.email,
            subject: request.t('Mail.ContractRejectedSubject'),
            body: request.t('Mail.ContractRejectedBody', { name: who.name, reason: reason!, apartment: who.apartment }),
          });
          return row;
        });
        if (!decided) {
          const current = await load(id, districtId);
          if (!current) throw notFound(request.t('Errors.NotFound'));
          throw conflict(request.t('Errors.ContractStateConflict'), { status: current.status });
        }
        return { success: true, message: request.t('Strings.Saved'), data: await load(id, districtId) };
      },
    );

  decide('approve', districtBody);
  decide('reject', rejectBody);
  decide('hold', districtBody);
}

export default entityServer({ routes: contractRoutes });
