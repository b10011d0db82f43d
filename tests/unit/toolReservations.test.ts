import { describe, expect, it } from 'vitest';
import {
  canDo,
  daysBetween,
  deliveryTiming,
  overlaps,
  reservationDateErrors,
  reservationDays,
  returnTiming,
  timing,
  type TimedReservation,
} from '../../resources/tool_reservations/rules';

const reservation = (extra: Partial<TimedReservation> = {}): TimedReservation => ({
  status: 'booked',
  start_date: '2026-03-10',
  end_date: '2026-03-12',
  delivered_on: null,
  returned_on: null,
  ...extra,
});

describe('tool reservation days', () => {
  it('counts both ends, across months, years and a leap day', () => {
    expect(reservationDays('2026-03-10', '2026-03-10')).toBe(1);
    expect(reservationDays('2026-03-10', '2026-03-12')).toBe(3);
    expect(reservationDays('2026-01-30', '2026-02-02')).toBe(4);
    expect(reservationDays('2025-12-31', '2026-01-01')).toBe(2);
    expect(reservationDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-03-12', '2026-03-10')).toBe(-2);
  });

  it('is unmoved by a daylight-saving change (Europe moves its clocks on 29 March 2026)', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('tells whether two periods share a day', () => {
    const a = { start_date: '2026-03-10', end_date: '2026-03-12' };
    expect(overlaps(a, { start_date: '2026-03-12', end_date: '2026-03-14' })).toBe(true);
    expect(overlaps(a, { start_date: '2026-03-08', end_date: '2026-03-10' })).toBe(true);
    expect(overlaps(a, { start_date: '2026-03-11', end_date: '2026-03-11' })).toBe(true);
    expect(overlaps(a, { start_date: '2026-03-13', end_date: '2026-03-14' })).toBe(false);
    expect(overlaps(a, { start_date: '2026-03-01', end_date: '2026-03-09' })).toBe(false);
  });
});

describe('delivery and return timing', () => {
  it('is on time, or late or early by whole days', () => {
    expect(timing('2026-03-12', '2026-03-12')).toEqual({ status: 'on_time', days: 0 });
    expect(timing('2026-03-12', '2026-03-14')).toEqual({ status: 'late', days: 2 });
    expect(timing('2026-03-12', '2026-03-11')).toEqual({ status: 'early', days: 1 });
  });

  it('compares the delivery with the start and the return with the end', () => {
    expect(deliveryTiming(reservation())).toBeNull();
    expect(deliveryTiming(reservation({ status: 'in_use', delivered_on: '2026-03-11' }))).toEqual({ status: 'late', days: 1 });
    const returned = reservation({ status: 'returned', delivered_on: '2026-03-10', returned_on: '2026-03-14' });
    expect(returnTiming(returned, '2026-04-01')).toEqual({ status: 'late', days: 2 });
  });

  it('counts a tool still lent after its end day as late so far, and nothing before', () => {
    const lent = reservation({ status: 'in_use', delivered_on: '2026-03-10' });
    expect(returnTiming(lent, '2026-03-12')).toBeNull();
    expect(returnTiming(lent, '2026-03-15')).toEqual({ status: 'late', days: 3 });
    expect(returnTiming(reservation({ status: 'booked' }), '2026-03-15')).toBeNull();
    expect(returnTiming(reservation({ status: 'cancelled' }), '2026-03-15')).toBeNull();
  });
});

describe('reservation date rules', () => {
  const today = '2026-03-10';
  it('accepts a new reservation from today within the tool’s days', () => {
    expect(reservationDateErrors({ start_date: today, end_date: '2026-03-12' }, { today, isNew: true, maxDays: 3 })).toEqual({});
  });

  it('refuses more days than the tool allows, naming its maximum', () => {
    expect(reservationDateErrors({ start_date: today, end_date: '2026-03-13' }, { today, isNew: true, maxDays: 3 })).toEqual({
      end_date: { key: 'Validations.ToolMaxDays', args: { smart_count: 3 } },
    });
  });

  it('refuses an end before the start, and a new one starting in the past (not a change of an older one)', () => {
    expect(reservationDateErrors({ start_date: '2026-03-12', end_date: '2026-03-11' }, { today, isNew: true, maxDays: 3 })).toEqual({
      end_date: { key: 'Validations.DateEndNotEqualPastStart' },
    });
    expect(reservationDateErrors({ start_date: '2026-03-09', end_date: '2026-03-10' }, { today, isNew: true, maxDays: 3 })).toEqual({
      start_date: { key: 'Validations.DateStartNotPast' },
    });
    expect(reservationDateErrors({ start_date: '2026-03-09', end_date: '2026-03-10' }, { today, isNew: false, maxDays: 3 })).toEqual({});
  });

  it('checks the length only once the tool is known, and nothing on missing days', () => {
    expect(reservationDateErrors({ start_date: today, end_date: '2026-04-30' }, { today, isNew: true })).toEqual({});
    expect(reservationDateErrors({ start_date: null, end_date: null }, { today, isNew: true, maxDays: 3 })).toEqual({});
  });
});

describe('reservation actions', () => {
  it('delivers and cancels a booked one, returns one in use, and nothing else', () => {
    expect(canDo('deliver', 'booked')).toBe(true);
    expect(canDo('cancel', 'booked')).toBe(true);
    expect(canDo('return', 'in_use')).toBe(true);
    for (const status of ['in_use', 'returned', 'cancelled'] as const) expect(canDo('deliver', status)).toBe(false);
    for (const status of ['booked', 'returned', 'cancelled'] as const) expect(canDo('return', status)).toBe(false);
    for (const status of ['in_use', 'returned', 'cancelled'] as const) expect(canDo('cancel', status)).toBe(false);
  });
});
