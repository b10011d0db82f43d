import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AuditAction, FieldChange } from '../../../src/contract/audit';

/**
 * The audit trail (issue 11): one row per successful write, appended after the write and never
 * changed. No foreign keys on purpose: an entry outlives the user, district or record it names,
 * and keeps the user's name as it was. A trigger (migration 0011) refuses UPDATE, DELETE and
 * TRUNCATE, so the application cannot rewrite it even by mistake.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 241 }),
    districtId: integer('district_id'),
    entity: varchar('entity', { length: 64 }).notNull(),
    recordId: integer('record_id'),
    action: varchar('action', { length: 32 }).$type<AuditAction>().notNull(),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull().default({}),
    ip: varchar('ip', { length: 64 }),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_district_idx').on(t.districtId, t.id),
    index('audit_record_idx').on(t.districtId, t.entity, t.recordId, t.id),
    index('audit_user_idx').on(t.districtId, t.userId, t.id),
  ],
);
