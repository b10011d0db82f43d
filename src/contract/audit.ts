import { z } from 'zod';
import { AUDIT_ACTIONS } from './auditActions';

/**
 * The audit trail's wire contract (issue 11), shared by the server's routes and the console's
 * screens, so both read one definition. An entry is written once and never changed.
 */

export { AUDIT_ACTIONS, type AuditAction } from './auditActions';

/**
 * One field's change: no `before` on create, no `after` on delete. A secret (a password, a token)
 * is never stored: its change is marked `redacted` with neither value.
 */
export const zFieldChange = z.object({ before: z.unknown().optional(), after: z.unknown().optional(), redacted: z.literal(true).optional() });
export type FieldChange = z.infer<typeof zFieldChange>;

export const zAuditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Null when nobody could be named (a reset link asked for an unknown e-mail). */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  district_id: z.number().int().nullable(),
  /** An entity's contract name (`tags`), or the area of another write (`users` for sign-in). */
  entity: z.string(),
  record_id: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** Field by field; `{}` when the action changes no field (a sign-in). */
  changes: z.record(z.string(), zFieldChange),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

/** The audit list's own filters, beside the shared list parameters (paging, search, sort). */
export const AUDIT_FILTERS = ['entity', 'record_id', 'user_id', 'action', 'date_start', 'date_end'] as const;

/** What the filters can pick from in a district: the entities and the people its entries name. */
export const zAuditFacets = z.object({
  entities: z.array(z.string()),
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditFacets = z.infer<typeof zAuditFacets>;
