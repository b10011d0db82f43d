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
  /** The same rows on the floor (bench/floor.ts), in the same run, on the same database. */
  floor?: ScenarioResult[];
  /** Borgo against the floor, row by row (issue 12 §3's targets). */
  comparison?: Comparison[];
  /** Things a reader must know to interpret the numbers (fallback paths, table sizes). */
  notes: string[];
}

/** Issue 12 §3: at least this share of the floor's throughput, and at most this multiple of its p99. */
export const TARGET_THROUGHPUT_RATIO = 0.8;
export const TARGET_P99_RATIO = 1.5;

export interface Comparison {
  name: string;
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

/** Each floor row beside Borgo's row of the same name. */
export function compare(report: BackendReport): Comparison[] {
  return (report.floor ?? []).flatMap((floor) => {
    const borgo = report.scenarios.find((s) => s.name === floor.name);
    if (!borgo) return [];
    const throughputRatio = ratio(borgo.requestsPerSec, floor.requestsPerSec);
    const p99Ratio = ratio(borgo.latencyP99Ms, floor.latencyP99Ms);
    return [
      {
        name: floor.name,
        floorRequestsPerSec: floor.requestsPerSec,
        borgoRequestsPerSec: borgo.requestsPerSec,
        floorP99Ms: floor.latencyP99Ms,
        borgoP99Ms: borgo.latencyP99Ms,
        throughputRatio,
        p99Ratio,
        pass: throughputRatio >= TARGET_THROUGHPUT_RATIO && p99Ratio <= TARGET_P99_RATIO && borgo.non2xx === 0 && floor.non2xx === 0,
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
    'load (floor / Borgo)',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const c of report.comparison ?? compare(report)) {
    const floor = report.floor!.find((s) => s.name === c.name)!;
    const borgo = report.scenarios.find((s) => s.name === c.name)!;
    lines.push(
      `| ${[c.name, c.floorRequestsPerSec, floor.latencyP50Ms, c.floorP99Ms, c.borgoRequestsPerSec, borgo.latencyP50Ms, c.borgoP99Ms, c.throughputRatio, c.p99Ratio, c.pass ? 'PASS' : 'FAIL', `${floor.loadAverage1m ?? '?'} / ${borgo.loadAverage1m ?? '?'}`].join(' | ')} |`,
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
      'The floor (`bench/floor.ts`): bare Fastify doing the same SQL on the same driver and database, measured after Borgo in the same run. ' +
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
