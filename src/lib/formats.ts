/**
 * The spec's shared formats (console §5) and the validation message keys of its catalogue
 * (content §5), without zod: the public pages check a login form and must not carry a schema
 * library. validation.ts re-exports all of this next to its zod schemas.
 */
export const V = {
  FieldNotNull: 'Validations.FieldNotNull',
  FieldInvalid: 'Validations.FieldInvalid',
  FieldUnknown: 'Validations.FieldUnknown',
  /** A name that must be unique (a role's) is already another record's. */
  NameTaken: 'Validations.NameTaken',
  FieldTooShortMin: 'Validations.FieldTooShortMin',
  FieldTooLongMax: 'Validations.FieldTooLongMax',
  LangNotNull: 'Validations.LangNotNull',
  InvalidEmail: 'Validations.InvalidEmail',
  InvalidUrl: 'Validations.InvalidUrl',
  InvalidPhone: 'Validations.InvalidPhone',
  InvalidContactPhone: 'Validations.InvalidContactPhone',
  InvalidHexColor: 'Validations.InvalidHexColor',
  InvalidHour: 'Validations.InvalidHour',
  MustBeNumber: 'Validations.MustBeNumber',
  MustBeInteger: 'Validations.MustBeInteger',
  NumberMin: 'Validations.NumberMin',
  NumberMax: 'Validations.NumberMax',
  PasswordTooShort: 'Validations.PasswordTooShort',
  PasswordTooCommon: 'Validations.PasswordTooCommon',
  PasswordsNotMatch: 'Validations.PasswordsNotMatch',
  DateInvalid: 'Validations.DateInvalid',
  DateStartNotPast: 'Validations.DateStartNotPast',
  DateEndNotEqualPastStart: 'Validations.DateEndNotEqualPastStart',
  SelectAnOption: 'Validations.SelectAnOption',
  /** A user belongs to a district through at least one role there (spec content §5). */
  RoleRequiredPerDistrict: 'Validations.RoleRequiredPerDistrict',
  /** A role with a permission the editor does not hold cannot be given by them. */
  RoleNotPermitted: 'Validations.RoleNotPermitted',
  /** Removing a user's last district is deleting them, not editing their roles. */
  UserNeedsDistrict: 'Validations.UserNeedsDistrict',
  TokenInvalid: 'Validations.TokenInvalid',
  NoImage: 'Validations.NoImage',
  FileTooLarge: 'Validations.FileTooLarge',
  FieldReadOnly: 'Validations.FieldReadOnly',
  FileNotImage: 'Validations.FileNotImage',
  /** A field that takes PNG only (an app logo), given another kind of file. */
  FileNotPng: 'Validations.FileNotPng',
  /** A field that takes a zip archive, given another kind of file. */
  FileNotZip: 'Validations.FileNotZip',
  /** A zip whose entries are not all PNG or JPEG images. */
  ZipNotImages: 'Validations.ZipNotImages',
  /** An image not of the pixel size its field asks (spec content §5 "image resolution {width}x{height}"). */
  ImageResolution: 'Validations.ImageResolution',
  UploadQuotaExceeded: 'Validations.UploadQuotaExceeded',
  PeriodTooLong: 'Validations.PeriodTooLong',
  DateNotBeforeToday: 'Validations.DateNotBeforeToday',
  DateTimeNotPast: 'Validations.DateTimeNotPast',
  SelectUserFirst: 'Validations.SelectUserFirst',
  PodcastUrlRequired: 'Validations.PodcastUrlRequired',
  CustomSpaceNoName: 'Validations.CustomSpaceNoName',
  CustomSpaceNoAddress: 'Validations.CustomSpaceNoAddress',
  ToolMaxDays: 'Validations.ToolMaxDays',
  ToolReserved: 'Validations.ToolReserved',
  DateNotFuture: 'Validations.DateNotFuture',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const URL_RE = /^(https?:\/\/)?(([a-z0-9-]+\.)+[a-z]{2,}|localhost|(\d{1,3}\.){3}\d{1,3})(:\d{1,5})?(\/[^\s]*)?$/i;
export const CONTENT_URL_RE = /^https?:\/\//i;
export const CONTACT_PHONE_RE = /^\+?\d{3,255}$/;
export const PHONE_RE = /^\+?\d{10,13}$/;
export const HEX_COLOR_RE = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const HOUR_RE = /^(([01]?\d|2[0-3])[:.][0-5]\d|24[:.]00)$/;
export const FLOAT_RE = /^\d+(\.\d+)?$/;
export const SIGNED_FLOAT_RE = /^[-+]?\d+(\.\d+)?$/;
export const SERVER_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export const isEmail = (v: string) => v === '' || EMAIL_RE.test(v);
export const isUrl = (v: string) => URL_RE.test(v);
export const isContentUrl = (v: string) => CONTENT_URL_RE.test(v) && URL_RE.test(v);
export const isContactPhone = (v: string) => CONTACT_PHONE_RE.test(v);
export const isPhone = (v: string) => PHONE_RE.test(v);
export const isHexColor = (v: string) => HEX_COLOR_RE.test(v);
export const isHour = (v: string) => HOUR_RE.test(v);
export const isFloat = (v: string, signed = false) => (signed ? SIGNED_FLOAT_RE : FLOAT_RE).test(v);

/** A real calendar date in the server's YYYY-MM-DD form (2026-02-30 is not one). */
export function isServerDate(v: string): boolean {
  if (!SERVER_DATE_RE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
