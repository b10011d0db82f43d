import { COMMUNITY_CONTENT_FLAGS, DISTRICT_CONTENT_FLAGS, TOP_LEVEL_FLAGS } from '../../src/lib/features';
import { isUrl, V, z, zOptionId } from '../../src/lib/validation';
import { DISTRICT_LANGUAGES, DISTRICT_NAME_MAX, WEATHER_LINK_MAX, ZIP_CODE_MAX } from './contract';
import { isTimeZone } from './constants';

/** Blank text is no value: optional fields are stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A coordinate in its range: required, a district is placed on the map. */
const coordinate = (limit: number) => z.number({ error: V.MustBeNumber }).min(-limit, V.NumberMin).max(limit, V.NumberMax);

/** Spec content §5 "invalid URL (must begin with http:// or https://)": the weather link is fetched by the apps, https only. */
const isHttpsUrl = (v: string) => /^https:\/\//i.test(v) && isUrl(v);

/**
 * A district as settings/districts edits it (spec content §3 "District: name, city, country, zip
 * code, latitude, longitude, weather link", plus its default language and time zone). The country
 * and its currency come with the city. Its configuration flags are saved apart (PUT
 * /districts/:id/configuration) and start all off.
 */
export const districtInput = z.strictObject({
  name: z.string().trim().min(1, V.FieldNotNull).max(DISTRICT_NAME_MAX),
  city_id: zOptionId,
  zip_code: optionalText(ZIP_CODE_MAX),
  latitude: coordinate(90),
  longitude: coordinate(180),
  weather_link: optionalText(WEATHER_LINK_MAX).refine((v) => v === null || isHttpsUrl(v), V.InvalidUrl),
  default_language: z.enum(DISTRICT_LANGUAGES, { error: V.SelectAnOption }),
  time_zone: z.string({ error: V.SelectAnOption }).refine(isTimeZone, V.SelectAnOption),
});
export type DistrictInput = z.output<typeof districtInput>;

const flags = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>;

/**
 * The whole flag object of spec console §3, as the configuration page saves it: every flag given,
 * as a boolean, and nothing else (an unknown key is refused, not dropped).
 */
export const districtConfigurationInput = z.strictObject({
  ...flags(TOP_LEVEL_FLAGS),
  DistrictContents: z.strictObject({ active: z.boolean(), ...flags(DISTRICT_CONTENT_FLAGS) }),
  CommunityContents: z.strictObject({ active: z.boolean(), ...flags(COMMUNITY_CONTENT_FLAGS) }),
});

/** Flags as the API returns them: the whole object, gaps filled (normalizeConfiguration). */
const zConfiguration = districtConfigurationInput;

/** One district as the API returns it, with its city, country and currency, and its flags (applied and pending). */
export const districtRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  city_id: z.number().int(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  country: z.object({ id: z.number().int(), name: z.string(), code: z.string(), currency_code: z.string(), currency_symbol: z.string() }),
  zip_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  weather_link: z.string().nullable(),
  default_language: z.string(),
  time_zone: z.string(),
  configuration: zConfiguration,
  /** A saved configuration the job has not applied yet, or null. */
  pending_configuration: zConfiguration.nullable(),
});

/** What PUT /districts/:id/configuration answers (202): the change waiting for the job. */
export const configurationChangeRecord = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  status: z.enum(['pending', 'applied', 'failed', 'superseded']),
  configuration: zConfiguration,
});
