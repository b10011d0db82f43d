import { describe, expect, it } from 'vitest';
import { districtDay } from '../../server/db/seedDays';

describe("a district's day", () => {
  // 23:30 UTC on 28 November: Rome is past midnight, Chicago and São Paulo are still on the 28th.
  const late = new Date('2026-11-28T23:30:00Z');

  it('is the calendar day of its own time zone', () => {
    expect(districtDay('Europe/Rome', 0, late)).toBe('2026-11-29');
    expect(districtDay('America/Chicago', 0, late)).toBe('2026-11-28');
    expect(districtDay('America/Sao_Paulo', 0, late)).toBe('2026-11-28');
  });

  it('counts days from there, across months and years', () => {
    expect(districtDay('Europe/Rome', 2, late)).toBe('2026-12-01');
    expect(districtDay('Europe/Rome', -29, late)).toBe('2026-10-31');
    expect(districtDay('America/Chicago', 34, late)).toBe('2027-01-01');
  });
});
