import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { StoredTranslations } from '../../../src/lib/translations';
import { districts } from './geo';

/** Tags of a district's content: a name per language, active or disabled. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<StoredTranslations<{ name: string }>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tags_district_idx').on(t.districtId, t.status)],
);

/** Smart-solution labels that posts can carry (spec content §6, smart_solution_*). */
export const smartSolutionLabels = pgTable(
  'smart_solution_labels',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<StoredTranslations<{ name: string }>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ss_labels_district_idx').on(t.districtId, t.status)],
);

/** Activity and tool categories. Private ones are the district's own: never deleted, title fixed. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<'activity' | 'tool'>().notNull(),
    visibility: varchar('visibility', { length: 16 }).$type<'district' | 'private'>().notNull().default('district'),
    translations: jsonb('translations').$type<StoredTranslations<{ name: string }>>().notNull(),
    color: varchar('color', { length: 7 }),
    icon: varchar('icon', { length: 64 }),
    greyIcon: varchar('grey_icon', { length: 64 }),
    illustration: varchar('illustration', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_district_type_idx').on(t.districtId, t.type)],
);

/** One welcome message per district, shown to residents in the app. */
export const welcomeMessages = pgTable('welcome_messages', {
  id: serial('id').primaryKey(),
  districtId: integer('district_id')
    .notNull()
    .unique()
    .references(() => districts.id, { onDelete: 'cascade' }),
  translations: jsonb('translations').$type<StoredTranslations<{ description: string }>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
