import { zRecord } from '../../src/contract/records';
import { zTranslations } from '../../src/lib/translations';
import { V, z } from '../../src/lib/validation';
import { CAPTION_MAX } from './contract';

export { CAPTION_MAX };

/** An uploaded file's name, or its URL when the picture is kept. */
const image = z
  .string({ error: V.NoImage })
  .trim()
  .min(1, V.NoImage)
  .max(200, V.NoImage)
  .transform((v) => v.replace(/^\/api\/v3\/files\//, ''));

/** A gallery picture: the image and its caption, required in one language (the others filled from it). */
export const galleryInput = z.strictObject({
  image,
  translations: zTranslations({ caption: z.string().trim().max(CAPTION_MAX) }, ['caption']),
});
export type GalleryInput = z.output<typeof galleryInput>;

/** One picture as the API returns it: the image as its file's URL. */
export const galleryRecord = zRecord({
  image: z.string(),
  translations: z.array(z.object({ locale: z.string(), caption: z.string() })),
  position: z.number().int(),
});
