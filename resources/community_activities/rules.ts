import { addDays, daysBetween } from '../../src/lib/dates';
import { isServerDate, V } from '../../src/lib/formats';
import { minutesOf, openingHours, withinOpeningHours } from '../spaces/rules';
import {
  ACTIVITY_LIMITS,
  EVENT_STATUSES,
  PAYMENT_METHODS,
  REPEAT_FREQS,
  type ActivityTab,
  type EventStatus,
  type PaymentStatus,
  type RepeatFreq,
} from './constants';

/**
 * Rules of community activities that need no zod (spec content §3 "Activity", §5 "Spaces,
 * activities, tools"; console §4 event statuses), shared by the form, the server and the tests.
 * Days are YYYY-MM-DD and times the district's wall clock as `HH:MM`; `24:00` ends the day.
 */

/** Keys of the activities' own messages, beside the shared catalogue's. */
export const AV = {
  EndAfterStart: 'Validations.ActivityEndAfterStart',
  /** Takes %{open} and %{close}: see outsideHoursArgs. */
  OutsideHours: 'Validations.ActivityOutsideHours',
  /** Takes %{date}: see frozenDay. */
  SpaceFrozen: 'Validations.ActivitySpaceFrozen',
  BoletoNotBrl: 'Validations.ActivityBoletoNotBrl',
  RepeatNeedsAll: 'Validations.ActivityRepeatNeedsAll',
  /** Takes %{max}: ACTIVITY_LIMITS.occurrencesMax. */
  TooManyOccurrences: 'Validations.ActivityTooManyOccurrences',
} as const;

/* ------------------------------------------------------------------ occurrences */

const pad = (n: number) => String(n).padStart(2, '0');
/** Days in a month (1-12) of a year. */
const monthLength = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The days of a repeating activity from its first day up to `until` included (content §3
 * "repeat", "end repetition"), as RFC 5545 counts them: `monthly` keeps the day of the month and
 * skips the months without it (the 31st), `yearly` keeps month and day (29 February only in leap
 * years). `none`, or no valid `until`, gives the first day alone; `until` before `first` gives
 * none. At most ACTIVITY_LIMITS.occurrencesMax + 1 days come back, so that a caller can tell "too
 * many".
 */
export function occurrenceDays(first: string, freq: RepeatFreq, until: string | null): string[] {
  if (!isServerDate(first)) return [];
  if (freq === 'none' || !until || !isServerDate(until)) return [first];
  if (until < first) return [];
  const cap = ACTIVITY_LIMITS.occurrencesMax + 1;
  if (freq === 'daily' || freq === 'weekly') {
    const step = freq === 'daily' ? 1 : 7;
    const count = Math.min(Math.floor(daysBetween(first, until) / step) + 1, cap);
    return Array.from({ length: count }, (_, i) => addDays(first, i * step));
  }
  const [y0, m0, d] = first.split('-').map(Number);
  const out: string[] = [];
  for (let k = 0; out.length < cap; k++) {
    const months = freq === 'monthly' ? m0 - 1 + k : m0 - 1 + 12 * k;
    const y = y0 + Math.floor(months / 12);
    const m = (months % 12) + 1;
    if (`${y}-${pad(m)}-01` > until) break;
    if (d > monthLength(y, m)) continue;
    const day = `${y}-${pad(m)}-${pad(d)}`;
    if (day > until) break;
    out.push(day);
  }
  return out;
}

/* ------------------------------------------------------------------ the form's rules */

export interface ActivitySchedule {
  date: string;
  start_time: string;
  end_time: string;
  repeat: { freq: RepeatFreq; until: string | null };
}

export interface ActivityRulesInput extends ActivitySchedule {
  place_type: 'none' | 'select_space' | 'custom_space';
  space_id: number | null;
  place_name: string | null;
  place_address: string | null;
  max_people: number | null;
  price_private: number;
  price_spot: number;
  payment_method: 'cash' | 'other' | null;
  boleto: boolean;
  payment_recipient: string | null;
}

/** What the form holds while the user types: any field may be missing or of another type. */
export type ActivityRulesDraft = { [K in keyof ActivityRulesInput]?: unknown };

