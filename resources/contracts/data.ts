import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client';
import { apartments, leaseContractRequests, users, type ContractStatus } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';

const r = leaseContractRequests;
const decider = alias(users, 'decider');
const requesterName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const select = {
  id: r.id,
  district_id: r.districtId,
  contract_type: r.contractType,
  status: r.status,
  rejection_reason: r.rejectionReason,
  decided_at: r.decidedAt,
  created_at: r.createdAt,
  apartment: { id: apartments.id, code: apartments.code, number: apartments.number, tower_code: apartments.towerCode },
  requester: { id: users.id, full_name: requesterName, email: users.email, phone: users.phone },
  decided_by: { id: decider.id, full_name: sql<string | null>`trim(${decider.firstName} || ' ' || ${decider.lastName})` },
};
const joined = (db: Db) =>
  db
    .select(select)
    .from(r)
    .innerJoin(apartments, eq(apartments.id, r.apartmentId))
    .innerJoin(users, eq(users.id, r.requesterId))
    // drizzle gives decided_by as null while nobody has decided (all its left-joined columns null).
    .leftJoin(decider, eq(decider.id, r.decidedBy));
type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const toApi = (row: Joined) => ({ ...row, decided_at: row.decided_at?.toISOString() ?? null, created_at: row.created_at.toISOString() });

/** The columns of the contract's sortable fields. */
const sortable = { id: r.id, created_at: r.createdAt, status: r.status, contract_type: r.contractType, decided_at: r.decidedAt, apartment: apartments.code };

/**
 * Which states each decision leaves from (spec content §4: approve, reject with a reason, or hold).
 * Approved and rejected are final; a request on hold can still be approved or rejected.
 */
const FROM: Record<Decision, readonly ContractStatus[]> = {
  approve: ['waiting', 'hold'],
  reject: ['waiting', 'hold'],
  hold: ['waiting'],
};
const TO = { approve: 'approved', reject: 'rejected', hold: 'hold' } as const;
export type Decision = 'approve' | 'reject' | 'hold';

/** One page of the district's requests of a status, searched in requester, email and apartment. */
export async function listContractRequests(db: Db, districtId: number, q: ListQuery & { status: 'all' | ContractStatus }) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    eq(r.districtId, districtId),
    q.status === 'all' ? undefined : eq(r.status, q.status),
    needle ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, needle), ilike(users.email, needle), ilike(apartments.code, needle)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(sortBy(q, sortable, 'id'), r.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(r).innerJoin(apartments, eq(apartments.id, r.apartmentId)).innerJoin(users, eq(users.id, r.requesterId)).where(where),
  ]);
  return { rows: rows.map(toApi), total: n };
}

/** One of the district's requests, or null. */
export async function loadContractRequest(db: Db, id: number, districtId: number) {
  const [row] = await joined(db).where(and(eq(r.id, id), eq(r.districtId, districtId)));
  return row ? toApi(row) : null;
}

/** Whom a rejection's mail goes to. */
export interface Requester {
  email: string;
  name: string;
  apartment: string;
}

/**
 * One decision by the user: a conditional UPDATE, so of two staff deciding at once exactly one
 * wins. A rejection hands its requester to `onReject` inside the same transaction (its mail is
 * queued with the new status). Whether this call decided.
 */
export function decideContractRequest(
  db: Db,
  decision: { id: number; districtId: number; action: Decision; userId: number; reason?: string },
  onReject: (tx: Db, requester: Requester) => Promise<void>,
) {
  const { id, districtId, action, userId, reason } = decision;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(r)
      .set({ status: TO[action], rejectionReason: reason ?? null, decidedBy: userId, decidedAt: new Date() })
      .where(and(eq(r.id, id), eq(r.districtId, districtId), inArray(r.status, [...FROM[action]])))
      .returning({ requesterId: r.requesterId, apartmentId: r.apartmentId });
    if (!row) return false;
    if (action === 'reject') {
      const [who] = await tx
        .select({ email: users.email, name: requesterName, apartment: apartments.code })
        .from(users)
        .innerJoin(apartments, eq(apartments.id, row.apartmentId))
        .where(eq(users.id, row.requesterId));
      await onReject(tx, who);
    }
    return true;
  });
}
