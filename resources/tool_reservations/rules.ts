import { daysBetween } from '../../src/lib/dates';
import { V } from '../../src/lib/formats';

/**
 * The rules of a tool reservation (spec content §4, §5), pure and zod-free: the server and the
 * form check the same, and the list reads the same timing. Days are `YYYY-MM-DD` of the
 * district's calendar.
 */
export const RESERVATION_STATUSES = ['booked', 'in_use', 'returned', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RETURN_CONDITIONS = ['good', 'worn', 'bad'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
/** The reservations that hold the tool on their days. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['booked', 'in_use'];

export { daysBetween };

/** The days a reservation lasts, both ends counted: from the 3rd to the 5th is 3 days. */
export const reservationDays = (start: string, end: string): number => daysBetween(start, end) + 1;

/** How a delivery or a return went against its planned day: on time, or late or early by some days. */
export interface Timing {
  status: 'on_time' | 'late' | 'early';
  /** 0 on time. */
  days: number;
}

export function timing(planned: string, actual: string): Timing {
  const days = daysBetween(planned, actual);
  if (days === 0) return { status: 'on_time', days: 0 };
  return { status: days > 0 ? 'late' : 'early', days: Math.abs(days) };
}

export interface TimedReservation {
  status: ReservationStatus;
  start_date: string;
  end_date: string;
  delivered_on: string | null;
  returned_on: string | null;
}

/** The delivery against the start day, once the tool was delivered. */
export const deliveryTiming = (r: TimedReservation): Timing | null => (r.delivered_on ? timing(r.start_date, r.delivered_on) : null);

/**
 * The return against the end day: once returned, how it went; while still lent after the end
 * day (overdue), late by the days so far.
 */
export function returnTiming(r: TimedReservation, today: string): Timing | null {
  if (r.returned_on) return timing(r.end_date, r.returned_on);
  if (r.status === 'in_use' && today > r.end_date) return timing(r.end_date, today);
  return null;
}

/** A field's refusal: a catalogue key, with the numbers its message quotes. */
export interface RuleError {
  key: string;
  args?: Record<string, number>;
}

/**
 * The dates of a reservation: the end not before the start, a new one not starting in the past,
 * and not longer than the tool allows (`maxDays`, when the tool is known). Empty when all is well.
 */
export function reservationDateErrors(
  dates: { start_date?: string | null; end_date?: string | null },
  o: { today: string; isNew: boolean; maxDays?: number | null },
): Partial<Record<'start_date' | 'end_date', RuleError>> {
  const { start_date: start, end_date: end } = dates;
  const errors: Partial<Record<'start_date' | 'end_date', RuleError>> = {};
  if (start && o.isNew && start < o.today) errors.start_date = { key: V.DateStartNotPast };
  if (!start || !end) return errors;
  if (end < start) errors.end_date = { key: V.DateEndNotEqualPastStart };
  else if (o.maxDays && reservationDays(start, end) > o.maxDays) errors.end_date = { key: V.ToolMaxDays, args: { smart_count: o.maxDays } };
  return errors;
}

/** Whether two periods of days share a day. */
export const overlaps = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date <= b.end_date && b.start_date <= a.end_date;

/** The actions on a reservation, each allowed from one status (anything else is a 409). */
export const RESERVATION_ACTIONS = { deliver: 'booked', return: 'in_use', cancel: 'booked' } as const satisfies Record<string, ReservationStatus>;
export type ReservationAction = keyof typeof RESERVATION_ACTIONS;
export const canDo = (action: ReservationAction, status: ReservationStatus) => RESERVATION_ACTIONS[action] === status;
