import { isContentUrl, isPhone, V, z, zEmail, zIdBody } from '../../src/lib/validation';
import {
  APP_LANGUAGES,
  APP_NAME_MAX,
  APP_SUBTITLE_MAX,
  BRAND_FONT_NAMES,
  BRAND_NAME_MAX,
  BRAND_RULES,
  BRAND_SHORT_CODE_MAX,
  BRAND_STATUSES,
  FULL_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_MAX,
  URL_MAX,
  WELCOME_SCREENS_MAX,
} from './contract';
import { SHORT_CODE_RE } from './rules';

/** A file a brand names: an upload's stored name, or the URL the record gave for a kept one; null: none. */
const file = z.string().trim().max(300).nullable().default(null);

/**
 * A brand (spec content §3): its name and short code (each unique, the code in capitals), status,
 * logo, and the districts that carry it, among those the editor belongs to (the route checks).
 */
export const brandInput = z.strictObject({
  name: z.string().trim().min(1).max(BRAND_NAME_MAX),
  short_code: z
    .string()
    .trim()
    .min(1)
    .max(BRAND_SHORT_CODE_MAX)
    .regex(SHORT_CODE_RE, BRAND_RULES.ShortCodeFormat)
    .transform((v) => v.toUpperCase()),
  status: z.enum(BRAND_STATUSES, { error: V.SelectAnOption }).default('active'),
  logo_path: file,
  district_ids: z
    .array(zIdBody)
    .max(1000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type BrandInput = z.output<typeof brandInput>;

/** The theme of the residents' app: colour, font and its full-screen images. */
export const themeInput = z.strictObject({
  primary_color: z
    .string({ error: V.FieldNotNull })
    .trim()
    .min(1)
    .regex(/^#[0-9a-f]{6}$/i, V.InvalidHexColor),
  font_family: z.enum(BRAND_FONT_NAMES as [string, ...string[]], { error: V.SelectAnOption }),
  welcome_paths: z.array(z.string().trim().min(1).max(300)).max(WELCOME_SCREENS_MAX).default([]),
  login_background_path: file,
  splash_path: file,
  app_logo_path: file,
});
export type ThemeInput = z.output<typeof themeInput>;

const text = (max: number) => z.string().trim().max(max).default('');
const url = z
  .string()
  .trim()
  .max(URL_MAX)
  .default('')
  .refine((v) => v === '' || isContentUrl(v), V.InvalidUrl);

/**
 * What the app stores publish (spec content §3 "Publishing"). A draft may leave fields blank;
 * `submit: true` sends it for publishing, when every field the stores ask for must be there (the
 * route answers FieldNotNull on each that is not).
 */
export const publishingInput = z.strictObject({
  app_name: text(APP_NAME_MAX),
  app_subtitle: text(APP_SUBTITLE_MAX),
  short_description: text(SHORT_DESCRIPTION_MAX),
  full_description: text(FULL_DESCRIPTION_MAX),
  primary_language: z.enum(APP_LANGUAGES, { error: V.SelectAnOption }).default('en'),
  privacy_url: url,
  eula_url: url,
  website: url,
  email: z.union([z.literal(''), zEmail]).default(''),
  phone: z
    .string()
    .trim()
    .max(20)
    .default('')
    .refine((v) => v === '' || isPhone(v), V.InvalidPhone),
  feature_graphic_path: file,
  screenshots_zip_path: file,
  submit: z.boolean().default(false),
});
export type PublishingInput = z.output<typeof publishingInput>;

/** A brand as the API returns it; files as their addresses. */
export const brandRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  short_code: z.string(),
  status: z.enum(BRAND_STATUSES),
  logo_path: z.string().nullable(),
  district_ids: z.array(z.number().int()),
  districts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  primary_color: z.string(),
  font_family: z.string(),
  welcome_paths: z.array(z.string()),
  login_background_path: z.string().nullable(),
  splash_path: z.string().nullable(),
  app_logo_path: z.string().nullable(),
  app_name: z.string(),
  app_subtitle: z.string(),
  short_description: z.string(),
  full_description: z.string(),
  primary_language: z.string(),
  privacy_url: z.string(),
  eula_url: z.string(),
  website: z.string(),
  email: z.string(),
  phone: z.string(),
  feature_graphic_path: z.string().nullable(),
  screenshots_zip_path: z.string().nullable(),
  publishing_submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Reads only: whether the reader may change it (they hold brand_settings in every district it serves). */
  writable: z.boolean().optional(),
});
export type BrandRecord = z.output<typeof brandRecord>;

/** A district the editor may give a brand to, and the brand it carries now, if any. */
export const brandDistrictOption = z.object({
  id: z.number().int(),
  name: z.string(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
});
