import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens, reset tokens and e-mail codes. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256: a leaked table grants no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
