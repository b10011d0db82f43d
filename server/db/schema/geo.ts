import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { SOS_WINDOW_DAYS } from '../../../src/lib/districtSettings';
import type { DistrictConfiguration } from '../../../src/lib/features';
import type { StoredTranslations } from '../../../src/lib/translations';
import { RETENTION, RETENTION_FIELDS } from '../../../resources/privacy_retention/contract';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  currencySymbol: varchar('currency_symbol', { length: 8 }).notNull(),
  dateFormat: varchar('date_format', { length: 16 }).notNull().default('DD/MM/YYYY'),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    defaultLanguage: varchar('default_language', { length: 2 }).notNull().default('en'),
    zipCode: varchar('zip_code', { length: 16 }),
    latitude: real('latitude'),
    longitude: real('longitude'),
    weatherLink: text('weather_link'),
    /** The district's own page (spec console §2 "district/details"): description per language, cover, address. */
    translations: jsonb('translations')
      .$type<StoredTranslations<{ description: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    cover: varchar('cover', { length: 64 }),
    address: varchar('address', { length: 300 }),
    /** Spec content §3 "Smart-solutions map link". */
    smartSolutionMapLink: text('smart_solution_map_link'),
    /** The concierge's contact details (spec console §2 "community/concierge/contact_details_form"). */
    conciergeContact: varchar('concierge_contact', { length: 120 }),
    conciergePhone: varchar('concierge_phone', { length: 32 }),
    conciergeWhatsapp: text('concierge_whatsapp'),
    configuration: jsonb('configuration').$type<DistrictConfiguration>().notNull(),
    /** How many days back the dashboard counts SOS calls (spec content §9: configurable). */
    sosWindowDays: smallint('sos_window_days').notNull().default(SOS_WINDOW_DAYS.default),
    /** IANA time zone (`Europe/Rome`): the console shows and picks the district's times in it. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    /** How long personal data is kept, in days (issue 18): gate visits, its people's sign-ins, export requests. */
    gateRetentionDays: smallint('gate_retention_days').notNull().default(RETENTION.gate_days.default),
    logRetentionDays: smallint('log_retention_days').notNull().default(RETENTION.log_days.default),
    exportRetentionDays: smallint('export_retention_days').notNull().default(RETENTION.export_days.default),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'districts_sos_window_days_range',
      sql`${t.sosWindowDays} between ${sql.raw(String(SOS_WINDOW_DAYS.min))} and ${sql.raw(String(SOS_WINDOW_DAYS.max))}`,
    ),
    ...RETENTION_FIELDS.map((field) => {
      const column = { gate_days: t.gateRetentionDays, log_days: t.logRetentionDays, export_days: t.exportRetentionDays }[field];
      return check(`districts_${field}_range`, sql`${column} between ${sql.raw(String(RETENTION[field].min))} and ${sql.raw(String(RETENTION[field].max))}`);
    }),
  ],
);

/**
 * A district's configuration as saved on its page (settings/districts/configurations), applied by
 * a job (resources/districts/server.ts): `pending` until one server process claims it,
 * then `applied` or `failed`; a newer save of the same district supersedes a pending one. Who saved
 * it, and in which language, is told when it is applied.
 */
export const districtConfigurationChanges = pgTable(
  'district_configuration_changes',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    configuration: jsonb('configuration').$type<DistrictConfiguration>().notNull(),
    status: varchar('status', { length: 16 }).$type<'pending' | 'applied' | 'failed' | 'superseded'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('district_configuration_changes_status_idx').on(t.status, t.id)],
);
