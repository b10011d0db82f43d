import { boolean, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { ConfirmerKind } from '../../../resources/visitors/status';
import { districts } from './geo';

export const INVITATION_CATEGORIES = ['guest', 'taxi', 'home_service', 'delivery'] as const;
export type InvitationCategory = (typeof INVITATION_CATEGORIES)[number];

/** A resident's invitation of visitors at the gate (spec content §3 "Visitor invitation"). */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    visitorCode: varchar('visitor_code', { length: 32 }).notNull().unique(),
    category: varchar('category', { length: 16 }).$type<InvitationCategory>().notNull(),
    /** The resident who invites (the host). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for an invitation to the host's apartment. */
    placeId: integer('place_id'),
    address: text('address'),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    hourStart: varchar('hour_start', { length: 5 }),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    datetimeConfirmation: timestamp('datetime_confirmation', { withTimezone: true }),
    datetimeRejection: timestamp('datetime_rejection', { withTimezone: true }),
    datetimeExit: timestamp('datetime_exit', { withTimezone: true }),
    lastDatetimeConfirmationRequest: timestamp('last_datetime_confirmation_request', { withTimezone: true }),
  },
  (t) => [index('invitations_district_date_idx').on(t.districtId, t.dateStart)],
);

export const invitationGuests = pgTable('invitation_guests', {
  id: serial('id').primaryKey(),
  invitationId: integer('invitation_id')
    .notNull()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  firstName: varchar('first_name', { length: 120 }).notNull(),
  phone: varchar('phone', { length: 16 }),
  companyName: varchar('company_name', { length: 120 }),
  plate: varchar('plate', { length: 16 }),
  serviceType: varchar('service_type', { length: 120 }),
  deliveryId: varchar('delivery_id', { length: 64 }),
  /** Let in without asking the resident (the host said so when inviting). */
  preApproved: boolean('pre_approved').notNull().default(false),
  datetimeConfirmationRequest: timestamp('datetime_confirmation_request', { withTimezone: true }),
  datetimeConfirmation: timestamp('datetime_confirmation', { withTimezone: true }),
  /** Who confirmed: the resident (app) or a staff member (manual confirmation at the gate). */
  confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  /** Whether that was the resident or gate staff, and their name then: kept when the user goes. */
  confirmedByKind: varchar('confirmed_by_kind', { length: 8 }).$type<ConfirmerKind>(),
  confirmedByName: varchar('confirmed_by_name', { length: 241 }),
  datetimeRejection: timestamp('datetime_rejection', { withTimezone: true }),
  datetimeExit: timestamp('datetime_exit', { withTimezone: true }),
});

export const LONG_TERM_PASS_CATEGORIES = ['housekeeper', 'babysitter', 'caregiver', 'driver', 'gardener', 'other'] as const;

/** Daily help: a long-term pass for someone who comes to a resident's home every day. */
export const longTermPasses = pgTable(
  'long_term_passes',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    category: varchar('category', { length: 24 }).$type<(typeof LONG_TERM_PASS_CATEGORIES)[number]>().notNull(),
    status: varchar('status', { length: 16 }).$type<'active' | 'suspended'>().notNull().default('active'),
    visitorCode: varchar('visitor_code', { length: 32 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its status last changed: a pass suspended longer than the gate retention is removed (issue 18). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('long_term_passes_district_idx').on(t.districtId)],
);

/** SOS calls from residents: the security list and the dashboard count read them. */
export const sosCalls = pgTable(
  'sos_calls',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    location: text('location'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handlingNotes: text('handling_notes'),
  },
  (t) => [index('sos_district_created_idx').on(t.districtId, t.createdAt)],
);
