import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { Load, ScenarioResult } from './measure';

export interface Machine {
  cpuCount: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  /** 1-minute load average when the backend's run began: other work on the machine skews the numbers. */
  loadAverage1m: number;
}

export interface BackendReport {
  backend: 'pglite' | 'postgres';
  status: 'ok' | 'skipped' | 'failed';
  reason?: string;
  database?: string;
  date: string;
  machine: Machine;
  load: Load;
  startupMs?: number;
  scenarios: ScenarioResult[];
  /** The same rows on the floor (bench/floor.ts), in the same run, on the same data: each row's median round. */
  floor?: ScenarioResult[];
  /**
   * Every round of each compared row, Borgo's and the floor's windows back to back (order
   * alternating per round): the ratios are taken per round, then their median (pairedRatios).
   */
  rounds?: Record<string, Round[]>;
  /** Borgo against the floor, row by row (issue 12 §3's targets). */
  comparison?: Comparison[];
  /** Things a reader must know to interpret the numbers (fallback paths, table sizes). */
  notes: string[];
}

/** Issue 12 §3: at least this share of the floor's throughput, and at most this multiple of its p99. */
export const TARGET_THROUGHPUT_RATIO = 0.8;
export const TARGET_P99_RATIO = 1.5;

/** One round of a compared row: Borgo's window and the floor's, one right after the other. */
export interface Round {
  borgo: ScenarioResult;
  floor: ScenarioResult;
  /** Which of the two ran first in this round. */
  first: 'borgo' | 'floor';
}

