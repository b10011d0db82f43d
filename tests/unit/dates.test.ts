import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, formatDateTime, formatMonth, monthFormat } from '../../src/lib/dates';

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
