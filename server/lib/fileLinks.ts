import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileUrl, storedNameOf } from './storage';

/**
 * Signed links to private files (issue 13: "files are private"). An `<img>` sends no bearer token,
 * so a record that shows a private file carries its URL with a signature that the server alone can
 * make: an HMAC-SHA256, under the server's `FILE_LINK_SECRET`, of the file's name, the moment the
 * link lapses and the session it was made for. A link opens that one file (the name is signed:
 * no replay on another), for minutes, and only while that session lives (a logout ends its links).
 */

/** The least time a link lives; links lapse at the end of a step, so a link stays the same within one. */
export const FILE_LINK_TTL_S = 15 * 60;
const STEP_S = 5 * 60;
/** Versioned and separated from anything else the key might ever sign. */
const DOMAIN = 'borgo.file-link.v1';
const DIGITS = /^[1-9][0-9]{0,11}$/;
/** base64url of 32 bytes, without padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The query a signed link adds to a file's URL: unsigned, every field is absent. */
export interface FileLinkQuery {
  expires?: string;
  session?: string;
  signature?: string;
}

/** When a link made at `nowMs` lapses, in Unix seconds: between FILE_LINK_TTL_S and one step more. */
export const linkExpiry = (nowMs: number) => Math.ceil((nowMs / 1000 + FILE_LINK_TTL_S) / STEP_S) * STEP_S;

function mac(secret: string, name: string, expires: number, sessionId: number): Buffer {
  return createHmac('sha256', secret).update(`${DOMAIN}\n${name}\n${expires}\n${sessionId}`).digest();
}

/** The URL of the stored file `name` that session `sessionId` may load until the link lapses. */
export function signedFileUrl(secret: string, name: string, sessionId: number, nowMs = Date.now()): string {
  const expires = linkExpiry(nowMs);
  const signature = mac(secret, name, expires, sessionId).toString('base64url');
  return `${fileUrl(name)}?expires=${expires}&session=${sessionId}&signature=${signature}`;
}

export type FileLinkCheck = { ok: true; sessionId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Whether `query` is a link the server signed for the file `name`. The signature is checked first
 * (in constant time): whoever holds no valid one learns nothing else, not even that it lapsed.
 */
export function checkFileLink(secret: string, name: string, query: FileLinkQuery, nowMs = Date.now()): FileLinkCheck {
  const { expires, session, signature } = query;
  if (!expires || !session || !signature || !DIGITS.test(expires) || !DIGITS.test(session) || !SIGNATURE.test(signature)) {
    return { ok: false, reason: 'invalid' };
  }
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, name, Number(expires), Number(session));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const now = nowMs / 1000;
  // Later than any link signed now could say: made under other settings, refused rather than trusted.
  if (Number(expires) > linkExpiry(nowMs)) return { ok: false, reason: 'invalid' };
  if (Number(expires) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, sessionId: Number(session) };
}

/** Whether a query names a signed link at all (any of its fields): then only a valid one opens the file. */
export const isSignedQuery = (query: FileLinkQuery) => query.expires !== undefined || query.session !== undefined || query.signature !== undefined;

/**
 * A private file's URL as the reader of `request` may load it: signed for the reader's session
 * (`sessionId` at login, before the request has one). Call it where a record goes out to someone
 * the route has let read it, never before storing or auditing the record: a signature is not data.
 * A URL that names no stored file (an outside address) goes as it is.
 */
export function privateFileUrl(request: FastifyRequest, url: string | null, sessionId = request.auth?.sessionId): string | null {
  const name = storedNameOf(url);
  if (!name || sessionId === undefined) return url;
  return signedFileUrl(request.server.config.fileLinkSecret, name, sessionId);
}

/** A URL in a log line without a link's signature (the rest of it says which file, and until when). */
export const withoutSignature = (url: string) => url.replace(/([?&]signature=)[^&#]*/gi, '$1[redacted]');
