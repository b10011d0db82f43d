import { z } from 'zod';

/**
 * The spec's shared formats (console §5) and the validation message keys of its catalogue
 * (content §5). The server answers 422 with these keys and the console translates them, so the
 * same rule gives the same message wherever it fails. The formats live in formats.ts (no zod).
 */
import { EMAIL_RE, PHONE_RE, V } from './formats';

export {
  V,
  EMAIL_RE,
  URL_RE,
  CONTENT_URL_RE,
  CONTACT_PHONE_RE,
  PHONE_RE,
  HEX_COLOR_RE,
  HOUR_RE,
  FLOAT_RE,
  SIGNED_FLOAT_RE,
  SERVER_DATE_RE,
  isEmail,
  isUrl,
  isContentUrl,
  isContactPhone,
  isPhone,
  isHexColor,
  isHour,
  isFloat,
  isServerDate,
} from './formats';
export type { ValidationKey } from './formats';

/** Zod's own messages become catalogue keys, so no schema has to spell them out. */
z.config({
  // No `new Function` probe: the console's content security policy forbids eval.
  jitless: true,
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? V.FieldNotNull : V.FieldInvalid;
      case 'too_small':
        return issue.origin === 'string' && issue.minimum === 1 ? V.FieldNotNull : V.FieldTooShortMin;
      case 'too_big':
        return V.FieldTooLongMax;
      case 'unrecognized_keys':
        return V.FieldUnknown;
      case 'invalid_format':
        return issue.format === 'email' ? V.InvalidEmail : issue.format === 'url' ? V.InvalidUrl : V.FieldInvalid;
      default:
        return V.FieldInvalid;
    }
  },
});

/** Field schemas for the shared formats. */
export const zEmail = z.string().trim().toLowerCase().min(1, { abort: true }).max(255).regex(EMAIL_RE, V.InvalidEmail);
export const zPhone = z.string().regex(PHONE_RE, V.InvalidPhone);
export const zId = z.coerce.number({ error: V.FieldInvalid }).int(V.MustBeInteger).positive(V.FieldInvalid).max(2_147_483_647, V.FieldInvalid);

export { z };
