import { describe, expect, it } from 'vitest';
import { freezeErrors } from '../../resources/spaces/FreezePages';
import { centsOf } from '../../src/components/form/MoneyInput';
import {
  bookingErrors,
  bookingPrice,
  daysOf,
  frozenResponse,
  hasCost,
  minutesOf,
  openingHours,
  spaceErrors,
  timeOf,
  withinOpeningHours,
  type BookableSpace,
  type BookingContext,
} from '../../resources/spaces/rules';

const base = { visibility: 'public', open_all_day: false, open_time: '08:00', close_time: '20:00', reservation_type: 'full', slot_minutes: 60 };

describe('space form rules (spec content §5)', () => {
  it('reads times of day, 24:00 included, and writes them back', () => {
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:01')).toBeNull();
    expect(minutesOf('')).toBeNull();
    expect(timeOf(1440)).toBe('24:00');
    expect(timeOf(65)).toBe('01:05');
  });

  it('opens a 24-hour space at 00:00 and closes it at 24:00', () => {
    expect(openingHours({ open_all_day: true, open_time: '10:00', close_time: '11:00' })).toEqual({ open_time: '00:00', close_time: '24:00' });
    expect(spaceErrors({ ...base, open_all_day: true, open_time: '', close_time: '' })).toEqual({});
  });

  it('tells whether a period lies inside the opening hours, 24:00 and 24-hour spaces included', () => {
    const hours = { open_time: '08:00', close_time: '20:00' };
    expect(withinOpeningHours(hours, 480, 1200)).toBe(true);
    expect(withinOpeningHours(hours, 479, 600)).toBe(false);
    expect(withinOpeningHours(hours, 1140, 1201)).toBe(false);
    expect(withinOpeningHours({ open_all_day: true, open_time: '10:00', close_time: '11:00' }, 0, 1440)).toBe(true);
    expect(withinOpeningHours({ open_time: '18:00', close_time: '24:00' }, 1380, 1440)).toBe(true);
    expect(withinOpeningHours({ open_time: '', close_time: null }, 600, 660)).toBe(false);
  });

  it('wants the opening before the closing, on the closing time', () => {
    expect(spaceErrors({ ...base, open_time: '20:00', close_time: '20:00' })).toEqual({ close_time: 'Validations.SpaceOpenBeforeClose' });
    expect(spaceErrors({ ...base, open_time: '21:00', close_time: '08:00' })).toEqual({ close_time: 'Validations.SpaceOpenBeforeClose' });
    expect(spaceErrors({ ...base, open_time: '', close_time: '' })).toEqual({ open_time: 'Validations.FieldNotNull', close_time: 'Validations.FieldNotNull' });
    expect(spaceErrors({ ...base, open_time: '24:00' })).toEqual({ open_time: 'Validations.InvalidHour' });
  });

  it('wants a space with a cost (any profile’s price, or cleaning) to be public', () => {
    expect(hasCost({ prices: { guest: 1 } })).toBe(true);
    expect(hasCost({ prices: { resident: 0 }, cleaning_charge: 0 })).toBe(false);
    expect(spaceErrors({ ...base, visibility: 'private', prices: { member: 100 } })).toEqual({ visibility: 'Validations.SpaceCostMustBePublic' });
    expect(spaceErrors({ ...base, visibility: 'private', cleaning_charge: 100 })).toEqual({ visibility: 'Validations.SpaceCostMustBePublic' });
    expect(spaceErrors({ ...base, visibility: 'private' })).toEqual({});
  });

  it('wants spots on a space booked by spots, a slot that fits the hours, and an http(s) map link', () => {
    expect(spaceErrors({ ...base, reservation_type: 'spots', spots: 0 })).toEqual({ spots: 'Validations.FieldNotNull' });
    expect(spaceErrors({ ...base, reservation_type: 'spots', spots: 4 })).toEqual({});
    expect(spaceErrors({ ...base, open_time: '08:00', close_time: '08:30' })).toEqual({ slot_minutes: 'Validations.SpaceSlotLongerThanOpening' });
    expect(spaceErrors({ ...base, map_url: 'ftp://x.org' })).toEqual({ map_url: 'Validations.InvalidUrl' });
    expect(spaceErrors({ ...base, map_url: 'https://maps.example.org/a' })).toEqual({});
  });
});

