import { HEX_COLOR_RE } from '../../src/lib/formats';
import { zTranslations } from '../../src/lib/translations';
import { V, z } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';
import { CATEGORY_IMAGES } from './constants';

export { CATEGORY_IMAGES };

/** Spec content §3, §5, §9: title per language up to 90, three images up to 1 MB, a colour. */
export const CATEGORY_TITLE_MAX = 90;
export const DEFAULT_CATEGORY_COLOR = '#2BCFD1';
export const CATEGORY_IMAGE_MAX_BYTES = 1024 * 1024;
export const CATEGORY_IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const;

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
