import { join } from 'node:path';
import { pgTarget, pgTool, serverVersion, withClient } from './pgTools';
import { run } from './archive';

/**
 * The PostgreSQL half of backup and restore: pg_dump's custom format (compressed, restored in one
 * transaction), of the DATABASE_URL database. pg_dump reads one consistent
 * snapshot, so a backup may run while servers write.
 */

/** Writes `pg_dump -Fc` of the database to `target`; returns what made it, for the manifest. */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<string> {
  const version = await withClient(databaseUrl, serverVersion);
  const tool = await pgTool('pg_dump', version.major);
  const { url, env } = pgTarget(databaseUrl);
  await run(tool, ['--format=custom', `--file=${target}`, `--dbname=${url}`], env);
  return `PostgreSQL ${version.text}`;
}

/** What stops a restore: other sessions (servers) on the database, and what it would replace. */
export async function postgresState(databaseUrl: string): Promise<{ sessions: number; contents: string[]; major: number }> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ tables: number; sessions: number; db: string }>(`
      select (select count(*)::int from pg_tables where schemaname in ('public', 'drizzle')) as tables,
             (select count(*)::int from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend') as sessions,
             current_database() as db`);
    const { tables, sessions, db } = rows[0];
    return { sessions, contents: tables > 0 ? [`database ${db} holds ${tables} tables`] : [], major: (await serverVersion(client)).major };
  });
}

/**
 * Restores the dump in one transaction: pg_restore writes it as SQL into `stage`, and psql runs
 * that, after dropping the schemas when `replace`d, all or nothing, so a restore that fails leaves
 * the database as it was. (pg_restore --clean would drop only what the dump holds, and leave the
 * tables a later migration added.)
 */
export async function restorePostgres(databaseUrl: string, dump: string, opts: { replace: boolean; major: number; stage: string }) {
  const script = join(opts.stage, 'restore.sql');
  // Objects owned by whoever restores (the DATABASE_URL user), whatever role owned them before.
  await run(await pgTool('pg_restore', opts.major), ['--no-owner', '--no-privileges', `--file=${script}`, dump]);
  const drop = 'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;';
  const { url, env } = pgTarget(databaseUrl);
  await run(
    await pgTool('psql', opts.major),
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${url}`,
      ...(opts.replace ? [`--command=${drop}`] : []),
      `--file=${script}`,
    ],
    // Notices (one line per table a drop cascades to) would bury the error of a failed restore.
    { ...env, PGOPTIONS: '-c client_min_messages=warning' },
  );
}
