import { z } from 'zod';
import { ACCESS_PURPOSES, ERASURE_EFFECTS, ERASURE_STATUSES, KEEP_REASONS } from './privacyWords';

export * from './privacyWords';

/**
 * Issue 18's wire schemas: the access log's entries, and erasure requests with what their preview
 * says goes, is made anonymous or is kept. Read by the server's routes and the console.
 */

/** What an access-log entry says was read: an entity's contract name (`users`, `visitors`, `exports`). */
export type AccessEntity = string;

/** One read of personal data: who read, when, what and why (`GET /privacy_access`). */
export const zAccessEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  entity: z.string(),
  record_id: z.number().int().nullable(),
  subject_user_id: z.number().int().nullable(),
  purpose: z.enum(ACCESS_PURPOSES).nullable(),
});
export type AccessEntry = z.infer<typeof zAccessEntry>;

/** One line of an erasure's preview: a kind of data, how many rows, and what happens to them. */
export const zErasureLine = z.object({
  table: z.string(),
  rows: z.number().int(),
  effect: z.enum(ERASURE_EFFECTS),
  reason: z.enum(KEEP_REASONS).nullable(),
});
export type ErasureLine = z.infer<typeof zErasureLine>;

/** An erasure request: asked by one holder of privacy_manage, carried out when another approves. */
export const zErasureRequest = z.object({
  id: z.number().int(),
  subject_user_id: z.number().int(),
  subject_name: z.string(),
  status: z.enum(ERASURE_STATUSES),
  requested_by: z.number().int().nullable(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  approved_by: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  /** The preview when asked (pending), or what was done (done). */
  lines: z.array(zErasureLine),
});
export type ErasureRequest = z.infer<typeof zErasureRequest>;
