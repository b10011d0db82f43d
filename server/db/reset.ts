import { rmSync } from 'node:fs';
import pg from 'pg';
import { readConfig } from '../config';
import { prepareDatabase } from './bootstrap';

/** `npm run db:reset`: drops all data, migrates again and reseeds the demo. */
async function main() {
  const config = readConfig();
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  } else {
    rmSync(config.dataDir, { recursive: true, force: true });
  }
  const database = await prepareDatabase({ ...config, log: console });
  await database.close();
  console.log('Database reset with demo data.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
