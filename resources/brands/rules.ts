import { isContentUrl, isEmail, isHexColor, isPhone, V } from '../../src/lib/formats';
import { APP_LANGUAGES, APP_NAME_MAX, APP_SUBTITLE_MAX, FULL_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX } from './contract';

/**
 * The brand's rules without zod (the console's pages check with them; the server's schema says
 * the same): a short code's form, the publishing wizard's fields and steps, and the contrast of
 * text on the brand's colour.
 */

/** Letters, digits, dash and underscore: the code names the brand in builds and store ids. */
export const SHORT_CODE_RE = /^[A-Za-z0-9_-]+$/;

export interface PublishingValues {
  app_name: string;
  app_subtitle: string;
  short_description: string;
  full_description: string;
  primary_language: string;
  privacy_url: string;
  eula_url: string;
  website: string;
  email: string;
  phone: string;
  /** A file as the wizard holds it: the stored name (or kept URL), null when none. */
  feature_graphic_path: string | null;
  screenshots_zip_path: string | null;
}
export type PublishingField = keyof PublishingValues;

/** What the stores ask for before an app is published; website and phone may stay blank. */
export const PUBLISHING_REQUIRED: readonly PublishingField[] = [
  'app_name',
  'app_subtitle',
  'short_description',
  'full_description',
  'primary_language',
  'privacy_url',
  'eula_url',
  'email',
  'feature_graphic_path',
  'screenshots_zip_path',
];

/** The wizard's steps and their fields, in order; the last step is the summary. */
export const PUBLISHING_STEPS = [
  { id: 'app', fields: ['app_name', 'app_subtitle', 'primary_language'] },
  { id: 'descriptions', fields: ['short_description', 'full_description'] },
  { id: 'contacts', fields: ['privacy_url', 'eula_url', 'website', 'email', 'phone'] },
  { id: 'graphics', fields: ['feature_graphic_path', 'screenshots_zip_path'] },
  { id: 'summary', fields: [] },
] as const satisfies readonly { id: string; fields: readonly PublishingField[] }[];

export interface FieldError {
  message: string;
  args?: Record<string, string | number>;
}

const LIMITS: Partial<Record<PublishingField, number>> = {
  app_name: APP_NAME_MAX,
  app_subtitle: APP_SUBTITLE_MAX,
  short_description: SHORT_DESCRIPTION_MAX,
  full_description: FULL_DESCRIPTION_MAX,
};

/** One field's error as the server's schema and its submit check would give it, or undefined. */
export function publishingFieldError(field: PublishingField, values: PublishingValues): FieldError | undefined {
  const raw = values[field];
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === null || value === '') return PUBLISHING_REQUIRED.includes(field) ? { message: V.FieldNotNull } : undefined;
  const max = LIMITS[field];
  if (max !== undefined && value.length > max) return { message: V.FieldTooLongMax, args: { max } };
  if ((field === 'privacy_url' || field === 'eula_url' || field === 'website') && !isContentUrl(value)) return { message: V.InvalidUrl };
  if (field === 'email' && !isEmail(value)) return { message: V.InvalidEmail };
  if (field === 'phone' && !isPhone(value)) return { message: V.InvalidPhone };
  if (field === 'primary_language' && !(APP_LANGUAGES as readonly string[]).includes(value)) return { message: V.SelectAnOption };
  return undefined;
}

/** The errors of some fields (a step's), by field. */
export function publishingErrors(values: PublishingValues, fields: readonly PublishingField[]): Partial<Record<PublishingField, FieldError>> {
  const out: Partial<Record<PublishingField, FieldError>> = {};
  for (const f of fields) {
    const e = publishingFieldError(f, values);
    if (e) out[f] = e;
  }
  return out;
}

/** The first step holding one of these fields: where a refused submit takes the user back. */
export function firstStepWith(fields: readonly string[]): number {
  const at = PUBLISHING_STEPS.findIndex((s) => (s.fields as readonly string[]).some((f) => fields.includes(f)));
  return at < 0 ? 0 : at;
}

/** The required fields a submitted publishing leaves blank (the server's check on submit). */
export function missingForSubmit(values: Partial<Record<PublishingField, string | null>>): PublishingField[] {
  return PUBLISHING_REQUIRED.filter((f) => {
    const v = values[f];
    return v === null || v === undefined || v.trim() === '';
  });
}

// ---------------------------------------------------------------------------------------------
// Colour: WCAG 2.1 relative luminance and contrast, for the text the app draws on the brand's colour.

/** `#abc` or `#aabbcc` as red, green and blue, 0 to 255; null for anything else. */
export function hexToRgb(hex: string): [number, number, number] | null {
  if (!isHexColor(hex)) return null;
  const six = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const n = parseInt(six, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour (0 black to 1 white). */
export function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours, 1 to 21 (WCAG); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  if (!ra || !rb) return 1;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a1a1a';
/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** The text colour (white or near black) that reads best on `background`. */
export function textColorOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
