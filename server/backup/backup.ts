import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { acquireDataDirLock } from '../db/dataDirLock';
import { DATABASE_DIR, databaseFile, pack, type DatabaseKind, type Manifest } from './archive';
import { assertPgliteDatabase, dumpPglite } from './pglite';
import { dumpPostgres } from './postgres';

export interface BackupOptions {
  dataDir: string;
  uploadDir: string;
  databaseUrl?: string;
  /** The .tar.gz to write; refused when it exists, unless `force`. */
  out: string;
  force?: boolean;
  log?: (line: string) => void;
}

/** backups/borgo-2026-11-25T09-30-12Z.tar.gz: sorts by time, and no ':' (awkward in file names). */
export function defaultBackupFile(now = new Date()): string {
  return join('backups', `borgo-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`);
}

/**
 * Writes one archive of the configured database and the uploaded files. PGlite: under the data
 * folder's lock, so it is refused while a server runs (stop it first). PostgreSQL: while servers run.
 */
export async function backupDatabase(opts: BackupOptions): Promise<{ file: string; bytes: number; manifest: Manifest }> {
  const out = resolve(opts.out);
  if (existsSync(out) && !opts.force) throw new Error(`${out} already exists: choose another --out, or add --force to replace it.`);
  mkdirSync(dirname(out), { recursive: true });
  const kind: DatabaseKind = opts.databaseUrl ? 'postgres' : 'pglite';
  const stage = mkdtempSync(join(tmpdir(), 'borgo-backup-'));
  // Written aside and renamed once complete: a failed backup leaves no file that looks whole.
  const partial = `${out}.partial-${process.pid}`;
  try {
    mkdirSync(join(stage, DATABASE_DIR));
    const target = join(stage, DATABASE_DIR, databaseFile(kind));
    const manifest = (madeBy: string): Manifest => ({
      format: 'borgo-backup',
      version: 1,
      database: kind,
      file: `${DATABASE_DIR}/${databaseFile(kind)}`,
      created_at: new Date().toISOString(),
      made_by: madeBy,
    });
    let written: Manifest;
    if (opts.databaseUrl) {
      // The uploads after the dump: every file the dumped rows name is there already.
      written = manifest(await dumpPostgres(opts.databaseUrl, target));
      await pack(partial, stage, written, opts.uploadDir);
    } else {
      // Before the lock, which would create a DATA_DIR named by mistake.
      assertPgliteDatabase(opts.dataDir);
      // Database and uploads under one lock: no server can change either in between.
      const lock = acquireDataDirLock(opts.dataDir, { log: opts.log });
      try {
        written = manifest(await dumpPglite(opts.dataDir, opts.uploadDir, target));
        await pack(partial, stage, written, opts.uploadDir);
      } finally {
        lock.release();
      }
    }
    renameSync(partial, out);
    return { file: out, bytes: statSync(out).size, manifest: written };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}
