import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, formatDateTime, formatMonth, instantOf, monthFormat, prepareZone, wallClockIn } from '../../src/lib/dates';

/** The demo districts' countries (server/db/seed.ts): Italy and Brazil DD/MM/YYYY, the United States MM/DD/YYYY. */
const DISTRICTS = [
  { name: 'Borgo Navigli (Italy)', format: 'DD/MM/YYYY', day: '23/11/2026', month: '11/2026' },
  { name: 'Vila Aurora (Brazil)', format: 'DD/MM/YYYY', day: '23/11/2026', month: '11/2026' },
  { name: 'Cedar Park Commons (United States)', format: 'MM/DD/YYYY', day: '11/23/2026', month: '11/2026' },
];

// Built from local time, so the expectations hold in any time zone the tests run in.
const AT = new Date(2026, 10, 23, 9, 5, 7).toISOString();

describe('dates in the district country format (spec console §3, §5)', () => {
  for (const d of DISTRICTS) {
    it(`${d.name}: days, timestamps and months in ${d.format}`, () => {
      expect(formatDate('2026-11-23', d.format)).toBe(d.day);
      expect(formatDate(AT, d.format)).toBe(d.day);
      expect(formatDateTime(AT, d.format)).toBe(`${d.day} 09:05`);
      expect(formatDateTime(AT, d.format, { seconds: true })).toBe(`${d.day} 09:05:07`);
      expect(formatMonth('2026-11-01', d.format)).toBe(d.month);
    });
  }

  it('a plain day is not moved by the time zone; a timestamp shows its local day', () => {
    expect(formatDate('2026-01-01', 'MM/DD/YYYY')).toBe('01/01/2026');
    const lateEvening = new Date(2026, 0, 31, 23, 30).toISOString();
    expect(formatDate(lateEvening, 'MM/DD/YYYY')).toBe('01/31/2026');
  });

  it('the default is DD/MM/YYYY; empty stays empty and what is not a date shows as it came', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('2026-11-23', 'MM/DD/YYYY')).toBe('11/23/2026');
  });

  it('months drop the day and its separator wherever it stands', () => {
    expect(monthFormat('DD/MM/YYYY')).toBe('MM/YYYY');
    expect(monthFormat('MM/DD/YYYY')).toBe('MM/YYYY');
    expect(monthFormat('YYYY-MM-DD')).toBe('YYYY-MM');
    expect(formatMonth('2026-03', 'YYYY-MM-DD')).toBe('2026-03');
  });
});

describe('times in the district’s time zone, wherever the browser is', () => {
  const fields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

  it('shows a timestamp on the district’s clock', () => {
    const at = '2026-11-25T09:30:00Z';
    expect(formatDateTime(at, 'DD/MM/YYYY', { timeZone: 'Europe/Rome' })).toBe('25/11/2026 10:30');
    expect(formatDateTime(at, 'DD/MM/YYYY', { timeZone: 'America/Sao_Paulo' })).toBe('25/11/2026 06:30');
    expect(formatDateTime(at, 'MM/DD/YYYY', { timeZone: 'America/Chicago' })).toBe('11/25/2026 03:30');
    // The day too: 23:30 in Chicago is already tomorrow in Milan.
    expect(formatDate('2026-11-26T05:30:00Z', 'DD/MM/YYYY', 'America/Chicago')).toBe('25/11/2026');
    expect(formatDate('2026-11-26T05:30:00Z', 'DD/MM/YYYY', 'Europe/Rome')).toBe('26/11/2026');
    // A calendar day has no zone; an unknown zone falls back to the browser's.
    expect(formatDate('2026-11-25', 'DD/MM/YYYY', 'Asia/Tokyo')).toBe('25/11/2026');
    expect(formatDateTime(AT, 'DD/MM/YYYY', { timeZone: 'Not/AZone' })).toBe('23/11/2026 09:05');
  });

  it('reads a day and time picked for the district as the instant it is there, and back', () => {
    const picked = new Date(2026, 10, 25, 9, 30);
    expect(instantOf(picked, 'Europe/Rome').toISOString()).toBe('2026-11-25T08:30:00.000Z');
    expect(instantOf(picked, 'America/Sao_Paulo').toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(fields(wallClockIn(instantOf(picked, 'America/Chicago'), 'America/Chicago'))).toEqual([2026, 11, 25, 9, 30]);
    // In summer, Milan is two hours ahead of UTC.
    expect(instantOf(new Date(2026, 6, 1, 9, 30), 'Europe/Rome').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    // Without a zone, the browser's own.
    expect(instantOf(picked).getTime()).toBe(picked.getTime());
  });

  it('takes a time a change of the clock skips as an hour later, and one it repeats as its first', () => {
    // 29 March 2026, Milan: 02:00 jumps to 03:00; 02:30 does not exist.
    expect(instantOf(new Date(2026, 2, 29, 2, 30), 'Europe/Rome').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026, Milan: 03:00 goes back to 02:00; 02:30 happens twice.
    expect(instantOf(new Date(2026, 9, 25, 2, 30), 'Europe/Rome').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe("a zone's formatter, made ahead", () => {
  it('is made in an idle moment, not at once; a zone the browser does not know is no error', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    try {
      prepareZone('Pacific/Chatham');
      prepareZone('Not/AZone');
      prepareZone(null);
      expect(idle).toHaveLength(2);
      for (const run of idle) expect(run).not.toThrow();
      // The formatter made ahead is the one the zone's dates are then shown with.
      expect(formatDateTime('2026-06-01T00:00:00Z', DEFAULT_DATE_FORMAT, { timeZone: 'Pacific/Chatham' })).toBe('01/06/2026 12:45');
      expect(formatDateTime('2026-06-01T00:00:00Z', DEFAULT_DATE_FORMAT, { timeZone: 'Not/AZone' })).toBe(formatDateTime('2026-06-01T00:00:00Z'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
