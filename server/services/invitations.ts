import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { guestStatus, guestSteps, type ConfirmedBy } from '../../resources/visitors/status';
import type { Db } from '../db/client';
import { invitationGuests, invitations, users } from '../db/schema';
import { privateFileUrl } from '../lib/fileLinks';
import { fullName } from './users';

type InvitationRow = typeof invitations.$inferSelect;
type GuestRow = typeof invitationGuests.$inferSelect;

/** The dates a guest's status is derived from, in the shared function's shape. */
export const guestDates = (g: GuestRow) => ({
  pre_approved: g.preApproved,
  datetime_confirmation_request: g.datetimeConfirmationRequest,
  datetime_confirmation: g.datetimeConfirmation,
  datetime_rejection: g.datetimeRejection,
  datetime_exit: g.datetimeExit,
});

/**
 * A gate action's audit fields: which guest, and the status it moved from and to (the dates
 * behind it are the guest's own record).
 */
export function guestChange(g: GuestRow, before: string, set: Partial<GuestRow>) {
  return {
    guest: { after: `${g.firstName ?? g.companyName ?? ''} (#${g.id})`.trim() },
    status: { before, after: guestStatus(guestDates({ ...g, ...set })) },
  };
}

/** Who confirmed the guest, as stored at the confirmation; null before (or for older rows). */
export const confirmedBy = (g: GuestRow): ConfirmedBy | null =>
  g.confirmedByKind ? { kind: g.confirmedByKind, user_id: g.confirmedBy, name: g.confirmedByName ?? '' } : null;

export function guestToApi(g: GuestRow, createdAt: Date, withSteps = false) {
  const dates = guestDates(g);
  const by = confirmedBy(g);
  return {
    id: g.id,
    first_name: g.firstName,
    phone: g.phone,
    company_name: g.companyName,
    plate: g.plate,
    service_type: g.serviceType,
    delivery_id: g.deliveryId,
    ...dates,
    confirmed_by: by,
    status: guestStatus(dates),
    ...(withSteps ? { steps: guestSteps(createdAt, { ...dates, confirmed_by: by }) } : {}),
  };
}

/** Invitations with their host and guests, in the order of `ids`. */
export async function loadInvitations(db: Db, ids: number[], withSteps = false) {
  if (ids.length === 0) return [];
  const [rows, guests] = await Promise.all([
    db
      .select({
        invitation: invitations,
        host: { id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email, phone: users.phone, cover: users.coverPath },
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(inArray(invitations.id, ids)),
    db.select().from(invitationGuests).where(inArray(invitationGuests.invitationId, ids)).orderBy(asc(invitationGuests.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.invitation.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .map(({ invitation: i, host }) => ({
      ...invitationToApi(i),
      user: host,
      guests: guests.filter((g) => g.invitationId === i.id).map((g) => guestToApi(g, i.createdAt, withSteps)),
    }));
}

/**
 * An invitation as it goes out to whoever the route lets read it: the host's photo (private,
 * issue 13) as a link the reader's session may load. Not for what is stored or audited.
 */
export function readableInvitation<I extends { user: { cover: string | null } }>(request: FastifyRequest, invitation: I): I {
  return { ...invitation, user: { ...invitation.user, cover: privateFileUrl(request, invitation.user.cover) } };
}

function invitationToApi(i: InvitationRow) {
  return {
    id: i.id,
    district_id: i.districtId,
    visitor_code: i.visitorCode,
    category: i.category,
    place_id: i.placeId,
    address: i.address,
    date_start: i.dateStart,
    hour_start: i.hourStart,
    notes: i.notes,
    created_at: i.createdAt,
    datetime_confirmation: i.datetimeConfirmation,
    datetime_rejection: i.datetimeRejection,
    datetime_exit: i.datetimeExit,
    last_datetime_confirmation_request: i.lastDatetimeConfirmationRequest,
  };
}

/** One guest of one invitation, only when the invitation matches `where` (district or host). */
export async function findGuest(db: Db, invitationId: number, guestId: number, owner: { districtId?: number; userId?: number }) {
  const [row] = await db
    .select({ invitation: invitations, guest: invitationGuests })
    .from(invitationGuests)
    .innerJoin(invitations, eq(invitations.id, invitationGuests.invitationId))
    .where(
      and(
        eq(invitationGuests.id, guestId),
        eq(invitations.id, invitationId),
        owner.districtId !== undefined ? eq(invitations.districtId, owner.districtId) : undefined,
        owner.userId !== undefined ? eq(invitations.userId, owner.userId) : undefined,
      ),
    );
  return row ?? null;
}

/** A user as the confirmer of a guest: stored on the guest row and sent with `guest.confirmed`. */
export async function confirmer(db: Db, userId: number, kind: ConfirmedBy['kind']): Promise<ConfirmedBy> {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return { kind, user_id: userId, name: u ? fullName(u) : '' };
}

/** The guest row's columns for a confirmation now by `by`. */
export const confirmation = (now: Date, by: ConfirmedBy) => ({
  datetimeConfirmation: now,
  confirmedBy: by.user_id,
  confirmedByKind: by.kind,
  confirmedByName: by.name,
});

/** What a gate action writes on a guest row. */
export type GuestChange = Partial<typeof invitationGuests.$inferInsert>;

/** Writes a gate action on a guest; `requestedAt` (a resend) also stamps the invitation's last request. */
export async function updateGuest(db: Db, invitationId: number, guestId: number, set: GuestChange, requestedAt: Date | null) {
  await db.transaction(async (tx) => {
    await tx.update(invitationGuests).set(set).where(eq(invitationGuests.id, guestId));
    if (requestedAt) await tx.update(invitations).set({ lastDatetimeConfirmationRequest: requestedAt }).where(eq(invitations.id, invitationId));
  });
}

/** The ids of a host's latest invitations (at most 100), newest first. */
export async function ownInvitationIds(db: Db, userId: number) {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.userId, userId))
    .orderBy(desc(invitations.dateStart), desc(invitations.id))
    .limit(100);
  return rows.map((r) => r.id);
}

/** What a visitor's public page shows of an invitation, by its visitor code, or null. */
export async function publicInvitation(db: Db, visitorCode: string) {
  const [row] = await db
    .select({
      visitor_code: invitations.visitorCode,
      category: invitations.category,
      place_id: invitations.placeId,
      address: invitations.address,
      date_start: invitations.dateStart,
      hour_start: invitations.hourStart,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.visitorCode, visitorCode));
  return row ?? null;
}
