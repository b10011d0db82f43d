import type { CountryDetails, StoredSession } from './types';

/** Local storage keys: the session, and the country details kept apart (spec console §3). */
export const SESSION_KEY = 'borgo.session';
export const COUNTRY_KEY = 'borgo.country';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: the session then lives in memory only
  }
}

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof value.token !== 'string' || !value.user || !value.district || typeof value.district.id !== 'number') return null;
    return value as StoredSession;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  return parseStoredSession(storage()?.getItem(SESSION_KEY) ?? null);
}

export function writeSession(session: StoredSession | null, country: CountryDetails | null): void {
  const s = storage();
  if (!s) return;
  if (!session) {
    s.removeItem(SESSION_KEY);
    s.removeItem(COUNTRY_KEY);
    return;
  }
  const text = JSON.stringify(session);
  // Writing an unchanged value would still wake every other tab with a storage event.
  if (s.getItem(SESSION_KEY) !== text) s.setItem(SESSION_KEY, text);
  if (country) {
    const c = JSON.stringify(country);
    if (s.getItem(COUNTRY_KEY) !== c) s.setItem(COUNTRY_KEY, c);
  }
}

export function readCountry(): CountryDetails | null {
  try {
    const raw = storage()?.getItem(COUNTRY_KEY);
    return raw ? (JSON.parse(raw) as CountryDetails) : null;
  } catch {
    return null;
  }
}
