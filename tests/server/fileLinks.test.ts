import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkFileLink, FILE_LINK_TTL_S, linkExpiry, signedFileUrl, withoutSignature, type FileLinkQuery } from '../../server/lib/fileLinks';
import { serializeRequest } from '../../server/lib/logSafe';

/** The signing of private files' links (issue 13), as pure functions: no server here. */
const SECRET = 'k'.repeat(64);
const NAME = `${'a'.repeat(32)}.png`;
const NOW = Date.UTC(2026, 4, 1, 10, 2, 30);
const queryOf = (url: string): FileLinkQuery => Object.fromEntries(new URLSearchParams(url.split('?')[1]));

describe('file links', () => {
  it('live between 15 and 20 minutes, and stay the same within a five-minute step', () => {
    const expires = linkExpiry(NOW);
    expect(expires % 300).toBe(0);
    expect(expires * 1000 - NOW).toBeGreaterThanOrEqual(FILE_LINK_TTL_S * 1000);
    expect(expires * 1000 - NOW).toBeLessThan((FILE_LINK_TTL_S + 300) * 1000);
    expect(signedFileUrl(SECRET, NAME, 7, NOW)).toBe(signedFileUrl(SECRET, NAME, 7, NOW + 60_000));
  });

  it('open the file and the session they were signed for, until they lapse', () => {
    const url = signedFileUrl(SECRET, NAME, 7, NOW);
    expect(url.startsWith(`/api/v3/files/${NAME}?expires=`)).toBe(true);
    const q = queryOf(url);
    expect(checkFileLink(SECRET, NAME, q, NOW)).toEqual({ ok: true, sessionId: 7 });
    expect(checkFileLink(SECRET, NAME, q, Number(q.expires) * 1000 - 1)).toEqual({ ok: true, sessionId: 7 });
    expect(checkFileLink(SECRET, NAME, q, Number(q.expires) * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('open nothing else: another file, session, expiry, key, or a malformed field', () => {
    const q = queryOf(signedFileUrl(SECRET, NAME, 7, NOW));
    const refused = (name: string, query: FileLinkQuery, secret = SECRET) =>
      expect(checkFileLink(secret, name, query, NOW)).toEqual({ ok: false, reason: 'invalid' });
    refused(`${'b'.repeat(32)}.png`, q);
    refused(`${'a'.repeat(32)}.jpg`, q);
    refused(NAME, { ...q, session: '8' });
    refused(NAME, { ...q, expires: String(Number(q.expires) - 300) });
    refused(NAME, q, 'l'.repeat(64));
    refused(NAME, { ...q, signature: undefined });
    refused(NAME, { ...q, signature: '' });
    refused(NAME, { ...q, signature: q.signature!.slice(0, 42) });
    refused(NAME, { ...q, signature: `${q.signature}A` });
    refused(NAME, { ...q, expires: `0${q.expires}` });
    refused(NAME, { ...q, expires: `${q.expires}.0` });
    refused(NAME, { ...q, session: '-7' });
    refused(NAME, { expires: q.expires });
  });

  it('are refused, not "expired", when forged: the lapse is only told to a valid signature', () => {
    const old = queryOf(signedFileUrl(SECRET, NAME, 7, NOW - 3600_000));
    expect(checkFileLink(SECRET, NAME, old, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(checkFileLink(SECRET, NAME, { ...old, signature: 'A'.repeat(43) }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are refused when they say they last longer than the server signs for', () => {
    const later = queryOf(signedFileUrl(SECRET, NAME, 7, NOW + 3600_000));
    expect(checkFileLink(SECRET, NAME, later, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never reach the log with their signature', () => {
    const url = signedFileUrl(SECRET, NAME, 7, NOW);
    const signature = queryOf(url).signature!;
    expect(withoutSignature(url)).not.toContain(signature);
    expect(withoutSignature(url)).toContain(`/api/v3/files/${NAME}?expires=`);
    expect(withoutSignature(`${url}&SIGNATURE=${signature}`)).not.toContain(signature);
    const logged = serializeRequest({
      method: 'GET',
      url,
      headers: {},
      host: 'borgo.test',
      ip: '10.0.0.1',
      socket: { remotePort: 1234 },
    } as unknown as FastifyRequest);
    expect(JSON.stringify(logged)).not.toContain(signature);
    expect(logged).toMatchObject({ method: 'GET', host: 'borgo.test', remoteAddress: '10.0.0.1', remotePort: 1234 });
  });
});
