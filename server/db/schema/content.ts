import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { districts } from './geo';

/**
 * Community content whose waiting items the site-map data counts. Their full forms come with
 * their own resources; these columns are the ones the counts and the lists stand on.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 16 }).$type<'request' | 'offer'>().notNull().default('request'),
    status: varchar('status', { length: 16 }).$type<'waiting' | 'rejected' | 'confirmed' | 'archived'>().notNull().default('waiting'),
    visibility: varchar('visibility', { length: 24 }).notNull().default('public'),
    externalLink: text('external_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_district_status_idx').on(t.districtId, t.status)],
);

export const postTranslations = pgTable(
  'post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);

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
