/**
 * Dates travel as YYYY-MM-DD (spec console §5) and show in the district's country format,
 * DD/MM/YYYY by default (MM/DD/YYYY in the United States demo district). Every date or time the
 * console shows goes through these functions, with the format of the current district (the
 * console reads it with useDistrictDates(), src/components/DistrictDate.tsx).
 */
import { buildOffsetTable, offsetIn, SPAN_AHEAD_MS, SPAN_BACK_MS, storedOffsetTable, storeOffsetTable, type OffsetTable } from './zoneOffsets';

export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const pad = (n: number) => String(n).padStart(2, '0');

type Day = { y: string; m: string; d: string };

function dayIn({ y, m, d }: Day, format: string): string {
  return format.replace('YYYY', y).replace('MM', m).replace('DD', d);
}

const localDay = (t: Date): Day => ({ y: String(t.getFullYear()), m: pad(t.getMonth() + 1), d: pad(t.getDate()) });

/* ------------------------------------------------------------------ the district's time zone */

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone (making one is the slow part), giving numeric parts on the 24-hour clock. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let f = zoneFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, f);
  }
  return f;
}

/** The zone's offset at an instant, in ms (its wall clock read as UTC, less the instant), by its formatter. */
function formatterOffset(timeZone: string, t: number): number {
  const parts = zoneFormat(timeZone).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'), new Date(t).getUTCMilliseconds()) - t;
}

/** Each zone's offset table once looked for (null: none stored, the formatter answers). */
const tables = new Map<string, OffsetTable | null>();

function tableOf(timeZone: string): OffsetTable | null {
  if (!tables.has(timeZone)) tables.set(timeZone, storedOffsetTable(timeZone));
  return tables.get(timeZone) ?? null;
}

/**
 * Gets a zone ready ahead, in a moment the page waits anyway. With its offset table stored by an
 * earlier visit, nothing is left to do: its dates are read from the table (lib/zoneOffsets). Else
 * the formatter is made in an idle moment (the first one a page makes costs 20-70 ms here, the
 * browser loading its date data, and otherwise falls in the first list's first date cell), and the
 * table is made with it and stored for the next visits.
 */
export function prepareZone(timeZone: string | null | undefined): void {
  if (!timeZone) return;
  const now = Date.now();
  const known = tableOf(timeZone);
  if (known && offsetIn(known, now - SPAN_BACK_MS / 2) !== null && offsetIn(known, now + SPAN_AHEAD_MS / 2) !== null) return;
  const later = typeof requestIdleCallback === 'function' ? requestIdleCallback : (fn: () => void) => setTimeout(fn, 0);
  later(() => {
    try {
      const table = buildOffsetTable((t) => formatterOffset(timeZone, t), now - SPAN_BACK_MS, now + SPAN_AHEAD_MS);
      tables.set(timeZone, table);
      storeOffsetTable(timeZone, table);
    } catch {
      // A zone this browser does not know: wallClockIn shows the instant as it is here.
    }
  });
}

/**
 * The wall clock of a district at an instant, as a Date whose local fields hold it (the console's
 * pickers and formatters read local fields). Without a zone, or with one this browser does not
 * know, the instant as it is here.
 */
export function wallClockIn(instant: Date, timeZone?: string | null): Date {
  if (!timeZone) return new Date(instant);
  const t = instant.getTime();
  const table = tableOf(timeZone);
  // An instant outside the table's years (or an invalid one) is read by the formatter.
  let offset = table ? offsetIn(table, t) : null;
  if (offset === null) {
    try {
      offset = formatterOffset(timeZone, t);
    } catch {
      return new Date(instant);
    }
  }
  const w = new Date(t + offset);
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), w.getUTCMilliseconds());
}

/**
 * The instant at which a district's wall clock shows `wall`'s local fields (a day and time picked
 * in its zone). A time a spring-forward skips is taken as the instant an hour later; one an
 * autumn fall-back repeats, as its first occurrence.
 */
