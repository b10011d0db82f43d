/**
 * Dates travel as YYYY-MM-DD (spec console §5) and show in the country's format, DD/MM/YYYY by
 * default (MM/DD/YYYY in the United States demo district).
 */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';

export function formatServerDate(value: string | null | undefined, format: string = DEFAULT_DATE_FORMAT): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return value ?? '';
  const [, y, mo, d] = m;
  return format.replace('YYYY', y).replace('MM', mo).replace('DD', d);
}

/** A Date as the server's YYYY-MM-DD, in local time. */
export function toServerDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}
