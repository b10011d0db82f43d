import { z } from 'zod';

/**
 * The spec's shared formats (console §5) and the validation message keys of its catalogue
 * (content §5). The server answers 422 with these keys and the console translates them, so the
 * same rule gives the same message wherever it fails. The formats live in formats.ts (no zod).
 */
import { EMAIL_RE, isServerDate, PHONE_RE, V } from './formats';

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

/** A day as YYYY-MM-DD that exists on the calendar (spec content §5: NotNull, then DateInvalid). */
export const zDay = z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).refine(isServerDate, V.DateInvalid);

/** Field schemas for the shared formats. */
export const zEmail = z.string().trim().toLowerCase().min(1, { abort: true }).max(255).regex(EMAIL_RE, V.InvalidEmail);
export const zPhone = z.string().regex(PHONE_RE, V.InvalidPhone);

/**
 * Ids are PostgreSQL `integer`s (int4). A JSON body carries one as a number: `"1"`, `true` and
 * `[1]` are refused, never coerced (`Number([1])` is 1, and `Number` of a deep array overflows).
 * A query string or a path carries text: only the canonical decimal form is an id, so `01`,
 * ` 1`, `+1`, `1e0`, `0x1` and a repeated key (an array) are refused.
 */
const INT4_MAX = 2_147_483_647;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const bodyId = (message: string) => z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** An id in a JSON body. */
export const zIdBody = bodyId(V.FieldInvalid);
/** An id in a JSON body that names a record picked in a select (a host, a country): refused as "select an option". */
export const zOptionId = bodyId(V.SelectAnOption);
/** An id in a query string or a path parameter: its canonical decimal text, as a number. */
export const zIdParam = z.string({ error: V.FieldInvalid }).regex(ID_TEXT, V.FieldInvalid).transform(Number).pipe(z.number().max(INT4_MAX, V.FieldInvalid));
export { z };
