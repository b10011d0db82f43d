import { zTranslations } from '../../src/lib/translations';
import { z } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';
import { TAG_NAME_MAX, TAG_STATUSES } from './contract';

export { TAG_NAME_MAX, TAG_STATUSES };

/** A tag: a name per language and whether it can be picked (list tabs: all, active, disabled). */
export const tagInput = z.strictObject({
  translations: zTranslations({ name: z.string().trim().max(TAG_NAME_MAX) }, ['name']),
  status: z.enum(TAG_STATUSES).default('active'),
});
export type TagInput = z.output<typeof tagInput>;

/** One tag as the API returns it. */
export const tagRecord = zRecord({
  status: z.enum(TAG_STATUSES),
  translations: z.array(z.object({ locale: z.string(), name: z.string() })),
});
