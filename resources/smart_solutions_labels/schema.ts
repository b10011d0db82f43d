import { zTranslations } from '../../src/lib/translations';
import { z } from '../../src/lib/validation';

/** A smart-solution label that posts can carry: a name per language, active or disabled. */
export const LABEL_STATUSES = ['active', 'disabled'] as const;
export const LABEL_NAME_MAX = 60;

export const labelInput = z.strictObject({
  translations: zTranslations({ name: z.string().trim().max(LABEL_NAME_MAX) }, ['name']),
  status: z.enum(LABEL_STATUSES).default('active'),
});
