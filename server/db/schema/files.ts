import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { districts } from './geo';

/**
 * Every uploaded file: forms upload first, then save a record naming the upload, so a field's
 * rule (type, size, resolution) is checked against what was really received.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull().unique(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 8 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The image field it was uploaded for, `<entity>.<field>` (null before issue 12). */
    purpose: varchar('purpose', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The per-user quota sums a user's uploads of the last 24 hours on every upload (issue 12).
  (t) => [index('uploads_district_idx').on(t.districtId), index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

export const TERMS_TYPES = ['terms', 'privacy'] as const;

/** A district's terms and conditions (or privacy text): one PDF per content language. */
export const termsConditions = pgTable(
  'terms_conditions',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<(typeof TERMS_TYPES)[number]>().notNull(),
    files: jsonb('files').$type<Partial<Record<string, { stored_name: string; file_name: string }>>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_district_type_idx').on(t.districtId, t.type)],
);
