import { spawnSync } from 'node:child_process';
import pg from 'pg';

export type PostgresTarget = { ok: true; url: string; description: string } | { ok: false; reason: string };

const ROLE = 'borgo_bench';

function run(cmd: string, args: string[], input?: string) {
  const res = spawnSync(cmd, args, { input, encoding: 'utf8', timeout: 60_000 });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`.trim();
  return { ok: !res.error && res.status === 0, output: res.error ? res.error.message : output };
}

/**
 * A PostgreSQL database for the bench: BENCH_DATABASE_URL when set, otherwise the local Debian
 * cluster, started if it is down. It is left running afterwards: other sessions and the server
 * tests share that cluster, and stopping it under them would break their runs.
 * Anything missing is a reason to skip, not a failure: PGlite is the default and always measured.
 */
export async function postgresTarget(): Promise<PostgresTarget> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return withReset(given, 'BENCH_DATABASE_URL');

  const clusters = run('pg_lsclusters', ['--no-header']);
  if (!clusters.ok) return { ok: false, reason: `no BENCH_DATABASE_URL and pg_lsclusters failed: ${clusters.output}` };
  // Columns: version, cluster, port, status, owner, data directory, log file. Prefer the newest "main".
  const mains = clusters.output
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[1] === 'main')
    .sort((a, b) => Number(b[0]) - Number(a[0]));
  if (mains.length === 0) return { ok: false, reason: 'no BENCH_DATABASE_URL and no "main" cluster in pg_lsclusters' };
  const [version, , port, status] = mains[0];

  if (process.getuid?.() !== 0) return { ok: false, reason: 'no BENCH_DATABASE_URL, and creating the bench role needs root (su postgres)' };
  const startedHere = status !== 'online';
  if (startedHere) {
    const start = run('pg_ctlcluster', [version, 'main', 'start']);
    if (!start.ok) return { ok: false, reason: `pg_ctlcluster ${version} main start failed: ${start.output}` };
  }

  // Idempotent, fed on stdin so nothing goes through a second layer of shell quoting.
  const sql = `
do $$ begin
  if not exists (select from pg_roles where rolname = '${ROLE}') then create role ${ROLE} login; end if;
end $$;
alter role ${ROLE} login password '${ROLE}';
select 'create database ${ROLE} owner ${ROLE}' where not exists (select from pg_database where datname = '${ROLE}')\\gexec
`;
  const setup = run('su', ['postgres', '-c', `psql -X -q -v ON_ERROR_STOP=1 -p ${port} -d postgres`], sql);
  if (!setup.ok) return { ok: false, reason: `creating role/database ${ROLE} failed: ${setup.output}` };
  const url = `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/${ROLE}`;
  return withReset(url, `local cluster ${version}/main${startedHere ? ', started by the bench and left running' : ''}`);
}

/** Empties the database so the server migrates and seeds the demo exactly as on a first start. */
async function withReset(url: string, source: string): Promise<PostgresTarget> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('drop schema public cascade; drop schema if exists drizzle cascade; create schema public;');
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return { ok: true, url, description: `PostgreSQL ${rows[0].server_version} (${source})` };
  } catch (err) {
    return { ok: false, reason: `${source}: could not connect or reset: ${(err as Error).message}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}
