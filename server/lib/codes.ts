import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: a guard reads the code aloud or types it from a phone screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function visitorCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
