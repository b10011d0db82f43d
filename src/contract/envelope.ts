import { z } from 'zod';

/** `{ success, message?, data }`: the envelope of every successful answer (ARCHITECTURE.md). */
export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** `{ success: false, message, ... }`: every refusal; 422 adds `errors` (field → catalogue keys). */
export const zErrorEnvelope = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
