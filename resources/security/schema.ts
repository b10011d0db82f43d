import { z, zIdBody } from '../../src/lib/validation';
import { HANDLING_NOTES_MAX } from './contract';

/** The handling form's own check (the district is the session's). */
export const handleForm = z.strictObject({ handling_notes: z.string().trim().max(HANDLING_NOTES_MAX).nullish() });

/** What staff write when they handle a call: the notes are optional. */
export const handleInput = z.strictObject({
  district_id: zIdBody,
  handling_notes: z
    .string()
    .trim()
    .max(HANDLING_NOTES_MAX)
    .nullish()
    .transform((v) => v || null),
});

const person = { id: z.number().int(), full_name: z.string().nullable() };

/** One SOS call as the API returns it: the caller and the handler may be gone (null). */
export const sosCallRecord = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handling_notes: z.string().nullable(),
  status: z.enum(['call', 'handled']),
  user: z.object({ ...person, phone: z.string().nullable() }).nullable(),
  handled_by: z.object(person).nullable(),
});
