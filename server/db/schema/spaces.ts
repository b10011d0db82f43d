import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { StoredTranslations } from '../../../src/lib/translations';
import { users } from './accounts';
import { districts } from './geo';
import { categories } from './taxonomy';

/** Price of one booking per user profile, in the district currency's minor unit (cents). */
export type SpacePrices = Partial<Record<'resident' | 'member' | 'guest', number>>;

/**
 * Bookable places of a district (spec content §3 "Space", flag `Places`). Times are the district's
 * local wall-clock `HH:MM`; a 24-hour space opens 00:00 and closes 24:00 (spec content §5).
 */
export const spaces = pgTable(
  'spaces',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<StoredTranslations<{ title: string; description: string }>>().notNull(),
    address: varchar('address', { length: 255 }).notNull().default(''),
    visibility: varchar('visibility', { length: 16 }).$type<'public' | 'private'>().notNull().default('public'),
    openAllDay: boolean('open_all_day').notNull().default(false),
    openTime: varchar('open_time', { length: 5 }).notNull(),
    closeTime: varchar('close_time', { length: 5 }).notNull(),
    maxOccupancy: integer('max_occupancy').notNull().default(1),
    reservationType: varchar('reservation_type', { length: 8 }).$type<'full' | 'spots'>().notNull().default('full'),
    spots: integer('spots'),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    consecutiveSlots: integer('consecutive_slots').notNull().default(1),
    leadDays: integer('lead_days').notNull().default(0),
    maxActiveBookings: integer('max_active_bookings').notNull().default(1),
    autoApproval: boolean('auto_approval').notNull().default(false),
    allowFullDay: boolean('allow_full_day').notNull().default(false),
    prices: jsonb('prices').$type<SpacePrices>().notNull().default({}),
    cleaningCharge: integer('cleaning_charge').notNull().default(0),
    isBookable: boolean('is_bookable').notNull().default(true),
    isPhysical: boolean('is_physical').notNull().default(true),
    mapUrl: varchar('map_url', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spaces_district_idx').on(t.districtId)],
);

/**
 * One frozen date of a space (flag `FreezeSpace`): with its reason, and the time until which the
 * space stays available that day (null: frozen all day). Who froze it tells "yours" from "other".
 */
export const spaceFreezes = pgTable(
  'space_freezes',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 255 }).notNull(),
    availableUntil: varchar('available_until', { length: 5 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('space_freezes_space_date_idx').on(t.spaceId, t.date)],
);

export type SpaceBookingStatus = 'waiting' | 'confirmed' | 'rejected' | 'cancelled';

/** A resident's booking of consecutive slots of a space on one day (or the full day). */
export const spaceBookings = pgTable(
  'space_bookings',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    fullDay: boolean('full_day').notNull().default(false),
    /** Places taken on a space booked by spots; 1 on a space booked whole. */
    spots: integer('spots').notNull().default(1),
    price: integer('price').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<SpaceBookingStatus>().notNull().default('waiting'),
    reason: varchar('reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('space_bookings_space_date_idx').on(t.spaceId, t.date), index('space_bookings_user_idx').on(t.userId, t.status)],
);

/** Tools the district lends (spec content §3 "Tool and reservation", flag `Tools`). */
export const tools = pgTable(
  'tools',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    brand: varchar('brand', { length: 120 }).notNull().default(''),
    model: varchar('model', { length: 120 }).notNull().default(''),
    serialNumber: varchar('serial_number', { length: 120 }).notNull().default(''),
    /** The longest reservation, in days (spec content §5 "cannot exceed a maximum number of days"). */
    maxBookingDays: integer('max_booking_days').notNull().default(7),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tools_district_idx').on(t.districtId)],
);

export type ToolReservationStatus = 'booked' | 'in_use' | 'returned' | 'cancelled';
export type ToolCondition = 'good' | 'worn' | 'bad';

/**
 * A tool lent to a user from one day to another; delivery and return are recorded on the day
 * they happen, so how early or late each was is derived (spec content §4).
 */
export const toolReservations = pgTable(
  'tool_reservations',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<ToolReservationStatus>().notNull().default('booked'),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    returnedOn: date('returned_on', { mode: 'string' }),
    returnCondition: varchar('return_condition', { length: 8 }).$type<ToolCondition>(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tool_reservations_tool_idx').on(t.toolId, t.startDate), index('tool_reservations_district_idx').on(t.districtId, t.status)],
);
