import { zRecord } from '../../src/contract/records';
import { zTranslations } from '../../src/lib/translations';
import { CONTACT_PHONE_RE, V, z } from '../../src/lib/validation';
import { CONTACT_CATEGORIES, CONTACT_NAME_MAX, CONTACT_NOTES_MAX, CONTACT_PHONE_MAX } from './constants';

/**
 * A useful-info or SOS contact: name (required in a language) and notes per language, the phone
 * (spec console §5 "contact phone": optional +, at least 3 digits) and a category. The kind is
 * the entity's (its contract's subset), never the client's.
 */
export const contactInput = z.strictObject({
  translations: zTranslations({ name: z.string().trim().max(CONTACT_NAME_MAX), notes: z.string().trim().max(CONTACT_NOTES_MAX) }, ['name']),
  phone: z
    .string({ error: V.FieldNotNull })
    .trim()
    .min(1, V.FieldNotNull)
    .max(CONTACT_PHONE_MAX, V.InvalidContactPhone)
    .regex(CONTACT_PHONE_RE, V.InvalidContactPhone),
  category: z.enum(CONTACT_CATEGORIES, { error: V.SelectAnOption }),
});
export type ContactInput = z.output<typeof contactInput>;

/** One contact as the API returns it. */
export const contactRecord = zRecord({
  kind: z.enum(['useful_info', 'sos']),
  translations: z.array(z.object({ locale: z.string(), name: z.string(), notes: z.string() })),
  phone: z.string(),
  category: z.string(),
  position: z.number().int(),
});
