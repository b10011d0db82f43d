import { daysBetween, daysOf } from '../../src/lib/dates';
import { isContentUrl, isHour, V } from '../../src/lib/formats';

export { daysBetween, daysOf };
import { ACTIVE_BOOKING_STATUSES, type BookingStatus, type ReservationType } from './constants';

/**
 * Rules of spaces, their freezes and bookings that need no zod (spec content §5 "Spaces,
 * activities, tools"), shared by the form, the server and the tests. Times are the district's
 * wall clock as `HH:MM`; `24:00` is the end of the day.
 */

/** Keys of the spaces' own messages, beside the shared catalogue's. */
export const SV = {
  OpenBeforeClose: 'Validations.SpaceOpenBeforeClose',
  CostMustBePublic: 'Validations.SpaceCostMustBePublic',
  SlotLongerThanOpening: 'Validations.SpaceSlotLongerThanOpening',
  NotBookable: 'Validations.BookingNotBookable',
  LeadTime: 'Validations.BookingLeadTime',
  OutsideHours: 'Validations.BookingOutsideHours',
  OffSlot: 'Validations.BookingOffSlot',
  TooManySlots: 'Validations.BookingTooManySlots',
  FullDayNotAllowed: 'Validations.BookingFullDayNotAllowed',
  Frozen: 'Validations.BookingFrozen',
  Full: 'Validations.BookingFull',
  TooManyActive: 'Validations.BookingTooManyActive',
} as const;

/** Minutes since midnight of `HH:MM` (or `HH.MM`); null when it is not a time of day. */
export function minutesOf(time: string | null | undefined): number | null {
  if (typeof time !== 'string' || !isHour(time)) return null;
  const [h, m] = time.split(/[:.]/).map(Number);
  return h * 60 + m;
}

/** `HH:MM` of minutes since midnight (1440 is `24:00`). */
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A 24-hour space opens 00:00 and closes 24:00 (spec content §5), whatever the form held. */
export function openingHours(space: { open_all_day?: boolean; open_time?: string | null; close_time?: string | null }) {
  return space.open_all_day ? { open_time: '00:00', close_time: '24:00' } : { open_time: space.open_time ?? '', close_time: space.close_time ?? '' };
}

/**
 * Whether a period of the day (minutes since midnight, `end` up to 1440) lies inside the space's
 * opening hours (spec content §5: bookings, and "Activity time must fall inside the space's
 * opening hours"). False when the space has no valid hours.
 */
export function withinOpeningHours(
  space: { open_all_day?: boolean; open_time?: string | null; close_time?: string | null },
  start: number,
  end: number,
): boolean {
  const { open_time, close_time } = openingHours(space);
  const open = minutesOf(open_time);
  const close = minutesOf(close_time);
  return open !== null && close !== null && start >= open && end <= close;
}

export interface SpaceRulesInput {
  visibility?: string;
  open_all_day?: boolean;
  open_time?: string | null;
  close_time?: string | null;
  reservation_type?: ReservationType | string;
  spots?: number | null;
  slot_minutes?: number | null;
  prices?: Partial<Record<string, number | null>> | null;
  cleaning_charge?: number | null;
  map_url?: string | null;
}

/** Whether booking the space costs something: a price for some profile, or a cleaning charge. */
export const hasCost = (s: Pick<SpaceRulesInput, 'prices' | 'cleaning_charge'>) =>
  Object.values(s.prices ?? {}).some((p) => (p ?? 0) > 0) || (s.cleaning_charge ?? 0) > 0;

/** The cross-field rules of the space form, as errors by field (empty: none). */
export function spaceErrors(s: SpaceRulesInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const { open_time, close_time } = openingHours(s);
  const open = minutesOf(open_time);
  const close = minutesOf(close_time);
  if (!s.open_all_day) {
    if (open === null || open >= 1440) errors.open_time = open_time ? V.InvalidHour : V.FieldNotNull;
    if (close === null) errors.close_time = close_time ? V.InvalidHour : V.FieldNotNull;
    else if (!errors.open_time && open! >= close) errors.close_time = SV.OpenBeforeClose;
  }
  if (open !== null && close !== null && open < close && s.slot_minutes && s.slot_minutes > close - open) errors.slot_minutes = SV.SlotLongerThanOpening;
  if (hasCost(s) && s.visibility !== 'public') errors.visibility = SV.CostMustBePublic;
  if (s.reservation_type === 'spots' && !(typeof s.spots === 'number' && s.spots >= 1)) errors.spots = V.FieldNotNull;
  if (s.map_url && !isContentUrl(s.map_url.trim())) errors.map_url = V.InvalidUrl;
  return errors;
}

/** What a booking is checked against: the space as stored. */
export interface BookableSpace {
  is_bookable: boolean;
  open_all_day: boolean;
  open_time: string;
  close_time: string;
  reservation_type: ReservationType;
  spots: number | null;
  slot_minutes: number;
  consecutive_slots: number;
  lead_days: number;
  max_active_bookings: number;
  allow_full_day: boolean;
}

