import { z, zIdBody } from '../../src/lib/validation';
import { CONTRACT_STATUSES } from './contract';

/** The body of approve and hold; a rejection also says why (spec content §4). */
export const decisionInput = z.strictObject({ district_id: zIdBody });
export const rejectInput = z.strictObject({ district_id: zIdBody, rejection_reason: z.string().trim().min(1).max(500) });

/** One lease contract request as the API returns it, with its apartment, requester and decider. */
export const contractRequestRecord = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  contract_type: z.enum(['owner', 'tenant_family', 'tenant_flatmates']),
  status: z.enum(CONTRACT_STATUSES),
  rejection_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  apartment: z.object({ id: z.number().int(), code: z.string(), number: z.string().nullable(), tower_code: z.string().nullable() }),
  requester: z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), phone: z.string().nullable() }),
  decided_by: z.object({ id: z.number().int(), full_name: z.string().nullable() }).nullable(),
});
