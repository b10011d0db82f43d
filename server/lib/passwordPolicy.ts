import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * A new password (restore, profile, first administrator) must not be one attackers try first
 * (OWASP ASVS 2.1.7): zxcvbn's list of common passwords (about 49,000, from leaked sets),
 * compared without case, and the patterns such lists are built from — one or two characters
 * repeated (`aaaaaaaa`, `abababab`), or a run up or down (`abcdefgh`, `87654321`). Logging in
 * keeps accepting any existing password (spec console §5: at least 6 characters).
 */
let common: Set<string> | null = null;

/** The list, built on first use: starting the server does not pay for it. */
function commonPasswords() {
  return (common ??= new Set(dictionary['passwords-common']));
}

/** Every step from one character to the next is the same +1 or -1 (by code point). */
function isRun(value: string) {
  const points = [...value].map((c) => c.codePointAt(0)!);
  const step = points[1] - points[0];
  return (step === 1 || step === -1) && points.every((p, i) => i === 0 || p - points[i - 1] === step);
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords().has(lower) || new Set(lower).size <= 2 || isRun(lower);
}

/** How many passwords the list holds (the README and a test quote it). */
export const commonPasswordCount = () => commonPasswords().size;
