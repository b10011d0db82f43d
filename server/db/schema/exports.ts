import { date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { districts } from './geo';
import type { ExportTarget } from '../../../resources/exports/constants';
import type { AccessPurpose } from '../../../src/contract/privacy';

// The targets are the export registry's (resources/exports/constants.ts): a new one needs no migration.
export { EXPORT_TARGETS, type ExportTarget } from '../../../resources/exports/constants';

/**
 * Excel exports asked for from a list: a job that one server process claims, writes to a file,
 * and announces with the live `export.completed` event.
 */
export const exportRequests = pgTable(
  'export_requests',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: varchar('target', { length: 24 }).$type<ExportTarget>().notNull(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<'pending' | 'running' | 'completed' | 'empty' | 'failed'>().notNull().default('pending'),
    fileName: varchar('file_name', { length: 160 }),
    storedName: varchar('stored_name', { length: 64 }),
    availableUntil: timestamp('available_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The requester's language when they asked: the workbook's headings and sheet names speak it. */
    locale: varchar('locale', { length: 2 }).$type<'en' | 'it' | 'pt'>().notNull().default('en'),
    /** A data subject's export (target `person`, issue 18): whose data it holds. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Why it was asked for, when its dialog asks (the gate report): the access log notes it at download. */
    purpose: varchar('purpose', { length: 32 }).$type<AccessPurpose>(),
  },
  (t) => [index('export_requests_status_idx').on(t.status), index('export_requests_district_idx').on(t.districtId)],
);
