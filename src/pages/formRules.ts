import { isEmail, V } from '../lib/formats';

/** The login and password rules of spec console §5, returning catalogue keys with their params. */
export type FieldError = { key: string; params?: Record<string, number> } | null;

export function emailError(value: string): FieldError {
  const v = value.trim();
  if (!v) return { key: V.FieldNotNull };
  return isEmail(v) ? null : { key: V.InvalidEmail };
}

export function passwordError(value: string, min: number): FieldError {
  if (!value) return { key: V.FieldNotNull };
  return value.length < min ? { key: V.PasswordTooShort, params: { min } } : null;
}

export function repeatError(password: string, repeat: string, min: number): FieldError {
  return passwordError(repeat, min) ?? (password === repeat ? null : { key: V.PasswordsNotMatch });
}

export { LOGIN_PASSWORD_MIN, NEW_PASSWORD_MIN } from '../contract/passwords';
