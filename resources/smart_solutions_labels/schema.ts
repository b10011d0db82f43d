import { zTranslations } from '../../src/lib/translations';
import { z } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';
import { LABEL_NAME_MAX, LABEL_STATUSES } from './contract';

export { LABEL_NAME_MAX, LABEL_STATUSES };

/** A smart-solution label that posts can carry: a name per language, active or disabled. */
export const labelInput = z.strictObject({
  translations: zTranslations({ name: z.string().trim().max(LABEL_NAME_MAX) }, ['name']),
  status: z.enum(LABEL_STATUSES).default('active'),
});

/** One label as the API returns it. */
export const labelRecord = zRecord({
  status: z.enum(LABEL_STATUSES),
  translations: z.array(z.object({ locale: z.string(), name: z.string() })),
});
