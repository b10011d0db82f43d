import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { EventStatus } from '../../../resources/community_activities/constants';
import type { StoredTranslations } from '../../../src/lib/translations';
import { users } from './accounts';
import { districts } from './geo';
import { spaces } from './spaces';
import { categories } from './taxonomy';

/**
 * A repeating activity's rule (content §3 "Activity": repeat daily, weekly, monthly, yearly, end of
 * repetition). Its occurrences are rows of `events` (so one can be changed or deleted alone); the
 * rule keeps what "all" means for a save, a delete or a status change.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    freq: varchar('freq', { length: 8 }).$type<'daily' | 'weekly' | 'monthly' | 'yearly'>().notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    until: date('until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_series_district_idx').on(t.districtId)],
);

/**
 * Activities and events (content §3 "Activity", console §4 event statuses). `status` is the
 * workflow status (the API's `current_status`); `publish_status` the content form's draft or
 * published. The day and times are the district's wall clock (`date`, `start_time`, `end_time`,
 * as space bookings), and `datetime_start`/`_end` the same moments as instants, for ordering,
 * the history tab and the dashboard. Money in the currency's minor unit.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<EventStatus>().notNull().default('waiting'),
    publishStatus: varchar('publish_status', { length: 16 }).$type<'draft' | 'published'>().notNull().default('published'),
    visibility: varchar('visibility', { length: 24 }).notNull().default('public'),
    translations: jsonb('translations')
      .$type<StoredTranslations<{ title: string; description: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    cover: varchar('cover', { length: 64 }),
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'cascade' }),
    /** The day the series' rule gave this occurrence: its key in the series, kept when it is moved. */
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    /** Changed alone ("this one"): a later "all" save still reaches it, but it is marked. */
    isException: boolean('is_exception').notNull().default(false),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    datetimeStart: timestamp('datetime_start', { withTimezone: true }).notNull(),
    datetimeEnd: timestamp('datetime_end', { withTimezone: true }).notNull(),
    placeType: varchar('place_type', { length: 16 }).$type<(typeof PLACE_TYPES)[number]>().notNull().default('none'),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    placeName: varchar('place_name', { length: 200 }),
    placeAddress: varchar('place_address', { length: 300 }),
    maxPeople: integer('max_people'),
    pricePrivate: integer('price_private').notNull().default(0),
    priceSpot: integer('price_spot').notNull().default(0),
    paymentMethod: varchar('payment_method', { length: 8 }).$type<'cash' | 'other'>(),
    boleto: boolean('boleto').notNull().default(false),
    paymentRecipient: varchar('payment_recipient', { length: 255 }),
    paymentStatus: varchar('payment_status', { length: 16 }),
    isHistorical: boolean('is_historical').notNull().default(false),
    isSpecial: boolean('is_special').notNull().default(false),
    cleaningAfter: boolean('cleaning_after').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Confirmed without payment (console §4 "confirming an event flagged for force-online asks first"). */
    forceOnline: boolean('force_online').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    datetimeConfirmation: timestamp('datetime_confirmation', { withTimezone: true }),
    datetimeRejection: timestamp('datetime_rejection', { withTimezone: true }),
    datetimePaid: timestamp('datetime_paid', { withTimezone: true }),
    datetimeRefundStarted: timestamp('datetime_refund_started', { withTimezone: true }),
    datetimeRefundCompleted: timestamp('datetime_refund_completed', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 250 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_district_status_idx').on(t.districtId, t.status),
    index('events_district_start_idx').on(t.districtId, t.datetimeStart),
    uniqueIndex('events_series_occurrence_idx').on(t.seriesId, t.occurrenceDate),
  ],
);

/**
 * People of an activity: interested in it, or taking part. Notifications reach either group
 * (content §3 "Notification": interested-only, participating-only) and an activity's people lists.
 */
export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'interested' | 'participating'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.kind] }), index('event_participants_kind_idx').on(t.eventId, t.kind, t.createdAt)],
);