export interface ActivityRulesContext {
  /** The district's today, YYYY-MM-DD. */
  today: string;
  /** The district's wall clock now, minutes since midnight. */
  nowMinutes: number;
  /** The chosen space, when the activity takes place in one. */
  space?: { open_all_day?: boolean; open_time?: string | null; close_time?: string | null; max_occupancy?: number | null } | null;
  /** The freezes of the chosen space (content §3 frozen days: all day, or from `available_until` on). */
  frozen?: readonly { date: string; available_until: string | null }[];
  /** The district's currency code. */
  currency?: string | null;
  /** A new activity, or one whose day or times changed: it may not start in the past. */
  checkPast: boolean;
  /** An occurrence of a series saved for itself alone (scope `one`): its repeat cannot change. */
  repeatLocked?: boolean;
  repeatChanged?: boolean;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** The repeat as typed: its unit (`none` when missing, null when not one) and its last day. */
function repeatOf(input: ActivityRulesDraft): { freq: RepeatFreq | null; until: string } {
  const r = (input.repeat ?? {}) as { freq?: unknown; until?: unknown };
  const freq = r.freq === undefined || r.freq === null || r.freq === '' ? 'none' : (REPEAT_FREQS.find((f) => f === r.freq) ?? null);
  return { freq, until: text(r.until) };
}

/** The period of the day of the input, when both times are valid and the end is after the start. */
function periodOf(input: ActivityRulesDraft): { start: number; end: number } | null {
  const start = minutesOf(text(input.start_time));
  const end = minutesOf(text(input.end_time));
  return start !== null && end !== null && start < 1440 && start < end ? { start, end } : null;
}

/** The space's hours for AV.OutsideHours: `{ open, close }` as `HH:MM` (a 24-hour space: 00:00 and 24:00). */
export function outsideHoursArgs(space: { open_all_day?: boolean; open_time?: string | null; close_time?: string | null }): { open: string; close: string } {
  const { open_time, close_time } = openingHours(space);
  return { open: open_time, close: close_time };
}

/**
 * The first of the activity's days (every occurrence of a repeating one) on which the chosen space
 * is frozen, or null: a day frozen all day, or frozen from a time the activity ends after. For
 * AV.SpaceFrozen's %{date}.
 */
export function frozenDay(input: ActivityRulesDraft, ctx: Pick<ActivityRulesContext, 'frozen'>): string | null {
  const date = text(input.date);
  if (!ctx.frozen?.length || !isServerDate(date)) return null;
  const { freq, until } = repeatOf(input);
  const days = new Set(occurrenceDays(date, freq ?? 'none', until || null));
  const end = minutesOf(text(input.end_time));
  const hit = ctx.frozen
    .filter((f) => {
      if (!days.has(f.date)) return false;
      const from = minutesOf(f.available_until);
      // As bookings: a partial freeze collides with an activity that ends after its time (unknown end: not yet).
      return from === null || (end !== null && end > from);
    })
    .map((f) => f.date)
    .sort();
  return hit[0] ?? null;
}

/**
 * The cross-field rules of the activity form (content §3 "Activity", §5), as errors by field path
 * (`repeat.until`), the first one of each field; empty when there is none. The form calls it with
 * what the user typed, the server with the parsed input: missing or mistyped values are errors,
 * never exceptions. The space's rules (hours, freezes, occupancy) apply to an activity placed in
 * a space (`select_space`): hours and occupancy when `ctx.space` is given, freezes when
 * `ctx.frozen` is.
 */
export function activityErrors(input: ActivityRulesDraft, ctx: ActivityRulesContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, key: string) => {
    errors[field] ??= key;
  };

  // Day and times.
  const date = text(input.date);
  if (!date) add('date', V.FieldNotNull);
  else if (!isServerDate(date)) add('date', V.DateInvalid);
  const startText = text(input.start_time);
  const endText = text(input.end_time);
  const start = minutesOf(startText);
  const end = minutesOf(endText);
  if (!startText) add('start_time', V.FieldNotNull);
  else if (start === null || start >= 1440) add('start_time', V.InvalidHour);
  if (!endText) add('end_time', V.FieldNotNull);
  else if (end === null) add('end_time', V.InvalidHour);
  const period = periodOf(input);
  if (!errors.start_time && !errors.end_time && !period) add('end_time', AV.EndAfterStart);
  if (ctx.checkPast && !errors.date) {
    if (date < ctx.today) add('date', V.DateTimeNotPast);
    else if (date === ctx.today && start !== null && !errors.start_time && start <= ctx.nowMinutes) add('start_time', V.DateTimeNotPast);
  }

  // Repeat.
  const { freq, until } = repeatOf(input);
  if (freq === null) add('repeat.freq', V.SelectAnOption);
  else if (freq !== 'none') {
    if (!until) add('repeat.until', V.FieldNotNull);
    else if (!isServerDate(until)) add('repeat.until', V.DateInvalid);
    else if (isServerDate(date) && until < date) add('repeat.until', V.DateEndNotEqualPastStart);
    else if (isServerDate(date) && occurrenceDays(date, freq, until).length > ACTIVITY_LIMITS.occurrencesMax) add('repeat.until', AV.TooManyOccurrences);
  }
  if (ctx.repeatLocked && ctx.repeatChanged) add('repeat.freq', AV.RepeatNeedsAll);