const space: BookableSpace = {
  is_bookable: true,
  open_all_day: false,
  open_time: '08:00',
  close_time: '20:00',
  reservation_type: 'full',
  spots: null,
  slot_minutes: 60,
  consecutive_slots: 2,
  lead_days: 0,
  max_active_bookings: 2,
  allow_full_day: true,
};
const ctx = (extra: Partial<BookingContext> = {}): BookingContext => ({ today: '2026-11-27', freezes: [], sameDay: [], activeOfUser: 0, ...extra });

describe('booking rules (spec content §4 "only consecutive slots up to a limit")', () => {
  it('takes consecutive slots up to the limit, inside the hours, on the slots’ grid', () => {
    expect(bookingErrors(space, { date: '2026-11-27', start_time: '18:00', slots: 2 }, ctx())).toEqual({});
    expect(bookingErrors(space, { date: '2026-11-27', start_time: '18:00', slots: 3 }, ctx())).toEqual({ slots: 'Validations.BookingTooManySlots' });
    expect(bookingErrors(space, { date: '2026-11-27', start_time: '19:00', slots: 2 }, ctx())).toEqual({ start_time: 'Validations.BookingOutsideHours' });
    expect(bookingErrors(space, { date: '2026-11-27', start_time: '08:15' }, ctx())).toEqual({ start_time: 'Validations.BookingOffSlot' });
    expect(bookingErrors(space, { date: '2026-11-27' }, ctx())).toEqual({ start_time: 'Validations.FieldNotNull' });
  });

  it('respects the lead time in the district’s days, and refuses past days', () => {
    const ahead = { ...space, lead_days: 2 };
    expect(bookingErrors(ahead, { date: '2026-11-28', start_time: '09:00' }, ctx())).toEqual({ date: 'Validations.BookingLeadTime' });
    expect(bookingErrors(ahead, { date: '2026-11-29', start_time: '09:00' }, ctx())).toEqual({});
    expect(bookingErrors(space, { date: '2026-11-26', start_time: '09:00' }, ctx())).toEqual({ date: 'Validations.DateStartNotPast' });
  });

  it('refuses a frozen day, and only the frozen part of a day frozen from a time', () => {
    expect(bookingErrors(space, { date: '2026-11-30', start_time: '09:00' }, ctx({ freezes: [{ available_until: null }] }))).toEqual({
      date: 'Validations.BookingFrozen',
    });
    const afternoon = ctx({ freezes: [{ available_until: '12:00' }] });
    expect(bookingErrors(space, { date: '2026-11-30', start_time: '11:00' }, afternoon)).toEqual({});
    expect(bookingErrors(space, { date: '2026-11-30', start_time: '11:00', slots: 2 }, afternoon)).toEqual({ date: 'Validations.BookingFrozen' });
  });

  it('counts overlapping active bookings: one for a whole space, spots for a space by spots', () => {
    const held = [{ start_time: '09:00', end_time: '11:00', spots: 2, status: 'waiting' as const }];
    expect(bookingErrors(space, { date: '2026-11-30', start_time: '10:00' }, ctx({ sameDay: held }))).toEqual({ start_time: 'Validations.BookingFull' });
    expect(bookingErrors(space, { date: '2026-11-30', start_time: '11:00' }, ctx({ sameDay: held }))).toEqual({});
    expect(bookingErrors(space, { date: '2026-11-30', start_time: '10:00' }, ctx({ sameDay: [{ ...held[0], status: 'rejected' }] }))).toEqual({});
    const bySpots = { ...space, reservation_type: 'spots' as const, spots: 3 };
    expect(bookingErrors(bySpots, { date: '2026-11-30', start_time: '10:00', spots: 1 }, ctx({ sameDay: held }))).toEqual({});
    expect(bookingErrors(bySpots, { date: '2026-11-30', start_time: '10:00', spots: 2 }, ctx({ sameDay: held }))).toEqual({
      start_time: 'Validations.BookingFull',
    });
  });

  it('caps a user’s active bookings, allows the full day only where the space does, and refuses what is not bookable', () => {
    expect(bookingErrors(space, { date: '2026-11-30', start_time: '09:00' }, ctx({ activeOfUser: 2 }))).toEqual({ date: 'Validations.BookingTooManyActive' });
    expect(bookingErrors({ ...space, allow_full_day: false }, { date: '2026-11-30', full_day: true }, ctx())).toEqual({
      full_day: 'Validations.BookingFullDayNotAllowed',
    });
    expect(bookingErrors(space, { date: '2026-11-30', full_day: true }, ctx())).toEqual({});
    expect(bookingErrors({ ...space, is_bookable: false }, { date: '2026-11-30', start_time: '09:00' }, ctx())).toEqual({
      date: 'Validations.BookingNotBookable',
    });
  });

  it('prices per slot for the user’s profile, plus cleaning', () => {
    const priced = { prices: { resident: 500, member: 700 }, cleaning_charge: 1000, slot_minutes: 60 };
    expect(bookingPrice(priced, 'owner', { start: 600, end: 720 })).toBe(2000);
    expect(bookingPrice(priced, 'member', { start: 600, end: 660 })).toBe(1700);
    expect(bookingPrice(priced, 'guest', { start: 600, end: 660 })).toBe(1000);
  });
});

