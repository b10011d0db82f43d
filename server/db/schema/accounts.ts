import { bigserial, boolean, customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Permission, UserLevel } from '../../../src/lib/permissions';
import { districts } from './geo';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: varchar('first_name', { length: 120 }).notNull(),
  middleName: varchar('middle_name', { length: 120 }).notNull().default(''),
  lastName: varchar('last_name', { length: 120 }).notNull().default(''),
  phone: varchar('phone', { length: 20 }),
  // The profile of content §3 "User": optional, shown on the details page and edited on the form.
  birthDate: date('birth_date', { mode: 'string' }),
  taxCode: varchar('tax_code', { length: 32 }).notNull().default(''),
  vatCode: varchar('vat_code', { length: 32 }).notNull().default(''),
  job: varchar('job', { length: 120 }).notNull().default(''),
  ability: varchar('ability', { length: 250 }).notNull().default(''),
  interest: varchar('interest', { length: 250 }).notNull().default(''),
  biography: text('biography').notNull().default(''),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  /** Where the account came from: made by staff in the console, or signed up in the residents' app. */
  source: varchar('source', { length: 16 }).$type<'console' | 'app'>().notNull().default('console'),
  coverPath: text('cover_path'),
  level: varchar('level', { length: 16 }).$type<UserLevel>().notNull().default('staff'),
  dashboardDistrictId: integer('dashboard_district_id').references(() => districts.id),
  emailCode: varchar('email_code', { length: 64 }).unique(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  permissions: text('permissions').array().$type<Permission[]>().notNull(),
});

/** A user holds one or more roles in each of their districts. */
export const userDistrictRoles = pgTable(
  'user_district_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.districtId, t.roleId] }), index('udr_district_idx').on(t.districtId)],
);

/** Opaque bearer tokens: only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 255 }).notNull(),
    success: boolean('success').notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_email_idx').on(t.email, t.createdAt), index('login_logs_ip_idx').on(t.ip, t.createdAt)],
);

/** Mail waits here; a job delivers it over SMTP when SMTP_URL is set. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: varchar('recipient', { length: 255 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

/** Packets too large for NOTIFY, for socket.io's PostgreSQL adapter (several server processes). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: customType<{ data: Buffer }>({ dataType: () => 'bytea' })('payload'),
});

/**
 * What a rate limit counts (reset requests per IP, …), in the database so that every server
 * process counts the same events. Old rows are pruned; nothing else reads them.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_kind_subject_idx').on(t.kind, t.subject, t.createdAt)],
);
