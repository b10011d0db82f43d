import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../bench/measure';
import { type BackendReport, compare, median, medianResult, pairedRatios, type Round, withKept } from '../../bench/report';

/** A measured window with only what the comparison reads set. */
const row = (requestsPerSec: number, latencyP99Ms: number, non2xx = 0): ScenarioResult => ({
  name: 'list',
  method: 'GET',
  path: '/api/v3/tags',
  requestsPerSec,
  totalRequests: requestsPerSec * 10,
  latencyP50Ms: 50,
  latencyP99Ms,
  latencyMaxMs: latencyP99Ms * 2,
  errors: 0,
  timeouts: 0,
  non2xx,
  statusCodes: {},
  slowestFirstResponseMs: 10,
  connectionsNeverAnswered: 0,
});

const round = (borgo: ScenarioResult, floor: ScenarioResult, first: Round['first'] = 'borgo'): Round => ({ borgo, floor, first });

const report = (rounds: Round[]): BackendReport => ({
  backend: 'pglite',
  status: 'ok',
  date: '2026-11-29T00:00:00.000Z',
  machine: { cpuCount: 2, cpuModel: 'test', memoryGb: 1, os: 'test', node: 'v20', loadAverage1m: 0 },
  load: { connections: 50, warmupSeconds: 2, seconds: 10 },
  scenarios: [medianResult(rounds.map((r) => r.borgo))],
  floor: [medianResult(rounds.map((r) => r.floor))],
  rounds: { list: rounds },
  notes: [],
});

describe('bench: Borgo against the floor over paired rounds (issue 12 §3)', () => {
  it('takes the median of an odd and of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it("shows each side's median window, a measured one", () => {
    const rows = [row(700, 90), row(500, 120), row(600, 100)];
    expect(medianResult(rows)).toBe(rows[2]);
    // An even count: the lower middle, still one real window.
    expect(medianResult([row(800, 1), row(600, 2)]).requestsPerSec).toBe(600);
  });

  it('compares each round with its own floor window, not the best Borgo with the worst floor', () => {
    // The machine slows down in round 2: both sides lose alike, their ratio holds.
    const rounds = [round(row(800, 100), row(1000, 80)), round(row(560, 150), row(700, 120), 'floor'), round(row(790, 100), row(1000, 80))];
    const paired = pairedRatios(rounds);
    expect(paired.each.map((e) => e.throughput)).toEqual([0.8, 0.8, 0.79]);
    expect(paired.throughputRatio).toBe(0.8);
    expect(paired.p99Ratio).toBe(1.25);
    const [c] = compare(report(rounds));
    expect(c.throughputRatio).toBe(0.8);
    expect(c.roundRatios).toHaveLength(3);
    expect(c.pass).toBe(true);
  });

  it('drops a round a hiccup spoilt, which a single window would have reported', () => {
    const rounds = [round(row(800, 100), row(1000, 80)), round(row(300, 900), row(1000, 80)), round(row(820, 100), row(1000, 80))];
    const [c] = compare(report(rounds));
    expect(c.throughputRatio).toBe(0.8);
    expect(c.p99Ratio).toBe(1.25);
    expect(c.pass).toBe(true);
  });

  it('fails a row below the targets, and one that answered anything but 2xx in any round', () => {
    const slow = [round(row(700, 100), row(1000, 80)), round(row(710, 100), row(1000, 80)), round(row(690, 100), row(1000, 80))];
    expect(compare(report(slow))[0]).toMatchObject({ throughputRatio: 0.7, pass: false });
    const refused = [round(row(900, 90), row(1000, 80)), round(row(900, 90, 3), row(1000, 80)), round(row(900, 90), row(1000, 80))];
    expect(compare(report(refused))[0]).toMatchObject({ throughputRatio: 0.9, pass: false });
  });

  it('still compares a report of one window per side (results written before the rounds)', () => {
    const old: BackendReport = { ...report([round(row(640, 120), row(800, 100))]), rounds: undefined };
    expect(compare(old)[0]).toMatchObject({ throughputRatio: 0.8, p99Ratio: 1.2, pass: true });
    expect(compare(old)[0].roundRatios).toBeUndefined();
  });

  it('keeps the last results of a backend BENCH_BACKENDS did not measure, PGlite first', () => {
    const pglite = report([round(row(900, 90), row(1000, 80))]);
    const postgres: BackendReport = { ...pglite, backend: 'postgres' };
    const lastPglite: BackendReport = { ...pglite, date: '2026-11-01T00:00:00.000Z' };
    expect(withKept([postgres], (b) => (b === 'pglite' ? lastPglite : null))).toEqual([lastPglite, postgres]);
    // Measured results win over kept ones; a backend never measured is left out.
    expect(withKept([pglite], (b) => (b === 'pglite' ? lastPglite : postgres))).toEqual([pglite, postgres]);
    expect(withKept([postgres], () => null)).toEqual([postgres]);
  });
});
