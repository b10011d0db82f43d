import { z } from 'zod';

/**
 * The audit trail's wire contract (issue 11), shared by the server's routes and the console's
 * screen, so both read one definition. An entry is written once and never changed.
 */

/** What a write did. Entity writes use create/update/delete; other write routes name their own. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'logout',
  'password_change',
  'password_reset',
  'district_switch',
  'permissions_change',
  'district_configuration',
  'export_request',
  'export_download',
  'guest_action',
  'other',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field's change: absent `before` on create, absent `after` on delete. Secrets are never stored. */
export const zFieldChange = z.object({ before: z.unknown().optional(), after: z.unknown().optional() });

export const zAuditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Null for a refused-then-public route such as a password reset by token. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  district_id: z.number().int().nullable(),
  /** An entity's contract name (`tags`), or the area of a non-entity write (`session`, `exports`). */
  entity: z.string(),
  record_id: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** Field by field; `{}` when the action has no fields (a sign-in). */
  changes: z.record(z.string(), zFieldChange),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

/**
 * The list's query: newest first, infinite scroll by cursor (`before_id`: the last id shown),
 * filters and a free-text search over entity, user name and changed values.
 */
export const zAuditQuery = z.strictObject({
  district_id: z.coerce.number().int().positive(),
  entity: z.string().max(64).optional(),
  record_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** ISO dates (inclusive), in the district's time zone as the console sends them. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  query: z.string().max(200).optional(),
  before_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof zAuditQuery>;

/** `GET /api/v3/audit`: a page of entries and the cursor of the next page (null at the end). */
export const zAuditPage = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(zAuditEntry), next_before_id: z.number().int().nullable() }),
});
