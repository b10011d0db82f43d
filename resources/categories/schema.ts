import { HEX_COLOR_RE } from '../../src/lib/formats';
import { zTranslations } from '../../src/lib/translations';
import { V, z } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';
import { CATEGORY_IMAGE_MAX_BYTES, CATEGORY_IMAGES, CATEGORY_TITLE_MAX, DEFAULT_CATEGORY_COLOR } from './constants';

export { CATEGORY_IMAGE_MAX_BYTES, CATEGORY_IMAGES, CATEGORY_TITLE_MAX, DEFAULT_CATEGORY_COLOR };

const title = zTranslations({ name: z.string().trim().max(CATEGORY_TITLE_MAX) }, ['name']);
/** An uploaded file's name, or its URL when an existing image is kept. */
const image = z
  .string({ error: V.NoImage })
  .trim()
  .min(1, V.NoImage)
  .transform((v) => v.replace(/^\/api\/v3\/files\//, ''));

export const activityCategoryInput = z.strictObject({
  type: z.literal('activity'),
  translations: title,
  category_color: z.string().trim().regex(HEX_COLOR_RE, V.InvalidHexColor).default(DEFAULT_CATEGORY_COLOR),
  category_icon: image,
  category_grey_icon: image,
  category_illustration: image,
});

export const toolCategoryInput = z.strictObject({ type: z.literal('tool'), translations: title });
export type ActivityCategoryInput = z.output<typeof activityCategoryInput>;
export type CategoryInput = ActivityCategoryInput | z.output<typeof toolCategoryInput>;

/** One category as the API returns it: the images as their file URLs (null on a tool category). */
export const categoryRecord = zRecord({
  type: z.enum(['activity', 'tool']),
  visibility: z.enum(['district', 'private']),
  translations: z.array(z.object({ locale: z.string(), name: z.string() })),
  category_color: z.string().nullable(),
  category_icon: z.string().nullable(),
  category_grey_icon: z.string().nullable(),
  category_illustration: z.string().nullable(),
});
