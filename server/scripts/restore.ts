import { parseArgs } from 'node:util';
import { restoreDatabase } from '../backup/restore';
import { readConfig } from '../config';

/**
 * `npm run db:restore -- FILE [--force]`: puts a db:backup archive back into the configured
 * database and UPLOAD_DIR. Refused while a server uses them, and over data unless --force.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log('Usage: npm run db:restore -- backups/borgo-<time>.tar.gz [--force (replace the data there)]');
    process.exit(values.help ? 0 : 1);
  }
  const config = readConfig();
  const started = Date.now();
  const target = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the PGlite database in ${config.dataDir}`;
  console.log(`Restoring ${positionals[0]} into ${target} and ${config.uploadDir}...`);
  const manifest = await restoreDatabase({ ...config, file: positionals[0], force: values.force, log: console.log });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Restored the backup of ${manifest.created_at} (${manifest.made_by}) in ${seconds} s. The next start applies newer migrations.`);
}

main().catch((err: Error) => {
  // The message only: it says what to do; DATABASE_URL's password is in none of them.
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
});
