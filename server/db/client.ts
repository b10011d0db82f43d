import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';
import { tunePglite } from './pgliteClient';
import { openPgliteThread } from './pgliteThread';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: every query the server writes runs on either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, for socket.io's adapter (absent with PGlite: one process only). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the embedded PGlite database in `dataDir` (or in memory for 'memory://'), or the
 * PostgreSQL server at `databaseUrl` when one is given. A PGlite folder is locked for this process
 * until close (dataDirLock.ts): a second process is refused; `lock` is one the caller already holds
 * (db:reset empties the folder under it first).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  lock?: DataDirLock;
  /** PGlite in a folder on a thread of its own (pgliteThread.ts): the default; false keeps it on this one. */
  pgliteThread?: boolean;
  /** The PGlite thread ended unasked (a crash): every call since is refused; the server stops on it. */
  onLost?: (error: Error) => void;
  log?: { info(line: string): void };
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection the server ends (a restart, a dropped database, a terminated backend) is an
    // 'error' event: unheard, it would end the whole process. Each connection gets its own
    // listener, which also covers one held out of the pool (the live channel's LISTEN connection
    // is held for good); the pool re-emits an idle one's loss on itself, already logged, and
    // replaces it.
    const lost = (err: Error & { code?: string }) => opts.log?.info(`database connection lost (${err.code ?? err.message}); the pool opens another`);
    pool.on('connect', (client) => client.on('error', lost));
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      async migrate() {
        // Several processes may start at once: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? './data';
  let lock: DataDirLock | undefined;
  if (!opts.pglite && !dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    lock = opts.lock ?? acquireDataDirLock(dir, { log: (line) => opts.log?.info(line) });
  }
  let client: PGlite;
  if (!opts.pglite && !dir.startsWith('memory://') && opts.pgliteThread !== false) {
    // drizzle's driver uses query, exec and transaction, which the thread answers as PGlite does.
    const thread = openPgliteThread(dir, { onLost: opts.onLost });
    try {
      await thread.waitReady;
    } catch (err) {
      await thread.close();
      lock?.release();
      throw err;
    }
    client = thread as unknown as PGlite;
  } else {
    client = opts.pglite ?? new PGlite(dir);
    tunePglite(client);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
