import { CONTENT_LOCALES } from '../../../src/contract/locales';
import { LOGIN_PASSWORD_MIN, NEW_PASSWORD_MIN, PASSWORD_MAX } from '../../../src/contract/passwords';
import { V, z, zEmail, zIdBody } from '../../../src/lib/validation';

const required = () => z.string().min(1, { abort: true });

export const loginBody = z.strictObject({
  email: zEmail,
  password: required().min(LOGIN_PASSWORD_MIN, V.PasswordTooShort).max(PASSWORD_MAX),
  language: z.enum(CONTENT_LOCALES).optional(),
});

export const selectDistrictBody = z.strictObject({ selected_district: zIdBody });

export const resetBody = z.strictObject({ email: zEmail });

export const restoreBody = z
  .strictObject({
    email: zEmail,
    password: required().min(NEW_PASSWORD_MIN, V.PasswordTooShort).max(PASSWORD_MAX),
    password_confirmation: required(),
    token: required().max(200),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: V.PasswordsNotMatch });

export const verifyBody = z.strictObject({ code: z.string().trim().max(200).optional() });
