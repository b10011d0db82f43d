import { V, z, zEmail, zId } from '../../../src/lib/validation';

const required = () => z.string().min(1, { abort: true });

export const loginBody = z.strictObject({
  email: zEmail,
  // The spec's minimum for logging in is 6 (spec console §5).
  password: required().min(6, V.PasswordTooShort).max(200),
  language: z.enum(['en', 'it', 'pt', 'es']).optional(),
});

export const selectDistrictBody = z.strictObject({ selected_district: zId });

export const resetBody = z.strictObject({ email: zEmail });

export const restoreBody = z
  .strictObject({
    email: zEmail,
    password: required().min(8, V.PasswordTooShort).max(200),
    password_confirmation: required(),
    token: required().max(200),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: V.PasswordsNotMatch });

export const verifyBody = z.strictObject({ code: z.string().trim().max(200).optional() });
