import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AccessEntity, AccessPurpose, ErasureLine } from '../../../src/contract/privacy';
import { users } from './accounts';
import { districts } from './geo';

/**
 * The access log of personal data (issue 18): one row per read of a person's details, a gate
 * report or an export that holds personal data. The reader's name is kept as it was, like the
 * audit trail's; the subject is a bare id, so the record of a read outlives the account it was about.
 */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 241 }),
    entity: varchar('entity', { length: 32 }).$type<AccessEntity>().notNull(),
    recordId: integer('record_id'),
    subjectUserId: integer('subject_user_id'),
    purpose: varchar('purpose', { length: 32 }).$type<AccessPurpose>(),
    ip: varchar('ip', { length: 64 }),
    requestId: text('request_id'),
  },
  (t) => [index('personal_reads_subject_idx').on(t.districtId, t.subjectUserId, t.id), index('personal_reads_district_idx').on(t.districtId, t.id)],
);

/**
 * A data subject's erasure (issue 18): asked by one holder of privacy_manage, carried out only
 * when a second one approves. At most one is pending per person and district. The row stays
 * once done, with counts only: the district's proof that it erased, naming nobody but by id.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    subjectUserId: integer('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<'pending' | 'done' | 'cancelled'>().notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lines: jsonb('lines').$type<ErasureLine[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('erasure_pending_idx')
      .on(t.districtId, t.subjectUserId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
