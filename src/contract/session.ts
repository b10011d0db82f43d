import { z } from 'zod';
import { PREVIEW_KINDS } from './preview';

const zId = z.number().int();
const zNamed = z.object({ id: zId, name: z.string() });

/** The dashboard district as the session stores it (spec console §3), with its country details. */
export const zDashboardDistrict = z.object({
  id: zId,
  name: z.string(),
  default_language: z.string(),
  currency_symbol: z.string(),
  sos_window_days: z.number().int(),
  /** IANA time zone of the district: where its times are shown and picked. */
  time_zone: z.string(),
  city: z.object({
    id: zId,
    name: z.string(),
    country: z.object({ id: zId, name: z.string(), code: z.string(), currency_code: z.string(), currency_symbol: z.string(), date_format: z.string() }),
  }),
});

/** Whose console a "view as" tab shows (src/contract/preview.ts). */
const zPreviewInfo = z.object({ kind: z.enum(PREVIEW_KINDS), id: zId, name: z.string() });

/** The signed-in user as login, /auth/me and the profile answer it (spec console §3). */
export const zUserObject = z.object({
  id: zId,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  cover_path: z.string().nullable(),
  level: z.string(),
  permissions: z.array(z.string()),
  districts: z.array(zNamed),
  roles_by_district: z.array(z.object({ district_id: zId, district_name: z.string(), roles: z.array(zNamed), permissions: z.array(z.string()) })),
  dashboard_district: zDashboardDistrict.nullable(),
  /** Only in a "view as" tab (src/contract/preview.ts): whose console the permissions are. */
  preview: zPreviewInfo.optional(),
});
