import { addMonths, isValid } from 'date-fns';
import { isServerDate, V } from './formats';
import { toServerDate } from './dates';

/**
 * Date and time rules of the inputs and dialogs (spec console §5, content §5 "Widgets" and
 * "Export dialogs"), pure so they are tested without a picker.
 */
export const YEAR_MIN = 1800;
export const EXPORT_MAX_MONTHS = 10;

/** YYYY-MM-DD → a local Date, or null when it is not a real date. */
export function fromServerDate(value: string | null | undefined): Date | null {
  if (!value || !isServerDate(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A picked Date → YYYY-MM-DD; an unfinished or impossible date → null. */
export function dateToServer(date: Date | null): string | null {
  return date && isValid(date) && date.getFullYear() >= YEAR_MIN ? toServerDate(date) : null;
}

/** The country's display format (DD/MM/YYYY) as date-fns tokens (dd/MM/yyyy). */
export function pickerFormat(countryFormat: string): string {
  return countryFormat.replace('YYYY', 'yyyy').replace('DD', 'dd');
}

/** The picker's bounds: 1800 at the earliest; with a limit year, nothing after today. */
export function dateBounds(limitToToday: boolean, today: Date = new Date()): { minDate: Date; maxDate?: Date } {
  return { minDate: new Date(YEAR_MIN, 0, 1), ...(limitToToday ? { maxDate: today } : {}) };
}

/** "HH:MM" (hours 0-23, minutes 0-59) ↔ a Date of today at that time. */
export function fromTime(value: string | null | undefined, base: Date = new Date()): Date | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value ?? '');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  const d = new Date(base);
  d.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return d;
}

export function timeToString(date: Date | null): string | null {
  if (!date || !isValid(date)) return null;
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

export interface PeriodErrors {
  date_start?: string;
  date_end?: string;
}

/**
 * The Excel export period (spec console §5, content §5): two valid dates, the end not before the
 * start, at most 10 months long, and both before today (unless the target's period `includesToday`:
 * the gate report). Empty object when it may be sent.
 */
export function validateExportPeriod(
  start: string | null,
  end: string | null,
  today: Date = new Date(),
  options: { includesToday?: boolean } = {},
): PeriodErrors {
  const errors: PeriodErrors = {};
  const s = fromServerDate(start);
  const e = fromServerDate(end);
  if (!s) errors.date_start = V.DateInvalid;
  if (!e) errors.date_end = V.DateInvalid;
  if (!s || !e) return errors;
  const todayStr = toServerDate(today);
  if (!options.includesToday) {
    if (start! >= todayStr) errors.date_start = V.DateNotBeforeToday;
    if (end! >= todayStr) errors.date_end = V.DateNotBeforeToday;
  }
  if (end! < start!) errors.date_end = V.DateEndNotEqualPastStart;
  else if (e > addMonths(s, EXPORT_MAX_MONTHS)) errors.date_end = V.PeriodTooLong;
  return errors;
}
