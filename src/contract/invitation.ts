import { z } from 'zod';

/**
 * An invitation with its host and guests, as the gate and the resident routes answer it. Loose,
 * and naming only fields that are not times: the times leave as Date objects (JSON makes them ISO
 * strings) until the visitors entity's own contract describes the whole record.
 */
export const zInvitation = z.looseObject({
  id: z.number().int(),
  district_id: z.number().int(),
  visitor_code: z.string(),
  category: z.string(),
  date_start: z.string(),
  user: z.looseObject({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  guests: z.array(z.looseObject({ id: z.number().int() })),
});
