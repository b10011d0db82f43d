import { APARTMENT_RELATIONS } from '../apartments/schema';
import { USER_LEVELS } from '../../src/lib/permissions';
import { PHONE_RE, V, z, zDay, zEmail, zIdBody, zOptionId } from '../../src/lib/validation';
import { USER_SOURCES, USER_STATUSES } from './contract';
import { birthDateError, USER_LIMITS } from './rules';

const zNamed = z.object({ id: z.number().int(), name: z.string() });

/** One user as the list and the details return them; roles are the request district's. */
export const userRecord = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cover_path: z.string().nullable(),
  level: z.enum(USER_LEVELS),
  status: z.enum(USER_STATUSES),
  source: z.enum(USER_SOURCES),
  created_at: z.string(),
  /** Details only: the profile (content §3 "User"), the form's fields. */
  birth_date: z.string().nullable().optional(),
  tax_code: z.string().optional(),
  vat_code: z.string().optional(),
  job: z.string().optional(),
  ability: z.string().optional(),
  interest: z.string().optional(),
  biography: z.string().optional(),
  notifications_enabled: z.boolean().optional(),
  /** Details only: the user's house in the district (the first by code) and their right there. */
  apartment_id: z.number().int().nullable().optional(),
  relation: z.enum(APARTMENT_RELATIONS).nullable().optional(),
  roles: z.array(zNamed),
  /** Details only: the user's other districts that the reader belongs to too, with the roles there. */
  districts: z.array(zNamed.extend({ roles: z.array(zNamed) })).optional(),
  /** Details only: the apartments of the district the user lives in or owns. */
  apartments: z.array(z.object({ id: z.number().int(), code: z.string(), relation: z.string() })).optional(),
});
export type UserRecord = z.output<typeof userRecord>;

/**
 * A user's roles per district as the districts_roles page edits them: every district the reader
 * may manage users in (`manageable`, with the roles they may give there), and the user's others,
 * shown but not editable.
 */
export const districtRoles = z.object({
  district_id: z.number().int(),
  district_name: z.string(),
  manageable: z.boolean(),
  role_ids: z.array(z.number().int()),
  roles: z.array(zNamed),
});
export const districtsRolesRecord = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  districts: z.array(districtRoles),
  /** Every district the reader manages users in, with the roles they may give there (those whose permissions they hold). */
  permitted: z.array(z.object({ district_id: z.number().int(), district_name: z.string(), roles: z.array(zNamed) })),
});
export type DistrictsRolesRecord = z.output<typeof districtsRolesRecord>;

/** What the page saves: the user's roles in each manageable district they are to belong to. */
export const districtsRolesInput = z.strictObject({
  district_id: zIdBody,
  districts: z
    .array(z.strictObject({ district_id: zIdBody, role_ids: z.array(zIdBody).max(100) }))
    .max(500)
    .refine((list) => new Set(list.map((d) => d.district_id)).size === list.length, { message: 'Validations.FieldInvalid' }),
});
export type DistrictsRolesInput = z.output<typeof districtsRolesInput>;

const text = (max: number) => z.string().trim().max(max).default('');
/** An empty phone is no phone (null); one given is the spec's phone (console §5: + and 10 to 13 digits). */
const phone = z
  .string()
  .trim()
  .max(20, V.InvalidPhone)
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PHONE_RE.test(v), V.InvalidPhone);
const birthDate = zDay
  .superRefine((day, ctx) => {
    const problem = /^\d{4}-\d{2}-\d{2}$/.test(day) ? birthDateError(day) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable()
  .default(null);

/**
 * A user as the form edits them (content §3 "User"): names, e-mail and phone, the profile, the
 * photo (an upload's name, or the kept photo's URL), level, notifications, and the house in the
 * district with the right there (content §5: no right without a house). The roles are given on
 * create (`userCreateInput`); later they change on the districts_roles page.
 */
export const userInput = z.strictObject({
  first_name: z.string().trim().min(1).max(USER_LIMITS.name),
  middle_name: text(USER_LIMITS.name),
  last_name: text(USER_LIMITS.name),
  email: zEmail,
  phone,
  birth_date: birthDate,
  tax_code: text(USER_LIMITS.code),
  vat_code: text(USER_LIMITS.code),
  job: text(USER_LIMITS.job),
  ability: text(USER_LIMITS.long),
  interest: text(USER_LIMITS.long),
  biography: text(USER_LIMITS.biography),
  cover_path: z.string().max(1000).nullable().default(null),
  level: z.enum(USER_LEVELS, { error: V.SelectAnOption }),
  notifications_enabled: z.boolean().default(true),
  apartment_id: zOptionId.nullable().default(null),
  relation: z.enum(APARTMENT_RELATIONS, { error: V.SelectAnOption }).nullable().default(null),
});
export type UserInput = z.output<typeof userInput>;

/** A new user: the same, with their roles in the request district (content §5: at least one). */
export const userCreateInput = userInput.extend({
  role_ids: z.array(zIdBody).min(1, V.RoleRequiredPerDistrict).max(100).default([]),
});
export type UserCreateInput = z.output<typeof userCreateInput>;

/** A choice of the form's selects: an apartment of the district, a role the editor may give. */
export const userOption = z.object({ id: z.number().int(), name: z.string() });
