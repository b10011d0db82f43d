import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from './client';
import type { DataDirLock } from './dataDirLock';
import { createAdministrator, hasUsers, type FirstAdmin } from './firstAdmin';
import { folderStorage } from '../lib/storage';
import { seedDemo } from './seed';

/** Production (DEMO=0) on an empty database and no first administrator: the server must not start. */
export class NoAdministratorError extends Error {
  constructor() {
    super(
      [
        'The database has no account and DEMO=0 seeds none: create the first administrator, either',
        '  - once, before starting: npm run admin:create -- --email <e-mail> --first-name <name> --district <district> --city <city> --country <IT|BR|PT|US|GB|IE|CH>',
        '    (it asks for the password), or',
        '  - on this start: set ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_FIRST_NAME, ADMIN_DISTRICT, ADMIN_CITY and ADMIN_COUNTRY',
        '    (read only while the database has no account; remove them afterwards).',
      ].join('\n'),
    );
  }
}

/**
 * Opens the configured database and applies pending migrations; on an empty database, a demo
 * (`demo`) seeds its world, and production creates the first administrator from `firstAdmin`
 * or refuses to start without one.
 */
export async function prepareDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  uploadDir: string;
  demo?: boolean;
  seed?: boolean;
  firstAdmin?: FirstAdmin | null;
  /** A lock on the PGlite folder the caller already holds (db:reset), see dataDirLock.ts. */
  lock?: DataDirLock;
  pgliteThread?: boolean;
  onLost?: (error: Error) => void;
  log?: Pick<FastifyBaseLogger, 'info'>;
}) {
  const database = await openDatabase(opts);
  try {
    await database.migrate();
    if (opts.seed !== false && !(await hasUsers(database.db))) {
      if (opts.demo !== false) {
        await seedDemo(database.db, folderStorage(opts.uploadDir));
        opts.log?.info('demo data created');
      } else if (opts.firstAdmin) {
        await createAdministrator(database.db, opts.firstAdmin);
        // Names the account, never its password.
        opts.log?.info(`first administrator created: ${opts.firstAdmin.email}`);
      } else {
        throw new NoAdministratorError();
      }
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
