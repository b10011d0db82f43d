import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { openTestDatabase } from './helpers';

/**
 * A PostgreSQL restart or a terminated backend must not end the server process. Without the
 * listeners in openDatabase, pg emits the loss as an 'error' nobody handles, and vitest reports it
 * as an uncaught exception (this file then fails even though every assertion passed).
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('a lost PostgreSQL connection', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const d of opened.reverse()) await d.close();
  });

  it('is logged, idle or held out of the pool, and the pool goes on serving', async () => {
    const test = await openTestDatabase();
    opened.push(test);
    const lines: string[] = [];
    const database = await openDatabase({ databaseUrl: test.url!, log: { info: (line) => lines.push(line) } });
    opened.push(database);
    const pool = database.pool!;
    // One connection held out for good (as the live channel's LISTEN connection is), one idle.
    const held = await pool.connect();
    await held.query('listen borgo_test');
    const idle = await pool.connect();
    idle.release();

    const killer = new pg.Client({ connectionString: test.url });
    await killer.connect();
    await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await killer.end();

    const end = Date.now() + 5000;
    while (lines.filter((l) => l.includes('57P01')).length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    held.release(true);
    // The held one hears 57P01, then the socket's end; the idle one 57P01.
    expect(lines.filter((l) => l.includes('57P01'))).toHaveLength(2);
    expect(lines.every((l) => l.startsWith('database connection lost'))).toBe(true);
    const { rows } = await pool.query<{ ok: number }>('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
