import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/freePort';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { openTestDatabase } from './helpers';

/**
 * The real `server/start.ts` process, stopped and started again on the same storage: data,
 * sessions and the applied migrations survive; migrations and the demo seed run once.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'borgo-persist-'));
let child: ChildProcess | null = null;
let pgDb: Awaited<ReturnType<typeof openTestDatabase>> | null = null;

afterAll(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.close();
});

async function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  child = spawn('node_modules/.bin/tsx', ['server/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), SERVE_CONSOLE: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/v3/openapi.json`)).ok) return base;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${output}`);
}

async function stopServer() {
  const proc = child!;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
  child = null;
}

const login = (base: string, password = DEMO_PASSWORD) =>
  fetch(`${base}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@borgo.test', password }),
  });

describe('persistence across a restart', () => {
  // Two cold starts of a real process: slow on a loaded machine, so a generous time limit.
  it('keeps sessions, data and migrations; seeds once', { timeout: 180_000 }, async () => {
    let env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
    if (process.env.DATABASE_URL) {
      pgDb = await openTestDatabase();
      env = { DATABASE_URL: pgDb.url };
    }
    let base = await startServer(env);
    const started = new Date().toISOString();
    const first = await login(base);
    expect(first.status).toBe(200);
    const token = (await first.json()).data.access_token as string;
    const switched = await fetch(`${base}/api/v3/auth/select-district`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ selected_district: 3 }),
    });
    expect(switched.status).toBe(200);
    await stopServer();

    base = await startServer(env);
    const me = await fetch(`${base}/api/v3/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).data.dashboard_district.name).toBe('Cedar Park Commons');
    const logs = await fetch(`${base}/api/v3/login_logs?district_id=3&created_at_from=${encodeURIComponent(started)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // One demo seed only: the admin account exists once and its first login (the seed's are older) is still logged.
    expect((await logs.json()).data.total).toBe(1);
    await stopServer();

    if (pgDb?.url) {
      const client = new pg.Client({ connectionString: pgDb.url });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await client.end();
      // Each migration applied exactly once, however many restarts.
      const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
      expect(rows[0].n).toBe(journal.entries.length);
    }
  });
});
