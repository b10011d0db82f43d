import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    districtId: integer('district_id').notNull().references(() => districts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 8 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_district_idx').on(t.districtId)],
);
