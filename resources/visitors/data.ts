import { and, count, desc, eq, exists, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GATE_TABS, InvitationInput } from './schema';
import type { Db } from '../../server/db/client';
import { invitationGuests, invitations, userDistrictRoles, users } from '../../server/db/schema';
import { visitorCode } from '../../server/lib/codes';
import { isoDates } from '../../server/lib/json';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { loadInvitations } from '../../server/services/invitations';
import { sortBy } from '../../server/entities/sort';

const g = invitationGuests;
const guestWhere = (condition: SQL) => exists(sql`(select 1 from ${g} where ${g.invitationId} = ${invitations.id} and ${condition})`);
const hostName = sql`${users.firstName} || ' ' || ${users.lastName}`;

/** The gate tabs (spec console §4: gate lists start on "incoming"). */
const TAB_FILTERS: Record<(typeof GATE_TABS)[number], SQL | undefined> = {
  incoming: guestWhere(sql`${g.datetimeExit} is null and ${g.datetimeRejection} is null`),
  confirmed: guestWhere(sql`${g.datetimeExit} is null and (${g.datetimeConfirmation} is not null or ${g.preApproved})`),
  rejected: guestWhere(sql`${g.datetimeRejection} is not null`),
  exited: and(guestWhere(sql`${g.datetimeExit} is not null`), sql`not ${guestWhere(sql`${g.datetimeExit} is null and ${g.datetimeRejection} is null`)}`),
  all: undefined,
};
/** The columns of the contract's sortable fields. */
const sortable = {
  id: invitations.id,
  date_start: invitations.dateStart,
  category: invitations.category,
  host: users.lastName,
  visitor_code: invitations.visitorCode,
};

export interface VisitorsQuery extends ListQuery {
  tab: (typeof GATE_TABS)[number];
  date_start?: string;
  date_end?: string;
}

/**
 * One page of the district's invitations of a tab and date range, searched in code, host and
 * guests; the newest day first unless the list asks for another order.
 */
export async function listInvitations(db: Db, districtId: number, q: VisitorsQuery) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    eq(invitations.districtId, districtId),
    TAB_FILTERS[q.tab],
    q.date_start ? gte(invitations.dateStart, q.date_start) : undefined,
    q.date_end ? lte(invitations.dateStart, q.date_end) : undefined,
    needle
      ? or(
          ilike(invitations.visitorCode, needle),
          ilike(hostName, needle),
          guestWhere(sql`(${g.firstName} ilike ${needle} or ${g.companyName} ilike ${needle} or ${g.plate} ilike ${needle})`),
        )
      : undefined,
  );
  const sort = sortBy({ ...q, sort_by: q.order_by ? q.sort_by : 'desc' }, sortable, 'date_start');
  const [ids, [{ n }]] = await Promise.all([
    db
      .select({ id: invitations.id })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(where)
      .orderBy(sort, desc(invitations.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(invitations).innerJoin(users, eq(users.id, invitations.userId)).where(where),
  ]);
  return {
    rows: isoDates(
      await loadInvitations(
        db,
        ids.map((r) => r.id),
      ),
    ),
    total: n,
  };
}

/** One of the district's invitations with its guests' steps, or null. */
export async function loadInvitation(db: Db, id: number, districtId: number) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.districtId, districtId)));
  if (!row) return null;
  const [invitation] = await loadInvitations(db, [row.id], true);
  return isoDates(invitation);
}

/** Up to 50 residents of the district who can host, searched in name and e-mail. */
export async function listHosts(db: Db, districtId: number, query?: string) {
  const needle = query ? `%${escapeLike(query)}%` : undefined;
  const rows = await db
    .selectDistinct({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone: users.phone,
      cover_path: users.coverPath,
    })
    .from(users)
    .innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
    .where(
      and(
        eq(userDistrictRoles.districtId, districtId),
        eq(users.level, 'resident'),
        needle ? or(ilike(hostName, needle), ilike(users.email, needle)) : undefined,
      ),
    )
    .orderBy(users.lastName, users.firstName)
    .limit(50);
  return rows.map((r) => ({ ...r, full_name: [r.first_name, r.last_name].filter(Boolean).join(' ') }));
}

/** Whether the user is a resident of the district (only residents host). */
export async function isDistrictResident(db: Db, userId: number, districtId: number) {
  const [host] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(userDistrictRoles.districtId, districtId), eq(users.level, 'resident')))
    .limit(1);
  return Boolean(host);
}

/** A new invitation and its guests, in one transaction, made by `createdBy`; its id. */
export function createInvitation(db: Db, districtId: number, input: InvitationInput, createdBy: number) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(invitations)
      .values({
        districtId,
        visitorCode: visitorCode(),
        category: input.category,
        userId: input.user_id,
        placeId: input.place_id ?? null,
        address: input.address,
        dateStart: input.date_start,
        hourStart: input.hour_start ?? null,
        notes: input.notes,
        createdBy,
        // Unless pre-approved, the resident is asked at once to confirm.
        lastDatetimeConfirmationRequest: input.pre_approved ? null : now,
      })
      .returning({ id: invitations.id });
    await tx.insert(invitationGuests).values(
      input.guests.map((guest) => ({
        invitationId: made.id,
        firstName: guest.first_name,
        phone: guest.phone,
        companyName: guest.company_name,
        plate: guest.plate,
        serviceType: guest.service_type,
        deliveryId: guest.delivery_id,
        preApproved: input.pre_approved,
        datetimeConfirmationRequest: input.pre_approved ? null : now,
      })),
    );
    return made.id;
  });
}
