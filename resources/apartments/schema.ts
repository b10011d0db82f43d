import { isServerDate } from '../../src/lib/formats';
import { V, z, zOptionId } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';

/** Spec content §3 "Apartment": its fields, the users tied to it and its consumption types. */
export const APARTMENT_RELATIONS = ['owner', 'tenant', 'resident'] as const;
export type ApartmentRelation = (typeof APARTMENT_RELATIONS)[number];
export const CONSUMPTION_TYPES = ['cooling', 'hot_water', 'total_water', 'cold_water', 'heating', 'electric', 'condominium_fees'] as const;
export type ConsumptionType = (typeof CONSUMPTION_TYPES)[number];
export const CARBON_INTENSITIES = ['low', 'medium', 'high'] as const;
export type CarbonIntensity = (typeof CARBON_INTENSITIES)[number];
export const APARTMENT_CODE_MAX = 32;
export const APPLIANCES_MAX = 50;

const text = (max: number) => z.string().trim().max(max);
/** Optional text: an empty field is stored as null, not as ''. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v || null);
/** Number inputs may arrive as '' (cleared) or as a numeric string from a plain text field. */
const numberish = (v: unknown) => {
  if (v === '' || v === undefined) return null;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
};
const optionalInteger = (min: number, max: number) =>
  z.preprocess(numberish, z.number({ error: V.MustBeInteger }).int(V.MustBeInteger).min(min, V.FieldInvalid).max(max, V.FieldInvalid).nullable());

export const apartmentUserInput = z.strictObject({
  user_id: zOptionId,
  relation: z.enum(APARTMENT_RELATIONS, { error: V.SelectAnOption }),
});

export const apartmentInput = z.strictObject({
  code: text(APARTMENT_CODE_MAX).min(1),
  number: optionalText(16),
  tower_code: optionalText(16),
  floor: optionalInteger(-10, 300),
  internal: optionalText(16),
  /** Square metres, stored as a `real`: a size between 0 and 0.01 (say 1e-280) would underflow it. */
  size: z.preprocess(
    numberish,
    z
      .number({ error: V.MustBeNumber })
      .min(0, V.FieldInvalid)
      .max(100_000, V.FieldInvalid)
      .refine((v) => v === 0 || v >= 0.01, V.FieldInvalid)
      .nullable(),
  ),
  appliances: z.array(text(64).min(1)).max(APPLIANCES_MAX).default([]),
  contract_code_owner: optionalText(64),
  contract_code_tenant: optionalText(64),
  residents_number: z.preprocess(
    (v) => numberish(v) ?? 0,
    z.number({ error: V.MustBeInteger }).int(V.MustBeInteger).min(0, V.FieldInvalid).max(100, V.FieldInvalid),
  ),
  residents_pool: z.boolean({ error: V.FieldInvalid }).default(false),
  /** The associated users; omitted on update, the current ones stay. */
  users: z.array(apartmentUserInput).max(50).optional(),
});
export type ApartmentInput = z.output<typeof apartmentInput>;

const day = z.string().refine(isServerDate, V.DateInvalid);
const consumptionType = z.enum(CONSUMPTION_TYPES, { error: V.SelectAnOption });

/** The consumptions chart's filter: one or more types (`type=a` or `type[]=a&type[]=b`) and a period. */
export const consumptionFilter = z.strictObject({
  type: z.union([consumptionType, z.array(consumptionType)]).optional(),
  'type[]': z.union([consumptionType, z.array(consumptionType)]).optional(),
  from: day.optional(),
  to: day.optional(),
});
/** The period's end is not before its start: a refinement to apply after any `.extend()`. */
export const periodInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.to >= f.from;
export const PERIOD_OUT_OF_ORDER = { path: ['to'], message: V.DateEndNotEqualPastStart };

/** One apartment as the API's list returns it. */
export const apartmentRecord = zRecord({
  code: z.string(),
  number: z.string().nullable(),
  tower_code: z.string().nullable(),
  floor: z.number().int().nullable(),
  internal: z.string().nullable(),
  size: z.number().nullable(),
  appliances: z.array(z.string()),
  contract_code_owner: z.string().nullable(),
  contract_code_tenant: z.string().nullable(),
  residents_number: z.number().int(),
  residents_pool: z.boolean(),
});

/** The details answer: the apartment with the users tied to it. */
export const apartmentDetails = apartmentRecord.extend({
  users: z.array(z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), relation: z.enum(APARTMENT_RELATIONS) })),
});

/** The consumptions answer: one series per asked type, points by month. */
export const consumptionSeriesRecord = z.object({
  type: z.enum(CONSUMPTION_TYPES),
  unit: z.string().nullable(),
  points: z.array(z.object({ period: z.string(), value: z.number(), carbon_intensity: z.enum(CARBON_INTENSITIES).nullable().optional() })),
});
