import { useMemo } from 'react';
import { formatDate, formatDateTime, formatMonth, wallClockIn } from '../lib/dates';
import { useSession } from '../session';
import { countryOf } from '../session/machine';

/**
 * The date format of the current district's country (spec console §3, "country details"). Read
 * from the session, so a district switch redraws every date at once.
 */
export function useDateFormat(): string {
  return useSession((s) => countryOf(s.user?.dashboard_district).date_format);
}

export interface DistrictDates {
  format: string;
  timeZone: string | null;
  date(value: string | null | undefined): string;
  dateTime(value: string | null | undefined, options?: { seconds?: boolean }): string;
  month(value: string | null | undefined): string;
}

/**
 * The current district's time zone (IANA, `Europe/Rome`): timestamps show its wall clock and a
 * time picked for the district (a notification's schedule) is read in it, wherever the browser is.
 */
export function useTimeZone(): string | null {
  return useSession((s) => s.user?.dashboard_district?.time_zone ?? null);
}

/**
 * A function giving the district's "now" as a Date whose local fields hold its wall clock: what
 * "today" is for a rule (an export ends before today) or a default period, so that a browser in
 * another zone, or a minute past midnight in Rome and not yet in UTC, agrees with the server.
 */
export function useDistrictNow(): () => Date {
  const timeZone = useTimeZone();
  return useMemo(() => () => wallClockIn(new Date(), timeZone), [timeZone]);
}

/** The district's formatters, for text built around a date (a sentence, a chart's axis). */
export function useDistrictDates(): DistrictDates {
  const format = useDateFormat();
  const timeZone = useTimeZone();
  return useMemo(
    () => ({
      format,
      timeZone,
      date: (value) => formatDate(value, format, timeZone),
      dateTime: (value, options) => formatDateTime(value, format, { ...options, timeZone }),
      month: (value) => formatMonth(value, format),
    }),
    [format, timeZone],
  );
}

/**
 * A date (a day, or a timestamp with `time`) in the district's format: what the console shows
 * wherever a record carries one. An empty value shows `empty`.
 */
export function DistrictDate({
  value,
  time = false,
  seconds = false,
  empty = '',
}: {
  value: string | null | undefined;
  time?: boolean;
  seconds?: boolean;
  empty?: string;
}) {
  const dates = useDistrictDates();
  if (!value) return <>{empty}</>;
  return <>{time ? dates.dateTime(value, { seconds }) : dates.date(value)}</>;
}
