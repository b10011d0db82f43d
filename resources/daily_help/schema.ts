import { V, z, zOptionId } from '../../src/lib/validation';

import { LONG_TERM_PASS_CATEGORIES, LONG_TERM_PASS_STATUSES } from './contract';

export { LONG_TERM_PASS_CATEGORIES, LONG_TERM_PASS_STATUSES };

/** Daily help: a long-term pass (spec content §3 "Long-term pass"). */

export const longTermPassInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  category: z.enum(LONG_TERM_PASS_CATEGORIES, { error: V.SelectAnOption }),
  user_id: zOptionId,
  status: z.enum(LONG_TERM_PASS_STATUSES).default('active'),
});
export type LongTermPassInput = z.output<typeof longTermPassInput>;

/** One pass as the API returns it, with the resident it belongs to. */
export const longTermPassRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(LONG_TERM_PASS_CATEGORIES),
  status: z.enum(LONG_TERM_PASS_STATUSES),
  visitor_code: z.string(),
  user_id: z.number().int(),
  created_at: z.string(),
  resident: z.string(),
});