export function instantOf(wall: Date, timeZone?: string | null): Date {
  if (!timeZone) return new Date(wall);
  const asUtc = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes(), wall.getSeconds(), wall.getMilliseconds());
  /** The zone's offset at an instant, in ms (its wall clock read as UTC, less the instant). */
  const offsetAt = (t: number) => {
    const w = wallClockIn(new Date(t), timeZone);
    return Date.UTC(w.getFullYear(), w.getMonth(), w.getDate(), w.getHours(), w.getMinutes(), w.getSeconds(), w.getMilliseconds()) - t;
  };
  // The offsets half a day before and after: the same, or both sides of a change of the clock.
  const before = offsetAt(asUtc - 12 * 3600_000);
  const after = offsetAt(asUtc + 12 * 3600_000);
  const shows = (t: number) => t + offsetAt(t) === asUtc;
  const fits = [asUtc - before, asUtc - after].filter(shows);
  return new Date(fits.length > 0 ? Math.min(...fits) : asUtc - before);
}

/** A timestamp (ISO, with its offset) as a Date; null for anything that is not one. */
function timestampOf(value: string): Date | null {
  if (!TIMESTAMP.test(value)) return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t;
}

/**
 * A day in the country's format. A plain YYYY-MM-DD is shown as it is (a calendar day has no time
 * zone); a timestamp as the day it is in the district's zone (here, without one). Anything else
 * is shown as it came.
 */
export function formatDate(value: string | null | undefined, format: string = DEFAULT_DATE_FORMAT, timeZone?: string | null): string {
  if (!value) return '';
  const plain = PLAIN_DAY.exec(value);
  if (plain) return dayIn({ y: plain[1], m: plain[2], d: plain[3] }, format);
  const t = timestampOf(value);
  return t ? dayIn(localDay(wallClockIn(t, timeZone)), format) : value;
}

/** A timestamp's day in the country's format and its time in the district's zone on the 24-hour clock (HH:MM, or HH:MM:SS). */
export function formatDateTime(
  value: string | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
  options: { seconds?: boolean; timeZone?: string | null } = {},
): string {
  if (!value) return '';
  const instant = timestampOf(value);
  if (!instant) return formatDate(value, format);
  const t = wallClockIn(instant, options.timeZone);
  const time = [t.getHours(), t.getMinutes(), ...(options.seconds ? [t.getSeconds()] : [])].map(pad).join(':');
  return `${dayIn(localDay(t), format)} ${time}`;
}

/** The format without its day, for months: DD/MM/YYYY and MM/DD/YYYY → MM/YYYY, YYYY-MM-DD → YYYY-MM. */
export function monthFormat(format: string): string {
  return format.replace(/DD[^MY]?|[^MY]?DD/, '');
}

/** A month (YYYY-MM, or any day of it) in the country's format without the day. */
export function formatMonth(value: string | null | undefined, format: string = DEFAULT_DATE_FORMAT): string {
  const m = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return m ? dayIn({ y: m[1], m: m[2], d: '' }, monthFormat(format)) : (value ?? '');
}

/** A Date as the server's YYYY-MM-DD, in local time. */
export function toServerDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY_MS = 86_400_000;
const utcDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** Whole days from one YYYY-MM-DD to another, on the calendar (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);

/** Every day of an inclusive range, YYYY-MM-DD (empty when `to` is before `from`). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const start = utcDay(from);
  for (let i = 0; i <= daysBetween(from, to); i++) out.push(new Date(start + i * DAY_MS).toISOString().slice(0, 10));
  return out;
}

/** A YYYY-MM-DD moved by whole days on the calendar. */
export const addDays = (day: string, days: number): string => new Date(utcDay(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The instant a district's clock shows `time` (HH:MM, `24:00` = the next day's midnight) on `day`:
 * an activity or booking kept as wall-clock fields, put on the time line for sorting and "past".
 */
export function instantOfDay(day: string, time: string, timeZone?: string | null): Date {
  const [h, min] = time.split(':').map(Number);
  const on = h >= 24 ? addDays(day, 1) : day;
  const [y, m, d] = on.split('-').map(Number);
  return instantOf(new Date(y, m - 1, d, h % 24, min), timeZone);
}