export interface BookingRequest {
  date: string;
  start_time?: string;
  slots?: number;
  full_day?: boolean;
  spots?: number;
}

/** A freeze of the day: all day, or from `available_until` on. */
export interface DayFreeze {
  available_until: string | null;
}

/** A booking already held on the day. */
export interface HeldBooking {
  start_time: string;
  end_time: string;
  spots: number;
  status: BookingStatus;
}

export interface BookingContext {
  /** The district's today, YYYY-MM-DD. */
  today: string;
  freezes: readonly DayFreeze[];
  /** The space's bookings of that day. */
  sameDay: readonly HeldBooking[];
  /** How many active bookings, today or later, the user already holds on this space. */
  activeOfUser: number;
}

/** The booked period of a request on the space: start and end minutes, or null when it has no valid start. */
export function bookedPeriod(space: BookableSpace, req: BookingRequest): { start: number; end: number } | null {
  const { open_time, close_time } = openingHours(space);
  if (req.full_day) return { start: minutesOf(open_time)!, end: minutesOf(close_time)! };
  const start = minutesOf(req.start_time);
  if (start === null) return null;
  return { start, end: start + (req.slots ?? 1) * space.slot_minutes };
}

/**
 * Whether a booking may be made (spec content §4 "the user may pick only consecutive slots up to a
 * limit", §5): errors by field, empty when it may. The capacity is the space's whole for a space
 * booked whole, its spots for one booked by spots; frozen days (or their frozen part) are refused.
 */
export function bookingErrors(space: BookableSpace, req: BookingRequest, ctx: BookingContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!space.is_bookable) return { date: SV.NotBookable };
  if (daysBetween(ctx.today, req.date) < space.lead_days) errors.date = space.lead_days === 0 ? V.DateStartNotPast : SV.LeadTime;
  if (req.full_day && !space.allow_full_day) errors.full_day = SV.FullDayNotAllowed;
  const slots = req.slots ?? 1;
  if (!req.full_day && (slots < 1 || slots > space.consecutive_slots)) errors.slots = SV.TooManySlots;
  const period = bookedPeriod(space, req);
  const open = minutesOf(openingHours(space).open_time)!;
  if (!period) errors.start_time = req.start_time ? V.InvalidHour : V.FieldNotNull;
  // Too many slots says it all: the hours they would overrun are not a second error.
  else if (errors.slots) return errors;
  else if (!withinOpeningHours(space, period.start, period.end)) errors.start_time = SV.OutsideHours;
  else if (!req.full_day && (period.start - open) % space.slot_minutes !== 0) errors.start_time = SV.OffSlot;
  if (Object.keys(errors).length > 0 || !period) return errors;

  const frozen = ctx.freezes.some((f) => {
    const until = minutesOf(f.available_until);
    return until === null || period.end > until;
  });
  if (frozen) return { date: SV.Frozen };
  const wanted = space.reservation_type === 'spots' ? (req.spots ?? 1) : 1;
  const overlapping = ctx.sameDay.filter((b) => {
    if (!ACTIVE_BOOKING_STATUSES.includes(b.status)) return false;
    const s = minutesOf(b.start_time)!;
    const e = minutesOf(b.end_time)!;
    return s < period.end && period.start < e;
  });
  const capacity = space.reservation_type === 'spots' ? (space.spots ?? 0) : 1;
  const taken = space.reservation_type === 'spots' ? overlapping.reduce((n, b) => n + b.spots, 0) : overlapping.length;
  if (wanted < 1 || taken + wanted > capacity) return { start_time: SV.Full };
  if (ctx.activeOfUser >= space.max_active_bookings) return { date: SV.TooManyActive };
  return {};
}

export type FrozenDay = { date: string; created_by: number | null };

/** The frozen-space response (spec content §3): dates from today, all, frozen by the caller, by others. */
export function frozenResponse(rows: readonly FrozenDay[], today: string, me: number) {
  const dates = (pick: (r: FrozenDay) => boolean) => [...new Set(rows.filter(pick).map((r) => r.date))].sort();
  return {
    current_frozen: dates((r) => r.date >= today),
    all_frozen: dates(() => true),
    yours_frozen: dates((r) => r.created_by === me),
    other_frozen: dates((r) => r.created_by !== me),
  };
}

/** The price of a booking for a user's level: the profile's price per slot, times the slots, plus cleaning. */
export function bookingPrice(
  space: { prices: Partial<Record<string, number>>; cleaning_charge: number; slot_minutes: number },
  level: string,
  period: { start: number; end: number },
): number {
  const profile = level === 'member' || level === 'guest' ? level : 'resident';
  const perSlot = space.prices[profile] ?? 0;
  const slots = Math.ceil((period.end - period.start) / space.slot_minutes);
  return perSlot * slots + space.cleaning_charge;
}
