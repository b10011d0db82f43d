import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { ErasureEffect, KeepReason } from '../../src/contract/privacy';
import { notificationInbox, notifications } from '../../resources/notifications/table';
import type { Db } from '../db/client';
import {
  apartments,
  apartmentUsers,
  auditEntries,
  contents,
  districtConfigurationChanges,
  erasureRequests,
  eventParticipants,
  events,
  exportRequests,
  invitationGuests,
  invitations,
  leaseContractRequests,
  loginLogs,
  outbox,
  rateEvents,
  longTermPasses,
  passwordResets,
  personalDataReads,
  pollAnswers,
  polls,
  posts,
  sessions,
  sosCalls,
  spaceBookings,
  spaceFreezes,
  toolReservations,
  uploads,
  userDistrictRoles,
  users,
} from '../db/schema';

/** Whose data, in which district, and whether their account goes too (no other district holds them). */
export interface Subject {
  userId: number;
  districtId: number;
  email: string;
  accountGoes: boolean;
  /** Texts that name the person (e-mail, full name, phone, tax code): an audit entry holding one is theirs too. */
  marks: string[];
}

/** `changes::text` holds one of the person's marks (LIKE's own characters escaped). */
export const mentions = (s: Subject) =>
  s.marks.length
    ? sql`${auditEntries.changes}::text ilike any(array[${sql.join(
        s.marks.map((m) => sql`${'%' + m.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`),
        sql`, `,
      )}]::text[])`
    : sql`false`;

/**
 * One kind of the person's rows in a table, and what erasure does to them: `remove` deletes them,
 * `anonymise` blanks the columns that name the person (the row stays: a guard's confirmation, a
 * content's author), `keep` leaves them for the reason given (the district's books, the law's
 * record of who did what, an account another district still uses).
 */
export interface Part {
  where: (s: Subject) => SQL;
  effect: (s: Subject) => ErasureEffect;
  reason?: (s: Subject) => KeepReason;
  /** The columns `anonymise` sets. */
  set?: (s: Subject) => Record<string, unknown>;
}

export interface PersonalTable {
  table: PgTable;
  /** Columns never put in an archive (secrets: password and token hashes). */
  omit?: string[];
  parts: Part[];
}

const always =
  <T>(v: T) =>
  () =>
    v;
/** Account-wide rows (a session, a sign-in) go with the account; while another district holds the person, they stay. */
const withAccount = (goes: ErasureEffect) => (s: Subject) => (s.accountGoes ? goes : 'keep');
const otherDistrict = (): KeepReason => 'other_district';

/**
 * Every table that holds data about a person, and for each what a data subject's archive takes
 * from it and what erasure does. A test compares this list with the schema: a new table that
 * references users (or has a user_id) and is not here fails it, so no new kind of personal data
 * is missed by the export or left behind by erasure.
 */
export const PERSONAL_TABLES: Record<string, PersonalTable> = {
  users: {
    table: users,
    omit: ['password_hash', 'email_code'],
    parts: [
      {
        where: (s) => eq(users.id, s.userId),
        effect: withAccount('anonymise'),
        reason: otherDistrict,
        // The id stays, so the district's kept books (bookings, loans) still add up; nothing in the row names the person.
        set: (s) => ({
          email: `erased-${s.userId}@erased.invalid`,
          firstName: '—',
          middleName: '',
          lastName: '',
          phone: null,
          birthDate: null,
          taxCode: '',
          vatCode: '',
          job: '',
          ability: '',
          interest: '',
          biography: '',
          coverPath: null,
          notificationsEnabled: false,
          dashboardDistrictId: null,
          emailCode: null,
          emailVerifiedAt: null,
        }),
      },
    ],
  },
  user_district_roles: {
    table: userDistrictRoles,
    parts: [{ where: (s) => and(eq(userDistrictRoles.userId, s.userId), eq(userDistrictRoles.districtId, s.districtId))!, effect: always('remove') }],
  },
  apartment_users: {
    table: apartmentUsers,
    parts: [
      {
        where: (s) =>
          and(
            eq(apartmentUsers.userId, s.userId),
            inArray(apartmentUsers.apartmentId, sql`(select ${apartments.id} from ${apartments} where ${apartments.districtId} = ${s.districtId})`),
          )!,
        effect: always('remove'),
      },
    ],
  },
  sessions: {
    table: sessions,
    omit: ['token_hash'],
    parts: [{ where: (s) => eq(sessions.userId, s.userId), effect: withAccount('remove'), reason: otherDistrict }],
  },
  password_resets: {
    table: passwordResets,
    omit: ['token_hash'],
    parts: [{ where: (s) => eq(passwordResets.userId, s.userId), effect: withAccount('remove'), reason: otherDistrict }],
  },
  login_logs: {
    table: loginLogs,
    parts: [{ where: (s) => or(eq(loginLogs.userId, s.userId), eq(loginLogs.email, s.email))!, effect: withAccount('remove'), reason: otherDistrict }],
  },
  outbox: {
    table: outbox,
    // Mails to the person (a reset link's body holds a token: never archived).
    omit: ['body'],
    parts: [{ where: (s) => eq(outbox.recipient, s.email), effect: withAccount('remove'), reason: otherDistrict }],
  },
  rate_events: {
    table: rateEvents,
    parts: [{ where: (s) => eq(rateEvents.subject, s.email), effect: withAccount('remove'), reason: otherDistrict }],
  },
  uploads: {
    table: uploads,
    // The file stays where the district uses it (a content's cover); it no longer says who sent it.
    parts: [
      { where: (s) => and(eq(uploads.userId, s.userId), eq(uploads.districtId, s.districtId))!, effect: always('anonymise'), set: always({ userId: null }) },
    ],
  },
  invitations: {
    table: invitations,
    parts: [
      // The person's own guests' invitations go; those they made for someone else stay, unsigned.
      { where: (s) => and(eq(invitations.userId, s.userId), eq(invitations.districtId, s.districtId))!, effect: always('remove') },
      {
        where: (s) => and(eq(invitations.createdBy, s.userId), eq(invitations.districtId, s.districtId), sql`${invitations.userId} <> ${s.userId}`)!,
        effect: always('anonymise'),
        set: always({ createdBy: null }),
      },
    ],
  },
  invitation_guests: {
    table: invitationGuests,
    parts: [
      {
        where: (s) =>
          inArray(
            invitationGuests.invitationId,
            sql`(select ${invitations.id} from ${invitations} where ${invitations.userId} = ${s.userId} and ${invitations.districtId} = ${s.districtId})`,
          ),
        effect: always('remove'),
      },
      {
        // A guard's confirmations stay, without the guard's name.
        where: (s) =>
          and(
            eq(invitationGuests.confirmedBy, s.userId),
            inArray(invitationGuests.invitationId, sql`(select ${invitations.id} from ${invitations} where ${invitations.districtId} = ${s.districtId})`),
          )!,
        effect: always('anonymise'),
        set: always({ confirmedBy: null, confirmedByName: null }),
      },
    ],
  },
  long_term_passes: {
    table: longTermPasses,
    parts: [{ where: (s) => and(eq(longTermPasses.userId, s.userId), eq(longTermPasses.districtId, s.districtId))!, effect: always('remove') }],
  },
  sos_calls: {
    table: sosCalls,
    parts: [
      { where: (s) => and(eq(sosCalls.userId, s.userId), eq(sosCalls.districtId, s.districtId))!, effect: always('remove') },
      {
        where: (s) => and(eq(sosCalls.handledBy, s.userId), eq(sosCalls.districtId, s.districtId), sql`${sosCalls.userId} is distinct from ${s.userId}`)!,
        effect: always('anonymise'),
        set: always({ handledBy: null }),
      },
    ],
  },
  space_bookings: {
    table: spaceBookings,
    // Bookings carry prices and payments: the district's books keep them, tied to an account that names no one.
    parts: [
      {
        where: (s) => and(eq(spaceBookings.userId, s.userId), eq(spaceBookings.districtId, s.districtId))!,
        effect: always('keep'),
        reason: always('books'),
      },
    ],
  },
  space_freezes: {
    table: spaceFreezes,
    parts: [
      {
        where: (s) => and(eq(spaceFreezes.createdBy, s.userId), eq(spaceFreezes.districtId, s.districtId))!,
        effect: always('anonymise'),
        set: always({ createdBy: null }),
      },
    ],
  },
  tool_reservations: {
    table: toolReservations,
    // A loan of the district's property, and how it came back, is part of its books.
    parts: [
      {
        where: (s) => and(eq(toolReservations.userId, s.userId), eq(toolReservations.districtId, s.districtId))!,
        effect: always('keep'),
        reason: always('books'),
      },
    ],
  },
  lease_contract_requests: {
    table: leaseContractRequests,
    parts: [
      {
        where: (s) => and(eq(leaseContractRequests.requesterId, s.userId), eq(leaseContractRequests.districtId, s.districtId))!,
        effect: always('keep'),
        reason: always('books'),
      },
      {
        where: (s) =>
          and(
            eq(leaseContractRequests.decidedBy, s.userId),
            eq(leaseContractRequests.districtId, s.districtId),
            sql`${leaseContractRequests.requesterId} <> ${s.userId}`,
          )!,
        effect: always('anonymise'),
        set: always({ decidedBy: null }),
      },
    ],
  },
  event_participants: {
    table: eventParticipants,
    parts: [
      {
        where: (s) =>
          and(
            eq(eventParticipants.userId, s.userId),
            inArray(eventParticipants.eventId, sql`(select ${events.id} from ${events} where ${events.districtId} = ${s.districtId})`),
          )!,
        effect: always('remove'),
      },
    ],
  },
  events: {
    table: events,
    parts: [
      {
        where: (s) => and(eq(events.authorId, s.userId), eq(events.districtId, s.districtId))!,
        effect: always('anonymise'),
        set: always({ authorId: null, authorName: '' }),
      },
    ],
  },
  contents: {
    table: contents,
    parts: [
      {
        where: (s) => and(eq(contents.authorId, s.userId), eq(contents.districtId, s.districtId))!,
        effect: always('anonymise'),
        set: always({ authorId: null, authorName: '' }),
      },
    ],
  },
  posts: {
    table: posts,
    // A resident's own posts carry their e-mail and phone: they go, with their translations.
    parts: [{ where: (s) => and(eq(posts.authorId, s.userId), eq(posts.districtId, s.districtId))!, effect: always('remove') }],
  },
  poll_answers: {
    table: pollAnswers,
    parts: [
      {
        where: (s) =>
          and(
            eq(pollAnswers.userId, s.userId),
            inArray(pollAnswers.pollId, sql`(select ${polls.id} from ${polls} where ${polls.districtId} = ${s.districtId})`),
          )!,
        effect: always('remove'),
      },
    ],
  },
  notifications: {
    table: notifications,
    parts: [
      {
        where: (s) => and(eq(notifications.senderId, s.userId), eq(notifications.districtId, s.districtId))!,
        effect: always('anonymise'),
        set: always({ senderId: null, senderName: '' }),
      },
    ],
  },
  notification_inbox: {
    table: notificationInbox,
    parts: [
      {
        where: (s) =>
          and(
            eq(notificationInbox.userId, s.userId),
            inArray(
              notificationInbox.notificationId,
              sql`(select ${notifications.id} from ${notifications} where ${notifications.districtId} = ${s.districtId})`,
            ),
          )!,
        effect: always('remove'),
      },
    ],
  },
  export_requests: {
    table: exportRequests,
    // The exports they asked for, and those about them; their files go too (server/privacy/erase.ts).
    parts: [
      {
        where: (s) => and(or(eq(exportRequests.userId, s.userId), eq(exportRequests.subjectUserId, s.userId)), eq(exportRequests.districtId, s.districtId))!,
        effect: always('remove'),
      },
    ],
  },
  personal_data_reads: {
    table: personalDataReads,
    parts: [
      // Who read their data stays (that is the log's purpose); what they read stays too, unsigned.
      {
        where: (s) => and(eq(personalDataReads.subjectUserId, s.userId), eq(personalDataReads.districtId, s.districtId))!,
        effect: always('keep'),
        reason: always('accountability'),
      },
      {
        where: (s) =>
          and(
            eq(personalDataReads.userId, s.userId),
            eq(personalDataReads.districtId, s.districtId),
            sql`${personalDataReads.subjectUserId} is distinct from ${s.userId}`,
          )!,
        effect: always('anonymise'),
        set: always({ userId: null, userName: null, ip: null }),
      },
    ],
  },
  erasure_requests: {
    table: erasureRequests,
    // The proof that the district erased, by ids and counts only.
    parts: [
      {
        where: (s) => and(eq(erasureRequests.subjectUserId, s.userId), eq(erasureRequests.districtId, s.districtId))!,
        effect: always('keep'),
        reason: always('accountability'),
      },
    ],
  },
  audit_entries: {
    table: auditEntries,
    // The trail of who did what stays; its entries lose the person's name, address and values (server/privacy/erase.ts).
    parts: [
      {
        where: (s) =>
          and(
            s.accountGoes ? undefined : eq(auditEntries.districtId, s.districtId),
            or(eq(auditEntries.userId, s.userId), and(eq(auditEntries.entity, 'users'), eq(auditEntries.recordId, s.userId)), mentions(s)),
          )!,
        effect: always('anonymise'),
      },
    ],
  },
  district_configuration_changes: {
    table: districtConfigurationChanges,
    // Who changed the district's configuration: an id only, kept as the record of a decision.
    parts: [
      {
        where: (s) => and(eq(districtConfigurationChanges.userId, s.userId), eq(districtConfigurationChanges.districtId, s.districtId))!,
        effect: always('keep'),
        reason: always('accountability'),
      },
    ],
  },
};

/** A table's name in the database. */
export const tableName = (table: PgTable) => getTableConfig(table).name;

/** The person's rows of one table that the district holds, as the database names their columns, secrets left out. */
export async function personalRows(db: Db, entry: PersonalTable, s: Subject): Promise<Record<string, unknown>[]> {
  const where = or(...entry.parts.map((p) => p.where(s)));
  const result = (await db.execute(sql`select * from ${entry.table} where ${where}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !entry.omit?.includes(k))));
}

/** How many rows one part covers. */
export async function partCount(db: Db, entry: PersonalTable, part: Part, s: Subject): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from ${entry.table} where ${part.where(s)}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}
