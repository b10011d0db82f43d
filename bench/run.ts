import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchConsole, type ConsoleReport, consoleMarkdown } from './console';
import { type Load, measure, type Scenario } from './measure';
import { postgresTarget } from './postgres';
import { type BackendReport, machine, markdown, section } from './report';
import { ROOT, startServer, trackTempDir } from './server';

/** The list endpoint measured. Falls back to FALLBACK_LIST_PATH (and says so) while it answers 404. */
const LIST_PATH = '/api/v3/login_logs?district_id=1&paginate=20&page=1&order_by=id&sort_by=desc';
const FALLBACK_LIST_PATH = '/api/v3/site-map/data?district_id=1';
const CREDENTIALS = { email: 'admin@borgo.test', password: 'borgo-demo-1' };

/** BENCH_SECONDS shortens the measured window for a quick smoke run; the report records what was used. */
const LOAD: Load = { connections: 50, warmupSeconds: 2, seconds: Number(process.env.BENCH_SECONDS) || 10 };
const RESULTS = join(ROOT, 'bench', 'results');

/** Temp folders of runs still in progress: removed if the bench is interrupted (a failed run keeps its own). */
const pending = new Set<string>();
process.once('exit', () => {
  for (const dir of pending) rmSync(dir, { recursive: true, force: true });
});

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  const body = (await res.json()) as { data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (res.status !== 200 || !token) throw new Error(`login answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

/** Picks the list path that exists on this server and reports how many rows it lists. */
async function listPath(url: string, auth: Record<string, string>, notes: string[]): Promise<string> {
  let res = await fetch(url + LIST_PATH, { headers: auth });
  let path = LIST_PATH;
  if (res.status === 404) {
    await res.arrayBuffer();
    notes.push(`\`${LIST_PATH.split('?')[0]}\` answered 404: the list row measures \`${FALLBACK_LIST_PATH}\` instead.`);
    path = FALLBACK_LIST_PATH;
    res = await fetch(url + path, { headers: auth });
  }
  const body = (await res.json().catch(() => null)) as { data?: { total?: unknown } } | null;
  if (res.status !== 200) notes.push(`\`GET ${path}\` answered ${res.status} before the run.`);
  if (typeof body?.data?.total === 'number')
    notes.push(`The list's \`total\` was ${body.data.total} rows when its run began (the login run above adds one row per login).`);
  return path;
}

async function benchBackend(backend: BackendReport['backend'], database: string, env: (workDir: string) => Record<string, string>): Promise<BackendReport> {
  const report: BackendReport = { backend, status: 'ok', database, date: new Date().toISOString(), machine: machine(), load: LOAD, scenarios: [], notes: [] };
  const workDir = mkdtempSync(join(tmpdir(), `borgo-bench-${backend}-`));
  pending.add(workDir);
  const untrackDir = trackTempDir(workDir);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`[${backend}] starting the server (${database})...`);
    server = await startServer({ workDir, env: env(workDir) });
    report.startupMs = server.startupMs;
    const auth = { authorization: `Bearer ${await login(server.url)}` };
    const body = JSON.stringify(CREDENTIALS);
    const json = { 'content-type': 'application/json' };
    report.scenarios.push(await run(backend, server.url, { name: 'login', method: 'POST', path: '/api/v3/auth/login', headers: json, body }));
    // After the logins, so the login-log list is measured over a table of realistic size.
    const list = await listPath(server.url, auth, report.notes);
    report.scenarios.push(await run(backend, server.url, { name: 'list', method: 'GET', path: list, headers: auth }));
    report.scenarios.push(await run(backend, server.url, { name: 'me', method: 'GET', path: '/api/v3/auth/me', headers: auth }));
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
    pending.delete(workDir);
    untrackDir();
  } catch (err) {
    await server?.stop();
    pending.delete(workDir);
    untrackDir();
    report.status = 'failed';
    report.reason = `${(err as Error).message}\n(work folder kept: ${workDir})`;
  }
  return report;
}

async function run(backend: string, url: string, scenario: Scenario) {
  console.log(`[${backend}] ${scenario.name}: ${scenario.method} ${scenario.path}`);
  return measure(url, scenario, LOAD);
}

function skipped(backend: BackendReport['backend'], reason: string): BackendReport {
  return { backend, status: 'skipped', reason, date: new Date().toISOString(), machine: machine(), load: LOAD, scenarios: [], notes: [] };
}

type Part = 'api' | 'console';

/** BENCH_ONLY=api or BENCH_ONLY=console runs one part; the report keeps the other part's last results. */
function partsToRun(): Part[] {
  const only = process.env.BENCH_ONLY?.trim();
  if (!only) return ['api', 'console'];
  if (only === 'api' || only === 'console') return [only];
  throw new Error(`BENCH_ONLY must be "api" or "console", not "${only}"`);
}

async function benchApi(): Promise<BackendReport[]> {
  const reports: BackendReport[] = [];
  reports.push(await benchBackend('pglite', 'PGlite in a fresh temp folder', (dir) => ({ DATA_DIR: join(dir, 'data') })));

  const pg = await postgresTarget();
  if (!pg.ok) {
    console.log(`[postgres] skipped: ${pg.reason}`);
    reports.push(skipped('postgres', pg.reason));
  } else {
    reports.push(await benchBackend('postgres', pg.description, () => ({ DATABASE_URL: pg.url })));
  }
  return reports;
}

/** A previous run's results, for the part not run this time (null when there are none or they cannot be read). */
function previous<T>(file: string): T | null {
  const path = join(RESULTS, file);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function main() {
  const parts = partsToRun();
  mkdirSync(RESULTS, { recursive: true });
  const written: string[] = [];
  const printed: string[] = [];

  let reports: BackendReport[];
  if (parts.includes('api')) {
    reports = await benchApi();
    for (const report of reports) {
      writeFileSync(join(RESULTS, `api-${report.backend}.json`), `${JSON.stringify(report, null, 2)}\n`);
      written.push(`bench/results/api-${report.backend}.json`);
    }
    printed.push(...reports.map(section));
  } else {
    reports = (['pglite', 'postgres'] as const).map((b) => previous<BackendReport>(`api-${b}.json`)).filter((r): r is BackendReport => r !== null);
  }

  let consoleReport: ConsoleReport | null;
  if (parts.includes('console')) {
    consoleReport = await benchConsole();
    writeFileSync(join(RESULTS, 'console.json'), `${JSON.stringify(consoleReport, null, 2)}\n`);
    written.push('bench/results/console.json');
    printed.push(consoleMarkdown(consoleReport));
  } else {
    consoleReport = previous<ConsoleReport>('console.json');
  }

  const markdownParts: string[] = [];
  if (reports.length) markdownParts.push(markdown(reports));
  if (consoleReport) {
    try {
      markdownParts.push(consoleMarkdown(consoleReport));
    } catch {
      // Results of an older format: left out rather than failing the run.
    }
  }
  writeFileSync(join(RESULTS, 'REPORT.md'), markdownParts.join('\n'));
  console.log(`\n${printed.join('\n')}`);
  console.log(`Written: bench/results/REPORT.md, ${written.join(', ')}`);
  if (parts.includes('api') && reports.some((r) => r.status === 'failed')) process.exitCode = 1;
  if (parts.includes('console') && consoleReport?.status === 'failed') process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
