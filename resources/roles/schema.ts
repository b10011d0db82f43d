import { isPermission, PERMISSIONS, type Permission } from '../../src/lib/permissions';
import { V, z } from '../../src/lib/validation';
import { ROLE_NAME_MAX } from './contract';

export { ROLE_NAME_MAX };

/** A list longer than this is no role's (every string twice over): refused before it is read. */
const MAX_STRINGS = PERMISSIONS.length * 2;

/**
 * A role: its name and its permission strings, each known (none is a role for people who use the
 * residents' app only, like the demo's Resident: it ties them to a district, opens no console) (an unknown one is a
 * FieldInvalid on `permissions`, not on a position of it), sent in any order and more than once;
 * kept once each, in the order of PERMISSIONS.
 */
export const roleInput = z.strictObject({
  name: z.string().trim().min(1).max(ROLE_NAME_MAX),
  permissions: z
    .array(z.string().max(64))
    .max(MAX_STRINGS)
    .refine((list) => list.every(isPermission), V.FieldInvalid)
    .transform((list): Permission[] => PERMISSIONS.filter((p) => list.includes(p))),
});
export type RoleInput = z.output<typeof roleInput>;

/** One role as the API returns it, with how many user-district links hold it. */
export const roleRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  users: z.number().int(),
});
export type RoleRecord = z.output<typeof roleRecord>;
