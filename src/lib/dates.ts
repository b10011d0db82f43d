/**
 * Dates travel as YYYY-MM-DD (spec console §5) and show in the district's country format,
 * DD/MM/YYYY by default (MM/DD/YYYY in the United States demo district). Every date or time the
 * console shows goes through these functions, with the format of the current district (the
 * console reads it with useDistrictDates(), src/components/DistrictDate.tsx).
 */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const pad = (n: number) => String(n).padStart(2, '0');

type Day = { y: string; m: string; d: string };

function dayIn({ y, m, d }: Day, format: string): string {
  return format.replace('YYYY', y).replace('MM', m).replace('DD', d);
}

const localDay = (t: Date): Day => ({ y: String(t.getFullYear()), m: pad(t.getMonth() + 1), d: pad(t.getDate()) });

/** A timestamp (ISO, with its offset) as a Date; null for anything that is not one. */
function timestampOf(value: string): Date | null {
  if (!TIMESTAMP.test(value)) return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t;
}

/**
 * A day in the country's format. A plain YYYY-MM-DD is shown as it is (a calendar day has no time
 * zone); a timestamp as the day it is here, in local time. Anything else is shown as it came.
 */
export function formatDate(value: string | null | undefined, format: string = DEFAULT_DATE_FORMAT): string {
  if (!value) return '';
  const plain = PLAIN_DAY.exec(value);
  if (plain) return dayIn({ y: plain[1], m: plain[2], d: plain[3] }, format);
  const t = timestampOf(value);
  return t ? dayIn(localDay(t), format) : value;
}

/** A timestamp's day in the country's format and its local time on the 24-hour clock (HH:MM, or HH:MM:SS). */
export function formatDateTime(value: string | null | undefined, format: string = DEFAULT_DATE_FORMAT, options: { seconds?: boolean } = {}): string {
  if (!value) return '';
  const t = timestampOf(value);
  if (!t) return formatDate(value, format);
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
