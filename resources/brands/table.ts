import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { districts } from '../../server/db/schema';

/**
 * A brand (spec content §3 "Brand and app publishing"): the residents' app as it is branded for
 * its districts: its name and logo, its theme (colour, font, the app's images) and what the app
 * stores publish about it. Image columns hold storage paths (server/lib/storage.ts).
 */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  shortCode: varchar('short_code', { length: 16 }).notNull().unique(),
  status: varchar('status', { length: 16 }).$type<'active' | 'inactive'>().notNull().default('active'),
  logoPath: text('logo_path'),
  // Theme settings.
  primaryColor: varchar('primary_color', { length: 7 }).notNull().default('#1f6f5c'),
  fontFamily: varchar('font_family', { length: 64 }).notNull().default('Roboto'),
  welcomePaths: text('welcome_paths').array().notNull().default([]),
  loginBackgroundPath: text('login_background_path'),
  splashPath: text('splash_path'),
  appLogoPath: text('app_logo_path'),
  // App publishing.
  appName: varchar('app_name', { length: 50 }).notNull().default(''),
  appSubtitle: varchar('app_subtitle', { length: 30 }).notNull().default(''),
  shortDescription: varchar('short_description', { length: 80 }).notNull().default(''),
  fullDescription: text('full_description').notNull().default(''),
  primaryLanguage: varchar('primary_language', { length: 2 }).notNull().default('en'),
  privacyUrl: text('privacy_url').notNull().default(''),
  eulaUrl: text('eula_url').notNull().default(''),
  website: text('website').notNull().default(''),
  email: varchar('email', { length: 255 }).notNull().default(''),
  phone: varchar('phone', { length: 20 }).notNull().default(''),
  featureGraphicPath: text('feature_graphic_path'),
  screenshotsZipPath: text('screenshots_zip_path'),
  /** When the publishing wizard's summary was last submitted; null while it is a draft. */
  publishingSubmittedAt: timestamp('publishing_submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The districts whose residents' app carries the brand; a district has at most one brand. */
export const brandDistricts = pgTable(
  'brand_districts',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .unique()
      .references(() => districts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.districtId] }), index('brand_districts_brand_idx').on(t.brandId)],
);
