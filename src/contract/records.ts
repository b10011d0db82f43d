import { z } from 'zod';

/**
 * Response schemas of records: what every district-scoped record carries, plus its own fields.
 * Dates travel as ISO strings (the server converts them), so the schema is also the OpenAPI type.
 */
export function zRecord<F extends z.ZodRawShape>(fields: F) {
  return z.object({ id: z.number().int(), district_id: z.number().int(), created_at: z.string(), ...fields });
}

/** `{ success, message?, data }` around one record. */
export function zItemEnvelope<T extends z.ZodType>(record: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data: record });
}

/** The list envelope of ARCHITECTURE.md: `data = { data, current_page, per_page, total, last_page }`. */
export function zListEnvelope<T extends z.ZodType>(record: T) {
  return z.object({
    success: z.literal(true),
    data: z.object({ data: z.array(record), current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
  });
}

/** The answer of a delete: the id that is gone. */
export const zDeleted = z.object({ success: z.literal(true), message: z.string().optional(), data: z.object({ id: z.number().int() }) });
