import { z } from '../../src/lib/validation';

/** One login attempt as the API returns it: the account it names (null when the e-mail was unknown) and what came of it. */
export const loginLogRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  /** The account, with its name today; null for an e-mail no account has (or an account since deleted). */
  user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** The e-mail as it was typed. */
  email: z.string(),
  success: z.boolean(),
  ip: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type LoginLog = z.output<typeof loginLogRecord>;

/** A person of the user filter. */
export const loginLogUser = z.object({ id: z.number().int(), name: z.string() });