/** Content statuses the content form writes (spec content §4 "Content form"): a draft, published, or put away. */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** Spec content §4: community items wait for the staff's approval; staff's own are confirmed. */
export const APPROVAL_STATUSES = ['waiting', 'rejected', 'confirmed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** Spec content §2 "Place type values". */
export const PLACE_TYPES = ['none', 'select_space', 'custom_space'] as const;

/**
 * Every content item of the content form (spec content §3 "News or event content item", "Content
 * submit payload"), one table for all its types: district news, podcasts, promotions, live
 * cameras, smart solutions now, the community's types later. `type` says which entity a row is
 * (each content entity's contract names its value as its subset), so share, QR links, linked
 * contents and "save and notify" address any content by one id.
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).$type<ContentStatus>().notNull().default('draft'),
    visibility: varchar('visibility', { length: 24 }).notNull().default('public'),
    translations: jsonb('translations').$type<StoredTranslations<{ title: string; description: string; subtitle?: string }>>().notNull(),
    cover: varchar('cover', { length: 64 }),
    episodeCover: varchar('episode_cover', { length: 64 }),
    externalLink: text('external_link'),
    /** A live camera's stream was checked (or the user confirmed it "not verified"). */
    streamVerified: boolean('stream_verified').notNull().default(false),
    placeType: varchar('place_type', { length: 16 }).$type<(typeof PLACE_TYPES)[number]>().notNull().default('none'),
    placeId: integer('place_id'),
    placeName: varchar('place_name', { length: 200 }),
    placeAddress: varchar('place_address', { length: 300 }),
    // Days of the district's calendar (YYYY-MM-DD, spec console §5 "Dates: YYYY-MM-DD for the server").
    datetimeStart: date('datetime_start', { mode: 'string' }),
    datetimeEnd: date('datetime_end', { mode: 'string' }),
    /** The publish date (spec content §3 "datetime_confirmation"). */
    datetimeConfirmation: date('datetime_confirmation', { mode: 'string' }),
    topNews: boolean('top_news').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 250 }).notNull().default(''),
    source: varchar('source', { length: 250 }),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The item this one was cloned from, in another district (spec console §2 "share/clone"). */
    clonedFrom: integer('cloned_from'),
    /** Community items only (spec content §4 "approval_status"); null where no approval applies. */
    approvalStatus: varchar('approval_status', { length: 16 }).$type<ApprovalStatus>(),
    /** Why it was rejected (spec content §3 "Reject payload"), told to its author. */
    rejectionReason: text('rejection_reason'),
    datetimeRejection: timestamp('datetime_rejection', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contents_district_type_status_idx').on(t.districtId, t.type, t.status),
    // The sidebar bubbles and the dashboard count waiting items on every page load.
    index('contents_waiting_idx')
      .on(t.districtId, t.type)
      .where(sql`${t.approvalStatus} = 'waiting'`),
  ],
);

/** A podcast's episodes (spec content §3 "Podcast and episode"): title and number per language, one link. */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: serial('id').primaryKey(),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<StoredTranslations<{ title: string; episode_number: string }>>().notNull(),
    externalLink: text('external_link').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('podcast_episodes_podcast_idx').on(t.podcastId, t.position)],
);

/** Kinds of a district's contacts: useful numbers and SOS ones, each its own page and flag. */
export const CONTACT_KINDS = ['useful_info', 'sos'] as const;

/** A district's useful info and SOS contacts (spec console §1): name, phone, category, notes; ordered. */
export const districtContacts = pgTable(
  'district_contacts',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<(typeof CONTACT_KINDS)[number]>().notNull(),
    translations: jsonb('translations').$type<StoredTranslations<{ name: string; notes: string }>>().notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('district_contacts_district_kind_idx').on(t.districtId, t.kind, t.position)],
);

/** The district's gallery (spec console §3 flag Gallery): ordered images with a caption per language. */
export const districtGallery = pgTable(
  'district_gallery',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 64 }).notNull(),
    translations: jsonb('translations').$type<StoredTranslations<{ caption: string }>>().notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('district_gallery_district_idx').on(t.districtId, t.position)],
);
