import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchConsole, type ConsoleReport, consoleMarkdown } from './console';
import { type Load, measure, type Scenario } from './measure';
import { postgresTarget } from './postgres';
import { type BackendReport, compare, machine, markdown, medianResult, type Round, section, withKept } from './report';
import { ROOT, startServer, trackTempDir } from './server';

/**
 * The routes measured against the floor (bench/floor.ts, issue 12 §3): the tags list, one tag, a
 * new tag and the user object. New tags go to another district than the one listed, so the list's
 * count is the same for Borgo and for the floor whichever runs first.
 */
const LIST_PATH = '/api/v3/tags?district_id=1&paginate=20&page=1';
const CREATE_DISTRICT = 3;
const FLOOR_SCRIPT = 'bench/floor.ts';
const CREDENTIALS = { email: 'admin@borgo.test', password: 'borgo-demo-1' };

/** BENCH_SECONDS shortens the measured window for a quick smoke run; the report records what was used. */
const LOAD: Load = { connections: 50, warmupSeconds: 2, seconds: Number(process.env.BENCH_SECONDS) || 10 };
const RESULTS = join(ROOT, 'bench', 'results');
/** BENCH_ROUNDS: rounds of each compared row (Borgo's window and the floor's back to back). */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS) || 3));

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

/** The compared rows, checked once (each must answer 2xx) before anything is measured. */
async function comparedScenarios(url: string, auth: Record<string, string>, notes: string[]): Promise<Scenario[]> {
  const res = await fetch(url + LIST_PATH, { headers: auth });
  const body = (await res.json().catch(() => null)) as { data?: { total?: number; data?: { id: number }[] } } | null;
  const first = body?.data?.data?.[0]?.id;
  if (res.status !== 200 || first === undefined) throw new Error(`GET ${LIST_PATH} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  notes.push(`The tags list's \`total\` was ${body?.data?.total} rows; details reads tag ${first}; create adds tags to district ${CREATE_DISTRICT}.`);
  const json = { ...auth, 'content-type': 'application/json' };
  const tag = { district_id: CREATE_DISTRICT, status: 'active', translations: [{ locale: 'en', name: 'Bench tag' }] };
  return [
    { name: 'list', method: 'GET', path: LIST_PATH, headers: auth },
    { name: 'details', method: 'GET', path: `/api/v3/tags/${first}?district_id=1`, headers: auth },
    { name: 'create', method: 'POST', path: '/api/v3/tags', headers: json, body: JSON.stringify(tag) },
    { name: 'me', method: 'GET', path: '/api/v3/auth/me', headers: auth },
  ];
}

/** One request of each row on the floor: it must answer as Borgo did, or its numbers mean nothing. */
async function checkFloor(url: string, scenarios: Scenario[]) {
  for (const s of scenarios) {
    const res = await fetch(url + s.path, { method: s.method, headers: s.headers, body: s.body });
    await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`the floor answered ${s.method} ${s.path} with ${res.status}`);
  }
}

/**
 * One backend: Borgo's rows, then the compared rows in rounds against the floor. Both servers run
 * side by side for the rounds (the one not measured is idle), so that a round's two windows are
 * back to back. PGlite's folder is one process's: the floor gets a copy of Borgo's, made after the
 * login (so the token is valid in both) while Borgo is stopped; on PostgreSQL both share the
 * database.
 */
async function benchBackend(
  backend: BackendReport['backend'],
  database: string,
  env: (workDir: string) => Record<string, string>,
  floorEnv: (workDir: string) => Record<string, string>,
): Promise<BackendReport> {
  const report: BackendReport = { backend, status: 'ok', database, date: new Date().toISOString(), machine: machine(), load: LOAD, scenarios: [], notes: [] };
  const workDir = mkdtempSync(join(tmpdir(), `borgo-bench-${backend}-`));
  pending.add(workDir);
  const untrackDir = trackTempDir(workDir);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let floor: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`[${backend}] starting the server (${database})...`);
    server = await startServer({ workDir, env: env(workDir) });
    report.startupMs = server.startupMs;
    const auth = { authorization: `Bearer ${await login(server.url)}` };
    const body = JSON.stringify(CREDENTIALS);
    const json = { 'content-type': 'application/json' };
    report.scenarios.push(await run(backend, server.url, { name: 'login', method: 'POST', path: '/api/v3/auth/login', headers: json, body }));
    const compared = await comparedScenarios(server.url, auth, report.notes);
    if (backend === 'pglite') {
      await server.stop();
      cpSync(join(workDir, 'data'), join(workDir, 'floor-data'), { recursive: true });
      server = await startServer({ workDir, env: env(workDir) });
    }
    console.log(`[${backend}] starting the floor (${FLOOR_SCRIPT})...`);
    floor = await startServer({ workDir, env: floorEnv(workDir), script: FLOOR_SCRIPT });
    await checkFloor(floor.url, compared);
    report.floor = [];
    report.rounds = {};
    for (const scenario of compared) {
      const rounds: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Alternating which side goes first: neither always gets the fresher machine.
        const first = i % 2 === 0 ? 'borgo' : 'floor';
        const label = `${scenario.name} round ${i + 1}/${ROUNDS}`;
        const borgoFirst = first === 'borgo' ? await run(backend, server.url, scenario, label) : null;
        const floorRow = await run(`${backend} floor`, floor.url, scenario, label);
        const borgoRow = borgoFirst ?? (await run(backend, server.url, scenario, label));
        rounds.push({ borgo: borgoRow, floor: floorRow, first });
      }
      report.rounds[scenario.name] = rounds;
      report.scenarios.push(medianResult(rounds.map((r) => r.borgo)));
      report.floor.push(medianResult(rounds.map((r) => r.floor)));
    }
    report.comparison = compare(report);
    await floor.stop();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
    pending.delete(workDir);
    untrackDir();
  } catch (err) {
    await floor?.stop();
    await server?.stop();
    pending.delete(workDir);
    untrackDir();
    report.status = 'failed';
    report.reason = `${(err as Error).message}\n(work folder kept: ${workDir})`;
  }
  return report;
}

async function run(backend: string, url: string, scenario: Scenario, label = scenario.name) {
  console.log(`[${backend}] ${label}: ${scenario.method} ${scenario.path}`);
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
  // BENCH_BACKENDS=postgres (or pglite) measures one backend while working on the server.
  const wanted = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
  if (wanted.includes('pglite'))
    reports.push(
      await benchBackend(
        'pglite',
        'PGlite in a fresh temp folder',
        (dir) => ({ DATA_DIR: join(dir, 'data') }),
        (dir) => ({ DATA_DIR: join(dir, 'floor-data') }),
      ),
    );
  if (!wanted.includes('postgres')) return reports;

  const pg = await postgresTarget();
  if (!pg.ok) {
    console.log(`[postgres] skipped: ${pg.reason}`);
    reports.push(skipped('postgres', pg.reason));
  } else {
    reports.push(
      await benchBackend(
        'postgres',
        pg.description,
        () => ({ DATABASE_URL: pg.url }),
        () => ({ DATABASE_URL: pg.url }),
      ),
    );
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
    // BENCH_BACKENDS measured one database: the report keeps the other's last results, as its JSON is kept.
    reports = withKept(reports, (b) => previous<BackendReport>(`api-${b}.json`));
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
