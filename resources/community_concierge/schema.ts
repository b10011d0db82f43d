import { isContactPhone, isContentUrl } from '../../src/lib/formats';
import { V, z } from '../../src/lib/validation';

import { CONCIERGE_CONTACT_MAX, CONCIERGE_LINK_MAX, CONCIERGE_PHONE_MAX } from './contract';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The concierge's contact details (spec content §3 "Concierge service: contact, phone, WhatsApp
 * link"), one set per district, on the `contact_details_form` page. Each may be left empty.
 */
export const conciergeContactInput = z.strictObject({
  contact: z.preprocess(blankToNull, z.string().trim().max(CONCIERGE_CONTACT_MAX, V.FieldTooLongMax).nullable()).default(null),
  phone: z
    .preprocess(blankToNull, z.string().trim().max(CONCIERGE_PHONE_MAX, V.FieldTooLongMax).refine(isContactPhone, V.InvalidContactPhone).nullable())
    .default(null),
  whatsapp_link: z
    .preprocess(blankToNull, z.string().trim().max(CONCIERGE_LINK_MAX, V.FieldTooLongMax).refine(isContentUrl, V.InvalidUrl).nullable())
    .default(null),
});
export type ConciergeContact = z.output<typeof conciergeContactInput>;

export const conciergeContactRecord = z.object({
  id: z.number().int(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp_link: z.string().nullable(),
});
