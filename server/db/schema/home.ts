import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { ApartmentRelation, CarbonIntensity, ConsumptionType } from '../../../resources/apartments/schema';
import { CONTRACT_STATUSES } from '../../../resources/contracts/contract';
import { users } from './accounts';
import { districts } from './geo';

export const CONTRACT_TYPES = ['owner', 'tenant_family', 'tenant_flatmates'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export { CONTRACT_STATUSES };
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A home in a district (spec content §3 "Apartment"). */
export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 }).notNull(),
    number: varchar('number', { length: 16 }),
    towerCode: varchar('tower_code', { length: 16 }),
    floor: integer('floor'),
    internal: varchar('internal', { length: 16 }),
    /** Square metres. */
    size: real('size'),
    appliances: jsonb('appliances').$type<string[]>().notNull().default([]),
    contractCodeOwner: varchar('contract_code_owner', { length: 64 }),
    contractCodeTenant: varchar('contract_code_tenant', { length: 64 }),
    residentsNumber: integer('residents_number').notNull().default(0),
    /** Whether the residents may use the shared pool. */
    residentsPool: boolean('residents_pool').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique (district_id, code) index leads with district_id, so it also serves the district's lists.
  (t) => [unique('apartments_district_code_unique').on(t.districtId, t.code)],
);

/** Who lives in or owns an apartment; one relation per user and apartment. */
export const apartmentUsers = pgTable(
  'apartment_users',
  {
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: varchar('relation', { length: 16 }).$type<ApartmentRelation>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.apartmentId, t.userId] }), index('apartment_users_user_idx').on(t.userId)],
);

/** One month's reading of one consumption type; `period` is the month's first day. */
export const apartmentConsumptions = pgTable(
  'apartment_consumptions',
  {
    id: serial('id').primaryKey(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 24 }).$type<ConsumptionType>().notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    value: real('value').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    carbonIntensity: varchar('carbon_intensity', { length: 8 }).$type<CarbonIntensity>(),
  },
  (t) => [unique('apartment_consumptions_month_unique').on(t.apartmentId, t.type, t.period)],
);

/** A resident's request for a lease contract on an apartment (spec content §4: approve, reject, hold). */
export const leaseContractRequests = pgTable(
  'lease_contract_requests',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    // No cascade: an apartment with requests is kept, so their decisions stay on record.
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractType: varchar('contract_type', { length: 24 }).$type<ContractType>().notNull(),
    status: varchar('status', { length: 16 }).$type<ContractStatus>().notNull().default('waiting'),
    rejectionReason: text('rejection_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lease_contract_requests_district_idx').on(t.districtId, t.status), index('lease_contract_requests_apartment_idx').on(t.apartmentId)],
);
