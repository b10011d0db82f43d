import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ScenarioResult {
  name: string;
  method: string;
  path: string;
  /** Mean of the per-second request counts over the measured window. */
  requestsPerSec: number;
  totalRequests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /**
   * The longest any connection waited for its first answer, and how many got none in the window:
   * a server that serves its established connections but starves new ones shows here, not in req/s.
   */
  slowestFirstResponseMs: number;
  connectionsNeverAnswered: number;
  /** 1-minute load average when the measured window began (others' work on the machine skews a row). */
  loadAverage1m?: number;
}

export interface Load {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

function fire(url: string, scenario: Scenario, connections: number, seconds: number, firsts: (number | null)[] = []) {
  return autocannon({
    url: url + scenario.path,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections,
    duration: seconds,
    // Argon2 logins queue up behind 50 connections; a 10 s default would count slow answers as errors.
    timeout: 30,
    setupClient(client) {
      const slot = firsts.push(null) - 1;
      client.on('response', (_status, _bytes, ms) => {
        firsts[slot] ??= ms;
      });
    },
  });
}

/**
 * One scenario: a warm-up run whose numbers are thrown away (JIT, connection pools, PGlite's
 * caches), then the measured run.
 */
export async function measure(url: string, scenario: Scenario, load: Load): Promise<ScenarioResult> {
  if (load.warmupSeconds > 0) await fire(url, scenario, load.connections, load.warmupSeconds);
  const firsts: (number | null)[] = [];
  const loadAverage1m = Math.round(loadavg()[0] * 100) / 100;
  const r = await fire(url, scenario, load.connections, load.seconds, firsts);
  const answered = firsts.filter((ms): ms is number => ms !== null);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    name: scenario.name,
    method: scenario.method,
    path: scenario.path,
    requestsPerSec: round(r.requests.mean),
    totalRequests: r.requests.total,
    latencyP50Ms: round(r.latency.p50),
    latencyP99Ms: round(r.latency.p99),
    latencyMaxMs: round(r.latency.max),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    slowestFirstResponseMs: round(Math.max(0, ...answered)),
    connectionsNeverAnswered: firsts.length - answered.length,
    loadAverage1m,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
