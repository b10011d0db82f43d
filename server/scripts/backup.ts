import { parseArgs } from 'node:util';
import { backupDatabase, defaultBackupFile } from '../backup/backup';
import { readConfig } from '../config';

/**
 * `npm run db:backup [-- --out FILE] [--force]`: one .tar.gz of the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL's PostgreSQL) and the uploaded files (UPLOAD_DIR). README "Backups".
 */
async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('Usage: npm run db:backup -- [--out backups/borgo-<time>.tar.gz] [--force (replace an existing file)]');
    return;
  }
  const config = readConfig();
  const started = Date.now();
  console.log(
    `Backing up ${config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the PGlite database in ${config.dataDir}`} and ${config.uploadDir}...`,
  );
  const { file, bytes, manifest } = await backupDatabase({ ...config, out: values.out ?? defaultBackupFile(), force: values.force, log: console.log });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const size = bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Backup written: ${file} (${size}, ${manifest.made_by}, ${seconds} s).`);
}

main().catch((err: Error) => {
  // The message only: it says what to do; DATABASE_URL's password is in none of them.
  console.error(`Backup failed: ${err.message}`);
  process.exit(1);
});
