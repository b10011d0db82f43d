import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildOffsetTable,
  offsetIn,
  parseOffsetTable,
  storedOffsetTable,
  storeOffsetTable,
  ZONE_OFFSETS_KEY,
  type OffsetTable,
} from '../../src/lib/zoneOffsets';
import { countIntl } from './countIntl';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const NOW = Date.UTC(2026, 11, 8, 12);

/** The zone's offset by Intl, as the console's formatter reads it. */
function intlOffset(zone: string): (t: number) => number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (t) => {
    const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, new Date(t).getUTCMilliseconds()) - t;
  };
}

describe("a zone's offset table", () => {
  // Whole-hour and half-hour changes, a 30-minute summer time (Lord Howe), quarter-hour offsets
  // (Chatham), Ramadan's pauses a month apart (Casablanca), a summer time given up (Tehran, São Paulo).
  const zones = [
    'Europe/Rome',
    'Europe/Lisbon',
    'America/New_York',
    'America/Sao_Paulo',
    'America/Santiago',
    'Asia/Kolkata',
    'Asia/Tehran',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Africa/Casablanca',
    'UTC',
  ];

  it.each(zones)('%s: answers as the formatter does, on every change and between them, for ten years', (zone) => {
    const offsetAt = intlOffset(zone);
    const table = buildOffsetTable(offsetAt, NOW - 5 * YEAR, NOW + 5 * YEAR);
    const probes = [table.from, table.to - 1];
    for (const at of table.at) probes.push(at - 1000, at - 1, at, at + 1, at + 1000);
    for (let t = table.from + 3_600_123; t < table.to; t += 13 * DAY + 3_600_007) probes.push(t);
    for (const t of probes) expect(offsetIn(table, t), `${zone} at ${new Date(t).toISOString()}`).toBe(offsetAt(t));
    // Every change it holds is one (the offset differs on each side of it).
    table.at.forEach((at, i) => expect(table.offsets[i + 1]).not.toBe(table.offsets[i]));
  });

  it('finds the changes of a zone that has them', () => {
    const rome = buildOffsetTable(intlOffset('Europe/Rome'), Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(rome.at.map((t) => new Date(t).toISOString())).toEqual(['2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z']);
    expect(rome.offsets).toEqual([3_600_000, 7_200_000, 3_600_000]);
    expect(buildOffsetTable(intlOffset('UTC'), Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)).at).toEqual([]);
  });

  it('answers nothing outside its years', () => {
    const table = buildOffsetTable(intlOffset('Europe/Rome'), Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(offsetIn(table, Date.UTC(2025, 11, 31, 23, 59, 59))).toBeNull();
    expect(offsetIn(table, Date.UTC(2027, 0, 1))).toBeNull();
    expect(offsetIn(table, Number.NaN)).toBeNull();
  });

  it('is taken from storage only whole and in order', () => {
    const good: OffsetTable = { from: 0, to: 100_000, at: [10_000, 50_000], offsets: [0, 3_600_000, 0] };
    expect(parseOffsetTable(good)).toEqual(good);
    for (const bad of [
      null,
      'table',
      { ...good, offsets: [0, 3_600_000] },
      { ...good, at: [50_000, 10_000] },
      { ...good, at: [10_000, 100_000] },
      { ...good, at: [0, 50_000] },
      { ...good, offsets: [0, '3600000', 0] },
      { ...good, offsets: [0, Number.POSITIVE_INFINITY, 0] },
      { ...good, from: 100_000 },
      { ...good, at: 'none' },
    ]) {
      expect(parseOffsetTable(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('stored tables', () => {
  afterEach(() => {
    localStorage.removeItem(ZONE_OFFSETS_KEY);
    vi.unstubAllGlobals();
  });
  const table: OffsetTable = { from: 0, to: 100_000, at: [10_000], offsets: [0, 3_600_000] };

  it("are this browser's of the last 30 days, a few zones at most", () => {
    storeOffsetTable('Europe/Rome', table, NOW);
    expect(storedOffsetTable('Europe/Rome', NOW + 29 * DAY)).toEqual(table);
    expect(storedOffsetTable('Europe/Rome', NOW + 30 * DAY)).toBeNull();
    expect(storedOffsetTable('America/Chicago', NOW)).toBeNull();
    // The prototype's keys are no zone.
    expect(storedOffsetTable('__proto__', NOW)).toBeNull();
    // Another browser (or this one updated, with newer zone data) makes its own.
    vi.stubGlobal('navigator', { userAgent: 'Another/1.0' });
    expect(storedOffsetTable('Europe/Rome', NOW)).toBeNull();
    vi.unstubAllGlobals();

    const zones = ['Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7'];
    zones.forEach((z, i) => storeOffsetTable(z, table, NOW + i));
    // Six kept: Rome, the first stored, went first, then Z1.
    expect(['Europe/Rome', ...zones].map((z) => storedOffsetTable(z, NOW + 10) !== null)).toEqual([false, false, true, true, true, true, true, true]);
  });

  it('are none when what is stored is not JSON or not theirs', () => {
    localStorage.setItem(ZONE_OFFSETS_KEY, '{not json');
    expect(storedOffsetTable('Europe/Rome', NOW)).toBeNull();
    localStorage.setItem(ZONE_OFFSETS_KEY, JSON.stringify({ agent: navigator.userAgent, zones: { 'Europe/Rome': { made: NOW, table: { from: 1 } } } }));
    expect(storedOffsetTable('Europe/Rome', NOW)).toBeNull();
    // Made "later" than now (a clock put back): not trusted.
    localStorage.setItem(ZONE_OFFSETS_KEY, JSON.stringify({ agent: navigator.userAgent, zones: { 'Europe/Rome': { made: NOW + DAY, table } } }));
    expect(storedOffsetTable('Europe/Rome', NOW)).toBeNull();
    // Storage refused on write: no error.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeOffsetTable('Europe/Rome', table, NOW)).not.toThrow();
    vi.restoreAllMocks();
  });
});

describe("a returning user's dates", () => {
  afterEach(() => {
    localStorage.removeItem(ZONE_OFFSETS_KEY);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('are read from the table an earlier visit stored: no formatter made, nothing left to do ahead', async () => {
    // The first visit: the zone is got ready in an idle moment, which stores its table.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.resetModules();
    const first = await import('../../src/lib/dates');
    first.prepareZone('Europe/Rome');
    expect(idle).toHaveLength(1);
    idle[0]();
    const shown = ['2026-11-25T09:30:00Z', '2026-07-01T07:30:00Z', '2026-03-29T01:00:00Z', '2026-03-29T00:59:59Z', '2022-01-01T00:00:00Z'].map((at) =>
      first.formatDateTime(at, 'DD/MM/YYYY', { seconds: true, timeZone: 'Europe/Rome' }),
    );
    expect(shown).toEqual(['25/11/2026 10:30:00', '01/07/2026 09:30:00', '29/03/2026 03:00:00', '29/03/2026 01:59:59', '01/01/2022 01:00:00']);

    // The next visit (a new page): the same dates, and not one Intl formatter made for them.
    vi.resetModules();
    const next = await import('../../src/lib/dates');
    const formatters = countIntl('DateTimeFormat');
    next.prepareZone('Europe/Rome');
    expect(idle).toHaveLength(1);
    expect(
      ['2026-11-25T09:30:00Z', '2026-07-01T07:30:00Z', '2026-03-29T01:00:00Z', '2026-03-29T00:59:59Z', '2022-01-01T00:00:00Z'].map((at) =>
        next.formatDateTime(at, 'DD/MM/YYYY', { seconds: true, timeZone: 'Europe/Rome' }),
      ),
    ).toEqual(shown);
    expect(next.instantOf(new Date(2026, 2, 29, 2, 30), 'Europe/Rome').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(formatters.made).toBe(0);
    // An instant outside the table's years is still shown, by the formatter.
    expect(next.formatDateTime('1990-07-01T10:00:00Z', 'DD/MM/YYYY', { timeZone: 'Europe/Rome' })).toBe('01/07/1990 12:00');
    expect(formatters.made).toBe(1);
  });
});
