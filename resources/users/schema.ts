import { USER_LEVELS } from '../../src/lib/permissions';
import { z, zIdBody } from '../../src/lib/validation';
import { USER_STATUSES } from './contract';

const zNamed = z.object({ id: z.number().int(), name: z.string() });

/** One user as the list and the details return them; roles are the request district's. */
export const userRecord = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cover_path: z.string().nullable(),
  level: z.enum(USER_LEVELS),
  status: z.enum(USER_STATUSES),
  created_at: z.string(),
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
