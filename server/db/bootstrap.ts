import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from './client';
import { users } from './schema';
import { folderStorage } from '../lib/storage';
import { seedDemo } from './seed';

/** Opens the configured database, applies pending migrations and seeds the demo on first run. */
export async function prepareDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  uploadDir: string;
  seed?: boolean;
  log?: Pick<FastifyBaseLogger, 'info'>;
}) {
  const database = await openDatabase(opts);
  await database.migrate();
  if (opts.seed !== false) {
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    if (n === 0) {
      await seedDemo(database.db, folderStorage(opts.uploadDir));
      opts.log?.info('demo data created');
    }
  }
  return database;
}
