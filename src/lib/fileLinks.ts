/**
 * A private file (a profile photo) comes in a record as a link the server signed for this session,
 * which lapses within minutes (server/lib/fileLinks.ts): `...?expires=<unix seconds>&...`. This
 * says when, so what keeps such a record for long (the session's user) reads it again before then.
 */
export function linkLapsesAt(url: string | null | undefined): number | null {
  if (!url) return null;
  const query = url.split('?')[1];
  const expires = query ? new URLSearchParams(query).get('expires') : null;
  return expires && /^\d+$/.test(expires) ? Number(expires) * 1000 : null;
}
