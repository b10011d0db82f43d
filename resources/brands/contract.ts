import { defineContract } from '../../src/contract/entity';
import { MB, type FileRule } from '../../src/contract/fileRules';

/** Lengths of the brand's columns (resources/brands/table.ts): the forms count, the server refuses more. */
export const BRAND_NAME_MAX = 120;
export const BRAND_SHORT_CODE_MAX = 16;
export const APP_NAME_MAX = 50;
/** Spec content §5, §9: the app subtitle is at most 30 characters. */
export const APP_SUBTITLE_MAX = 30;
export const SHORT_DESCRIPTION_MAX = 80;
export const FULL_DESCRIPTION_MAX = 4000;
export const URL_MAX = 2000;
export const BRAND_STATUSES = ['active', 'inactive'] as const;
/** The app's store listing languages (spec console §1: content languages en, it, pt, and es). */
export const APP_LANGUAGES = ['en', 'it', 'pt', 'es'] as const;
/** How many welcome screens the app pages through at most. */
export const WELCOME_SCREENS_MAX = 5;

/**
 * The fonts a brand's app may use: each drawn by the reader's own system (a stack ending in a
 * generic family), so the console's preview needs no web font and fetches nothing.
 */
export const BRAND_FONTS = {
  Roboto: "Roboto, 'Helvetica Neue', Arial, sans-serif",
  System: "system-ui, -apple-system, 'Segoe UI', sans-serif",
  Verdana: 'Verdana, Geneva, sans-serif',
  Trebuchet: "'Trebuchet MS', 'Lucida Grande', sans-serif",
  Georgia: "Georgia, 'DejaVu Serif', serif",
  Times: "'Times New Roman', Times, 'Liberation Serif', serif",
  Palatino: "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
  Courier: "'Courier New', Courier, 'Liberation Mono', monospace",
} as const;
export type BrandFont = keyof typeof BRAND_FONTS;
export const BRAND_FONT_NAMES = Object.keys(BRAND_FONTS) as BrandFont[];
export const DEFAULT_PRIMARY_COLOR = '#1f6f5c';

/** A full-screen portrait of the app (welcome, login and sign-up background, splash): spec content §5. */
const PORTRAIT: FileRule = { types: ['png', 'jpg'], maxBytes: 1 * MB, width: 1280, height: 2272 };

/**
 * The brand's files and what each takes (spec content §5 "Image limits"). The splash screen has no
 * limit of its own in the spec: it is a full-screen portrait like the welcome screens, so it takes theirs.
 */
export const BRAND_FILE_FIELDS = [
  'logo_path',
  'welcome_paths',
  'login_background_path',
  'splash_path',
  'app_logo_path',
  'feature_graphic_path',
  'screenshots_zip_path',
] as const;
export type BrandFileField = (typeof BRAND_FILE_FIELDS)[number];
export const BRAND_FILE_RULES: Readonly<Record<BrandFileField, FileRule>> = {
  logo_path: { types: ['png', 'jpg'], maxBytes: 5 * MB },
  welcome_paths: PORTRAIT,
  login_background_path: PORTRAIT,
  splash_path: PORTRAIT,
  app_logo_path: { types: ['png'], maxBytes: 5 * MB, width: 512, height: 512 },
  feature_graphic_path: { types: ['png', 'jpg'], maxBytes: 15 * MB, width: 1024, height: 500 },
  screenshots_zip_path: { types: ['zip'], maxBytes: 64 * MB },
};
export const THEME_FILES = ['welcome_paths', 'login_background_path', 'splash_path', 'app_logo_path'] as const;
export const PUBLISHING_FILES = ['feature_graphic_path', 'screenshots_zip_path'] as const;

/** The brand's own validation keys (their messages in ./i18n.ts), beside the catalogue's. */
export const BRAND_RULES = {
  /** A district carries at most one brand: it already carries another. */
  DistrictTaken: 'Validations.BrandDistrictTaken',
  ShortCodeTaken: 'Validations.BrandShortCodeTaken',
  ShortCodeFormat: 'Validations.BrandShortCodeFormat',
} as const;

/**
 * brands (spec console §2 "brands (+form, appPublishing, themeSetting)", content §3 "Brand and app
 * publishing"): the residents' app as branded for some districts. A brand belongs to no single
 * district: every holder of brand_settings (where the district has BrandSettings on) sees them
 * all, and gives a brand to districts they belong to; a district carries at most one brand.
 */
export default defineContract({
  name: 'brands',
  route: '/backend/brands',
  section: { id: 'brands', parent: 'settings', position: 50 },
  feature: 'BrandSettings',
  scope: 'global',
  permissions: { view: 'brand_settings', add: 'brand_settings', edit: 'brand_settings', delete: 'brand_settings' },
  list: {
    sort: { field: 'name', order: 'ASC' },
    sortable: ['id', 'name', 'short_code', 'status', 'updated_at'],
    searchable: ['name', 'short_code'],
    tabs: { filter: 'status', values: ['all', ...BRAND_STATUSES], default: 'all' },
    // The list draws the logo (or the initials on the brand's colour), the districts' names and
    // "draft" for an unsubmitted listing itself (views.tsx); the wait screen the plain kinds.
    columns: [
      { source: 'logo_path', kind: 'image', width: 56 },
      { source: 'name', kind: 'text' },
      { source: 'short_code', kind: 'text', hideOnMobile: true },
      { source: 'status', kind: 'status', labels: 'resources.brands.values.status' },
      { source: 'districts', kind: 'custom', hideOnMobile: true },
      { source: 'publishing_submitted_at', kind: 'date', hideOnMobile: true },
    ],
  },
  images: BRAND_FILE_FIELDS,
  fileRules: BRAND_FILE_RULES,
  schemas: () => import('./schema').then((m) => ({ input: m.brandInput, record: m.brandRecord })),
});
