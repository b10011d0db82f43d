import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StoredTranslations } from '../../src/lib/translations';
import { districts, roles, users } from '../../server/db/schema';
import type { NotificationStatus, NotificationTarget } from './contract';

/** A push notification of a district: its texts, its target, and when it went or will go. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: varchar('sender_name', { length: 250 }).notNull().default(''),
    translations: jsonb('translations').$type<StoredTranslations<{ title: string; content: string }>>().notNull(),
    targetType: varchar('target_type', { length: 16 }).$type<NotificationTarget>().notNull(),
    targetUserIds: integer('target_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    targetRoleId: integer('target_role_id').references(() => roles.id, { onDelete: 'set null' }),
    contentType: varchar('content_type', { length: 24 }),
    contentId: integer('content_id'),
    timeSend: varchar('time_send', { length: 16 }).$type<'send_now' | 'schedule'>().notNull().default('send_now'),
    statusType: varchar('status_type', { length: 16 }).$type<NotificationStatus>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    audienceSize: integer('audience_size').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_district_status_idx').on(t.districtId, t.statusType, t.sendAt),
    // The scheduler's question, every few seconds: which planned ones are due.
    index('notifications_due_idx')
      .on(t.scheduledAt)
      .where(sql`status_type = 'planned'`),
  ],
);

/** One recipient's copy: the inbox the resident API reads; unique, so a delivery never doubles. */
export const notificationInbox = pgTable(
  'notification_inbox',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notification_inbox_once_idx').on(t.notificationId, t.userId), index('notification_inbox_user_idx').on(t.userId, t.id)],
);

export default notifications;
