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
  /** Things a reader must know to interpret the numbers (fallback paths, table sizes). */
  notes: string[];
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