export interface Comparison {
  name: string;
  /** The ratios of each round (req/s, p99), when the row ran in rounds. */
  roundRatios?: { throughput: number; p99: number }[];
  floorRequestsPerSec: number;
  borgoRequestsPerSec: number;
  floorP99Ms: number;
  borgoP99Ms: number;
  /** Borgo's req/s over the floor's: ≥ TARGET_THROUGHPUT_RATIO passes. */
  throughputRatio: number;
  /** Borgo's p99 over the floor's: ≤ TARGET_P99_RATIO passes. */
  p99Ratio: number;
  pass: boolean;
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The window whose req/s is the median one (the lower middle for an even count): the row the
 * report shows for one side, a measured window rather than a blend of several.
 */
export function medianResult(rows: readonly ScenarioResult[]): ScenarioResult {
  const sorted = [...rows].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Borgo against the floor over paired rounds: each round's ratios, then their median. The machine's
 * speed drifts by ±15 % between windows a minute apart (other tenants of the host); a window of
 * Borgo and one of the floor back to back see the same machine, so their ratio holds where the
 * raw req/s do not, and the median of several rounds drops the one a hiccup spoilt.
 */
export function pairedRatios(rounds: readonly Round[]) {
  const each = rounds.map((r) => ({
    throughput: ratio(r.borgo.requestsPerSec, r.floor.requestsPerSec),
    p99: ratio(r.borgo.latencyP99Ms, r.floor.latencyP99Ms),
  }));
  return {
    throughputRatio: Math.round(median(each.map((e) => e.throughput)) * 100) / 100,
    p99Ratio: Math.round(median(each.map((e) => e.p99)) * 100) / 100,
    each,
  };
}

/** Each floor row beside Borgo's row of the same name (over its rounds, when it ran in rounds). */
export function compare(report: BackendReport): Comparison[] {
  return (report.floor ?? []).flatMap((floor) => {
    const borgo = report.scenarios.find((s) => s.name === floor.name);
    if (!borgo) return [];
    const rounds = report.rounds?.[floor.name] ?? [];
    const paired = rounds.length ? pairedRatios(rounds) : null;
    const throughputRatio = paired ? paired.throughputRatio : ratio(borgo.requestsPerSec, floor.requestsPerSec);
    const p99Ratio = paired ? paired.p99Ratio : ratio(borgo.latencyP99Ms, floor.latencyP99Ms);
    const clean = rounds.length ? rounds.every((r) => r.borgo.non2xx === 0 && r.floor.non2xx === 0) : borgo.non2xx === 0 && floor.non2xx === 0;
    return [
      {
        name: floor.name,
        ...(paired ? { roundRatios: paired.each } : {}),
        floorRequestsPerSec: floor.requestsPerSec,
        borgoRequestsPerSec: borgo.requestsPerSec,
        floorP99Ms: floor.latencyP99Ms,
        borgoP99Ms: borgo.latencyP99Ms,
        throughputRatio,
        p99Ratio,
        pass: throughputRatio >= TARGET_THROUGHPUT_RATIO && p99Ratio <= TARGET_P99_RATIO && clean,
      },
    ];
  });
}

function comparisonTable(report: BackendReport): string {
  const head = [
    'Row',
    'floor req/s',
    'floor p50',
    'floor p99',
    'Borgo req/s',
    'Borgo p50',
    'Borgo p99',
    `req/s ratio (≥ ${TARGET_THROUGHPUT_RATIO})`,
    `p99 ratio (≤ ${TARGET_P99_RATIO})`,
    'target',
    'each round (req/s ratio · p99 ratio)',
    'load (floor / Borgo)',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const c of report.comparison ?? compare(report)) {
    const floor = report.floor!.find((s) => s.name === c.name)!;
    const borgo = report.scenarios.find((s) => s.name === c.name)!;
    lines.push(
      `| ${[c.name, c.floorRequestsPerSec, floor.latencyP50Ms, c.floorP99Ms, c.borgoRequestsPerSec, borgo.latencyP50Ms, c.borgoP99Ms, c.throughputRatio, c.p99Ratio, c.pass ? 'PASS' : 'FAIL', c.roundRatios?.map((r) => `${r.throughput} · ${r.p99}`).join(', ') ?? '—', `${floor.loadAverage1m ?? '?'} / ${borgo.loadAverage1m ?? '?'}`].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

export function machine(): Machine {
  const list = cpus();
  return {
    cpuCount: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
  };
}

export function table(rows: ScenarioResult[]): string {
  const head = ['Scenario', 'Request', 'req/s (mean)', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'non-2xx', 'slowest 1st reply ms'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const r of rows) {
    const non2xx = r.non2xx ? `${r.non2xx} (${codes(r)})` : '0';
    const errors = r.timeouts ? `${r.errors} (${r.timeouts} timeouts)` : String(r.errors);
    const first = r.connectionsNeverAnswered
      ? `${r.slowestFirstResponseMs} (${r.connectionsNeverAnswered} conn. never answered)`
      : String(r.slowestFirstResponseMs);
    lines.push(
      `| ${[r.name, `\`${r.method} ${r.path}\``, r.requestsPerSec, r.latencyP50Ms, r.latencyP99Ms, r.latencyMaxMs, r.totalRequests, errors, non2xx, first].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

function codes(r: ScenarioResult) {
  return Object.entries(r.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${code}×${n}`)
    .join(', ');
}

export function section(report: BackendReport): string {
  const title = report.backend === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  const out = [`## ${title}`, ''];
  if (report.status !== 'ok') {
    out.push(`**${report.status}:** ${report.reason ?? ''}`.trimEnd(), '');
    return out.join('\n');
  }
  out.push(
    `Database: ${report.database}. Server ready in ${((report.startupMs ?? 0) / 1000).toFixed(1)} s (migrations and demo seed on an empty database). ` +
      `1-min load average at start: ${report.machine.loadAverage1m}.`,
    '',
  );
  out.push(table(report.scenarios), '');
  if (report.floor?.length) {
    out.push(
      '### Against the floor',
      '',
      'The floor (`bench/floor.ts`): bare Fastify doing the same SQL on the same driver and data, running beside Borgo. ' +
        (report.rounds
          ? `Each row ran in ${Object.values(report.rounds)[0]?.length ?? 0} rounds, Borgo's window and the floor's back to back (which one first alternates); ` +
            "the rows shown are each side's median round, the ratios the median of the rounds' own ratios. "
          : 'Measured after Borgo in the same run. ') +
        'Load: the 1-min load average when each measured window began.',
      '',
      table(report.floor.map((r) => ({ ...r, name: `floor ${r.name}` }))),
      '',
      comparisonTable(report),
      '',
    );
  }
  for (const note of report.notes) out.push(`- ${note}`);
  if (report.notes.length) out.push('');
  return out.join('\n');
}

export function markdown(reports: BackendReport[]): string {
  const first = reports[0];
  const m = first.machine;
  return [
    '# Borgo API benchmark',
    '',
    `Run ${first.date} on ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}.`,
    `Load: autocannon on loopback, ${first.load.connections} connections, ${first.load.warmupSeconds} s warm-up then ${first.load.seconds} s measured per row; ` +
      'the load generator, the server and the database share the same CPUs. See bench/README.md.',
    '',
    ...reports.map(section),
  ].join('\n');
}

/**
 * The backends a report shows: those just measured, and the last results of any other (BENCH_BACKENDS
 * measured one), PGlite first.
 */
export function withKept(measured: BackendReport[], previous: (backend: BackendReport['backend']) => BackendReport | null): BackendReport[] {
  const order: BackendReport['backend'][] = ['pglite', 'postgres'];
  return order.flatMap((backend) => {
    const report = measured.find((r) => r.backend === backend) ?? previous(backend);
    return report ? [report] : [];
  });
}
