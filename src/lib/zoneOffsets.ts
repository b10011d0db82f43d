/**
 * A time zone's UTC offsets over some years, kept in local storage, so that a district's wall
 * clock can be read without an Intl formatter. The first date formatter a page makes costs 20-70 ms
 * in Chromium here, whatever its zone or options (ICU loading its date data), and falls on the way
 * to the first rows of any list that shows a time. With the table stored by an earlier visit, a
 * returning user's pages never make one (measured: a tags cold load made no other Intl object).
 */

/** Offsets in ms (the wall clock read as UTC, less the instant): `offsets[0]` from `from`, `offsets[i + 1]` from `at[i]`. */
export interface OffsetTable {
  from: number;
  /** The first instant the table no longer answers for. */
  to: number;
  at: number[];
  offsets: number[];
}

/** A week between samples: no zone changes its clock twice within one in the years a table spans. */
const SAMPLE_MS = 7 * 86_400_000;
const SECOND = 1000;

/** The offset in force at instant `t`, or null outside the table's span. */
export function offsetIn(table: OffsetTable, t: number): number | null {
  if (!(t >= table.from && t < table.to)) return null;
  // The number of changes at or before t (binary search: the at list is in order).
  let lo = 0;
  let hi = table.at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table.at[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return table.offsets[lo];
}

/**
 * The table of a zone between two instants (whole seconds), from its offset at any instant. The
 * offset is sampled each week; where two samples differ, the change is found to the second.
 */
export function buildOffsetTable(offsetAt: (t: number) => number, from: number, to: number): OffsetTable {
  const start = Math.floor(from / SECOND) * SECOND;
  const table: OffsetTable = { from: start, to, at: [], offsets: [offsetAt(start)] };
  let last = start;
  let current = table.offsets[0];
  while (last < to) {
    const next = Math.min(last + SAMPLE_MS, to);
    const there = offsetAt(next);
    if (there === current) {
      last = next;
      continue;
    }
    // The first second in (last, next] whose offset is no longer `current`.
    let lo = last;
    let hi = next;
    while (hi - lo > SECOND) {
      const mid = lo + Math.floor((hi - lo) / 2 / SECOND) * SECOND;
      if (offsetAt(mid) === current) lo = mid;
      else hi = mid;
    }
    current = offsetAt(hi);
    table.at.push(hi);
    table.offsets.push(current);
    // From the change on, the rest of the week is sampled again (a second change in it is found too).
    last = hi;
  }
  return table;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A table as stored, checked: anything else (edited, truncated, an older shape) is no table. */
export function parseOffsetTable(value: unknown): OffsetTable | null {
  if (!value || typeof value !== 'object') return null;
  const { from, to, at, offsets } = value as Partial<OffsetTable>;
  if (!finite(from) || !finite(to) || from >= to || !Array.isArray(at) || !Array.isArray(offsets)) return null;
  if (offsets.length !== at.length + 1 || !offsets.every(finite) || !at.every(finite)) return null;
  if (at.some((t, i) => t <= (i === 0 ? from : at[i - 1]) || t >= to)) return null;
  return { from, to, at, offsets };
}

/* ------------------------------------------------------------------ local storage */

export const ZONE_OFFSETS_KEY = 'borgo.zone-offsets';
/** How long a stored table is trusted: the span it covers slides with time, and browsers update their zone data. */
const TRUSTED_MS = 30 * 86_400_000;
/** The span a table is made for, around the day it is made: the instants lists and forms show. */
export const SPAN_BACK_MS = 5 * 365 * 86_400_000;
export const SPAN_AHEAD_MS = 5 * 365 * 86_400_000;
/** Zones kept at most (a user switching between districts in a few zones). */
const KEPT = 6;

interface Stored {
  /** The browser that made the tables: its own zone data answered them. */
  agent: string;
  /** Each zone's table, with when it was made. */
  zones: Record<string, { made: number; table: unknown }>;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const agent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** The tables this browser made lately (another browser's, or an unreadable value: none). */
function readStored(now: number): Stored['zones'] {
  try {
    const raw = storage()?.getItem(ZONE_OFFSETS_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!value || value.agent !== agent() || !value.zones || typeof value.zones !== 'object') return {};
    const fresh = Object.entries(value.zones).filter(([, z]) => z && finite(z.made) && z.made <= now && now - z.made < TRUSTED_MS);
    return Object.fromEntries(fresh);
  } catch {
    return {};
  }
}

/** The stored table of a zone, if this browser made it lately. */
export function storedOffsetTable(zone: string, now = Date.now()): OffsetTable | null {
  const zones = readStored(now);
  return Object.hasOwn(zones, zone) ? parseOffsetTable(zones[zone].table) : null;
}

/** Keeps a zone's table beside the others made lately (the oldest first to go). */
export function storeOffsetTable(zone: string, table: OffsetTable, now = Date.now()): void {
  const s = storage();
  if (!s) return;
  const kept = Object.entries(readStored(now)).filter(([z]) => z !== zone);
  const zones = Object.fromEntries([...kept.slice(-(KEPT - 1)), [zone, { made: now, table }]]);
  try {
    s.setItem(ZONE_OFFSETS_KEY, JSON.stringify({ agent: agent(), zones } satisfies Stored));
  } catch {
    // Storage full or refused: dates are then read with the formatter, as on a first visit.
  }
}
