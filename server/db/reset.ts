import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { readConfig } from '../config';
import { prepareDatabase } from './bootstrap';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, type DataDirLock } from './dataDirLock';

/** `npm run db:reset`: drops all data, migrates again and reseeds the demo. */
async function main() {
  const config = readConfig();
  let lock: DataDirLock | undefined;
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  } else {
    // Under the folder's lock, held until the reseeded database closes: a running server would
    // go on writing its own copy of the pages over the new ones.
    lock = acquireDataDirLock(config.dataDir, { log: console.log });
    for (const entry of readdirSync(config.dataDir)) {
      if (entry !== LOCK_FILE) rmSync(join(config.dataDir, entry), { recursive: true, force: true });
    }
  }
  const database = await prepareDatabase({ ...config, lock, log: console });
  await database.close();
  console.log('Database reset with demo data.');
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
