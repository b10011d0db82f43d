import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { districts } from './geo';

/**
 * Posts: requests and offers of the community (spec content §3 "Post"). Staff approve, hold,
 * reject or archive them; the sidebar counts the waiting ones. Texts per language are rows of
 * `post_translations` (the export streams them joined).
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
    contactEmail: varchar('contact_email', { length: 255 }),
    displayEmail: boolean('display_email').notNull().default(true),
    contactTelephone: varchar('contact_telephone', { length: 32 }),
    displayTelephone: boolean('display_telephone').notNull().default(false),
    /** The cover's stored name (an upload of the district), and the name of the file it came from. */
    imagePath: varchar('image_path', { length: 64 }),
    imageName: varchar('image_name', { length: 255 }),
    smartSolutionIds: integer('smart_solution_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The content a post points to (spec content §4: types needing linked content), by its kind and id. */
    linkedContentType: varchar('linked_content_type', { length: 32 }),
    linkedContentId: integer('linked_content_id'),
    /** When it was last approved (spec content §3 "published_date"). */
    publishedDate: timestamp('published_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_district_status_idx').on(t.districtId, t.status), index('posts_district_created_idx').on(t.districtId, t.createdAt)],
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
