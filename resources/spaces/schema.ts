import { zRecord } from '../../src/contract/records';
import { zTranslations } from '../../src/lib/translations';
import { V, z, zDay } from '../../src/lib/validation';
import { PRICE_PROFILES, RESERVATION_TYPES, SPACE_LIMITS as L, SPACE_VISIBILITIES } from './constants';

/** A whole number within bounds, with the catalogue's messages. */
const int = (min: number, max: number) => z.number({ error: V.MustBeNumber }).int(V.MustBeInteger).min(min, V.NumberMin).max(max, V.NumberMax);
const money = int(0, L.priceMax);
const hour = z.string().trim().max(5);

/**
 * A space as the form sends it (spec content §3 "Space"): title and description per language,
 * opening hours, booking limits, prices per profile in the currency's minor unit. The rules
 * across fields (open before close, a cost needs a public space…) are `spaceErrors` in rules.ts,
 * which the form and the server's hook both apply.
 */
export const spaceInput = z.strictObject({
  translations: zTranslations({ title: z.string().trim().max(L.titleMax), description: z.string().trim().max(L.descriptionMax) }, ['title']),
  address: z.string().trim().max(L.addressMax).default(''),
  visibility: z.enum(SPACE_VISIBILITIES, { error: V.SelectAnOption }),
  open_all_day: z.boolean().default(false),
  open_time: hour,
  close_time: hour,
  max_occupancy: int(L.occupancy.min, L.occupancy.max),
  reservation_type: z.enum(RESERVATION_TYPES, { error: V.SelectAnOption }),
  spots: int(1, L.occupancy.max).nullable().default(null),
  slot_minutes: int(L.slotMinutes.min, L.slotMinutes.max),
  consecutive_slots: int(L.consecutiveSlots.min, L.consecutiveSlots.max),
  lead_days: int(L.leadDays.min, L.leadDays.max),
  max_active_bookings: int(L.maxActiveBookings.min, L.maxActiveBookings.max),
  auto_approval: z.boolean().default(false),
  allow_full_day: z.boolean().default(false),
  prices: z
    .strictObject(Object.fromEntries(PRICE_PROFILES.map((p) => [p, money.optional()])) as Record<(typeof PRICE_PROFILES)[number], z.ZodOptional<typeof money>>)
    .default({}),
  cleaning_charge: money.default(0),
  is_bookable: z.boolean().default(true),
  is_physical: z.boolean().default(true),
  map_url: z.string().trim().max(500).nullable().default(null),
});
export type SpaceInput = z.output<typeof spaceInput>;

/** One space as the API returns it. */
export const spaceRecord = zRecord({
  translations: z.array(z.object({ locale: z.string(), title: z.string(), description: z.string() })),
  address: z.string(),
  visibility: z.enum(SPACE_VISIBILITIES),
  open_all_day: z.boolean(),
  open_time: z.string(),
  close_time: z.string(),
  max_occupancy: z.number().int(),
  reservation_type: z.enum(RESERVATION_TYPES),
  spots: z.number().int().nullable(),
  slot_minutes: z.number().int(),
  consecutive_slots: z.number().int(),
  lead_days: z.number().int(),
  max_active_bookings: z.number().int(),
  auto_approval: z.boolean(),
  allow_full_day: z.boolean(),
  prices: z.record(z.string(), z.number().int()),
  cleaning_charge: z.number().int(),
  is_bookable: z.boolean(),
  is_physical: z.boolean(),
  map_url: z.string().nullable(),
  created_at: z.string(),
});

const zDate = zDay;

/** Dates to freeze: single days and ranges, with one reason and, optionally, the time the space stays open until. */
export const freezeInput = z.strictObject({
  dates: z.array(zDate).max(L.freezeDatesMax).default([]),
  ranges: z
    .array(z.strictObject({ from: zDate, to: zDate }))
    .max(L.freezeDatesMax)
    .default([]),
  reason: z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(L.freezeReasonMax),
  available_until: hour.nullable().default(null),
});

/** One frozen date of a space, as the freeze pages list it. */
export const freezeRecord = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  space_title: z.string(),
  date: z.string(),
  reason: z.string(),
  available_until: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
});

/** The frozen-space response (spec content §3), with the dates' details for the console. */
export const frozenSpace = z.object({
  current_frozen: z.array(z.string()),
  all_frozen: z.array(z.string()),
  yours_frozen: z.array(z.string()),
  other_frozen: z.array(z.string()),
  items: z.array(freezeRecord),
});

/** A resident's booking request. */
export const bookingInput = z.strictObject({
  district_id: z.number().int().positive(),
  date: zDate,
  start_time: hour.optional(),
  slots: int(1, L.consecutiveSlots.max).default(1),
  full_day: z.boolean().default(false),
  spots: int(1, L.occupancy.max).default(1),
});

/** A booking as staff and its resident see it. */
export const bookingRecord = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  space_title: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  full_day: z.boolean(),
  spots: z.number().int(),
  price: z.number().int(),
  status: z.enum(['waiting', 'confirmed', 'rejected', 'cancelled']),
  reason: z.string().nullable(),
  created_at: z.string(),
});
