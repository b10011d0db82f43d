import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { StoredTranslations } from '../../../src/lib/translations';
import { users } from './accounts';
import { districts } from './geo';

export const EVENT_STATUSES = ['to_pay', 'paying', 'waiting', 'rejected', 'refunding', 'refunded', 'confirmed'] as const;

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<(typeof EVENT_STATUSES)[number]>().notNull().default('waiting'),
    visibility: varchar('visibility', { length: 24 }).notNull().default('public'),
    datetimeStart: timestamp('datetime_start', { withTimezone: true }).notNull(),
    datetimeEnd: timestamp('datetime_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_district_status_idx').on(t.districtId, t.status)],
);

export const eventTranslations = pgTable(
  'event_translations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.locale] })],
);

/**
 * People of an activity: interested in it, or taking part. Notifications reach either group
 * (content §3 "Notification": interested-only, participating-only); the events issue adds its lists.
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
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.kind] })],
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
