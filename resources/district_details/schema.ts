import { zTranslations } from '../../src/lib/translations';
import { isContentUrl, V, z } from '../../src/lib/validation';
import { ADDRESS_MAX, DESCRIPTION_MAX, DISTRICT_NAME_MAX, LINK_MAX, ZIP_CODE_MAX } from './contract';

/** Blank text is no value: optional fields are stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A coordinate in its range, or none. */
const coordinate = (limit: number) =>
  z
    .number({ error: V.MustBeNumber })
    .min(-limit, V.NumberMin)
    .max(limit, V.NumberMax)
    .nullish()
    .transform((v) => v ?? null);

/**
 * The district's page (spec content §3 "District": name, city, country, zip code, latitude,
 * longitude, weather link; console §2: description per language, cover, address). City and
 * country are the district's settings (settings/districts), not written here. A map position
 * is both coordinates or neither.
 */
export const districtDetailsInput = z
  .strictObject({
    name: z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(DISTRICT_NAME_MAX),
    translations: zTranslations({ description: z.string().trim().max(DESCRIPTION_MAX) }, ['description']),
    /** The upload's name, or the kept cover's URL; none: no cover. */
    cover: z
      .string()
      .trim()
      .max(200, V.NoImage)
      .nullish()
      .transform((v) => (v ? v.replace(/^\/api\/v3\/files\//, '') : null)),
    address: optionalText(ADDRESS_MAX),
    zip_code: optionalText(ZIP_CODE_MAX),
    latitude: coordinate(90),
    longitude: coordinate(180),
    weather_link: optionalText(LINK_MAX).refine((v) => v === null || isContentUrl(v), V.InvalidUrl),
  })
  .superRefine((v, ctx) => {
    if (v.latitude === null && v.longitude !== null) ctx.addIssue({ code: 'custom', path: ['latitude'], message: V.FieldNotNull });
    if (v.longitude === null && v.latitude !== null) ctx.addIssue({ code: 'custom', path: ['longitude'], message: V.FieldNotNull });
  });
export type DistrictDetailsInput = z.output<typeof districtDetailsInput>;

/** The page as the API returns it: its district's id, city and country, the cover as its file's URL. */
export const districtDetailsRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  translations: z.array(z.object({ locale: z.string(), description: z.string() })),
  cover: z.string().nullable(),
  address: z.string().nullable(),
  zip_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  weather_link: z.string().nullable(),
});
export type DistrictDetails = z.output<typeof districtDetailsRecord>;