describe('freezing', () => {
  it('answers the frozen-space response: from today, all, mine, others’', () => {
    const rows = [
      { date: '2026-11-20', created_by: 1 },
      { date: '2026-11-28', created_by: 1 },
      { date: '2026-11-29', created_by: 2 },
    ];
    expect(frozenResponse(rows, '2026-11-27', 1)).toEqual({
      current_frozen: ['2026-11-28', '2026-11-29'],
      all_frozen: ['2026-11-20', '2026-11-28', '2026-11-29'],
      yours_frozen: ['2026-11-20', '2026-11-28'],
      other_frozen: ['2026-11-29'],
    });
  });

  it('lists every day of a range, across a month’s end', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysOf('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('checks the freeze form as the server does', () => {
    const ok = { date_from: '2026-11-28', date_to: null, reason: 'Works', available_until: null };
    expect(freezeErrors(ok, '2026-11-27')).toEqual({});
    expect(freezeErrors({ ...ok, date_from: '2026-11-26' }, '2026-11-27')).toEqual({ date_from: 'Validations.DateStartNotPast' });
    expect(freezeErrors({ ...ok, date_to: '2026-11-27' }, '2026-11-27')).toEqual({ date_to: 'Validations.DateEndNotEqualPastStart' });
    expect(freezeErrors({ ...ok, reason: ' ', date_from: null }, '2026-11-27')).toEqual({
      date_from: 'Validations.FieldNotNull',
      reason: 'Validations.FieldNotNull',
    });
    expect(freezeErrors({ ...ok, available_until: '00:00' }, '2026-11-27')).toEqual({ available_until: 'Validations.InvalidHour' });
  });
});

describe('money typed in the space form', () => {
  it('keeps cents of units typed with a point or a comma, nothing for empty, and the text when it is not an amount', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('12,50')).toBe(1250);
    expect(centsOf(' 3 ')).toBe(300);
    expect(centsOf('')).toBeNull();
    expect(centsOf('1.999')).toBe('1.999');
    expect(centsOf('-2')).toBe('-2');
  });
});