  // Place.
  const placeType = input.place_type;
  if (placeType === 'select_space') {
    const id = numberOf(input.space_id);
    if (id === null || id < 1 || !Number.isInteger(id)) add('space_id', V.SelectAnOption);
  } else if (placeType === 'custom_space') {
    if (!text(input.place_name)) add('place_name', V.CustomSpaceNoName);
    if (!text(input.place_address)) add('place_address', V.CustomSpaceNoAddress);
  }
  const maxPeople = input.max_people === null || input.max_people === undefined || input.max_people === '' ? null : numberOf(input.max_people);
  if (maxPeople !== null && maxPeople < ACTIVITY_LIMITS.maxPeople.min) add('max_people', V.NumberMin);
  if (placeType === 'select_space') {
    const space = ctx.space;
    if (space && period && !withinOpeningHours(space, period.start, period.end)) add('start_time', AV.OutsideHours);
    if (frozenDay(input, ctx)) add('date', AV.SpaceFrozen);
    const occupancy = space?.max_occupancy;
    if (maxPeople !== null && typeof occupancy === 'number' && occupancy > 0 && maxPeople > occupancy) add('max_people', V.NumberMax);
  }

  // Price and payment.
  const priced = (numberOf(input.price_private) ?? 0) > 0 || (numberOf(input.price_spot) ?? 0) > 0;
  const method = PAYMENT_METHODS.find((m) => m === input.payment_method) ?? null;
  if (priced && !method) add('payment_method', V.SelectAnOption);
  if (method === 'other' && !text(input.payment_recipient)) add('payment_recipient', V.FieldNotNull);
  if (input.boleto === true && ctx.currency !== 'BRL') add('boleto', AV.BoletoNotBrl);
  return errors;
}

/* ------------------------------------------------------------------ statuses (console §4) */

/** The statuses an event may move to from its current one (console §4 "Event statuses"). */
export function nextStatuses(status: EventStatus, event: { force_online: boolean; paid: boolean }): EventStatus[] {
  switch (status) {
    case 'to_pay':
      return event.force_online ? ['paying', 'waiting', 'rejected', 'confirmed'] : ['paying', 'waiting', 'rejected'];
    case 'paying':
      return ['waiting', 'to_pay', 'rejected'];
    case 'waiting':
      return ['confirmed', 'rejected'];
    case 'confirmed':
      return ['rejected'];
    case 'rejected':
      return event.paid ? ['confirmed', 'refunding'] : ['confirmed'];
    case 'refunding':
      return ['refunded'];
    default:
      // refunded, and anything that is not a status: the end of the road.
      return [];
  }
}

export interface StatusStamps {
  datetimeConfirmation?: Date;
  datetimeRejection?: Date;
  datetimePaid?: Date;
  datetimeRefundStarted?: Date;
  datetimeRefundCompleted?: Date;
  paymentStatus?: PaymentStatus;
}

/**
 * What a status change stamps on the event (console §4 "After a status save, the event's
 * confirmation, rejection, paid and refund dates are refreshed. For a refunded event the payment
 * status is then set"): the date of the new status, the payment's when it is paid (waiting after
 * paying) or refunded.
 */
export function statusStamps(from: EventStatus, to: EventStatus, now: Date): StatusStamps {
  switch (to) {
    case 'confirmed':
      return { datetimeConfirmation: now };
    case 'rejected':
      return { datetimeRejection: now };
    case 'waiting':
      return from === 'paying' ? { datetimePaid: now, paymentStatus: 'completed' } : {};
    case 'refunding':
      return { datetimeRefundStarted: now, paymentStatus: 'refund' };
    case 'refunded':
      return { datetimeRefundCompleted: now, paymentStatus: 'refunded' };
    default:
      return {};
  }
}

/**
 * What a list tab shows (console §4): `statuses` null for any status; `history` for the activities
 * already over (their end before now); `upcoming` for those not over yet. "all" is every status,
 * past and to come; "history" every status, past only; a status tab those statuses still to come
 * ("refunded" with refunding).
 */
export function tabStatuses(tab: ActivityTab): { statuses: EventStatus[] | null; history: boolean; upcoming: boolean } {
  switch (tab) {
    case 'all':
      return { statuses: null, history: false, upcoming: false };
    case 'history':
      return { statuses: null, history: true, upcoming: false };
    case 'refunded':
      return { statuses: ['refunded', 'refunding'], history: false, upcoming: true };
    default:
      return { statuses: EVENT_STATUSES.filter((s) => s === tab), history: false, upcoming: true };
  }
}
