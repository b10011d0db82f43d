import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { acquireDataDirLock, LOCK_FILE } from '../db/dataDirLock';
import { emptyFolder, unpackDatabase, unpackUploads, uploadsContents, type Manifest } from './archive';
import { loadPglite, moveInto, pgliteContents, uploadsInside } from './pglite';
import { postgresState, restorePostgres } from './postgres';

export interface RestoreOptions {
  /** The archive db:backup wrote. */
  file: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl?: string;
  /** Replace a target that holds data (database or uploaded files); refused without it. */
  force?: boolean;
  log?: (line: string) => void;
}

const KIND_NAMES = { pglite: 'a PGlite database', postgres: 'a PostgreSQL database' } as const;
// What to do with a backup of the other kind: restore it where it belongs.
const KIND_HINTS = {
  pglite: 'unset DATABASE_URL to restore it into DATA_DIR',
  postgres: 'set DATABASE_URL to the PostgreSQL database to restore it into',
} as const;

/**
 * Restores an archive into the configured database and UPLOAD_DIR. Refused while a server uses
 * the target (PGlite: the folder's lock; PostgreSQL: other sessions on the database), and when the
 * target holds data, unless `force`.
 */
export async function restoreDatabase(opts: RestoreOptions): Promise<Manifest> {
  const file = resolve(opts.file);
  if (!existsSync(file)) throw new Error(`${file}: no such file.`);
  const stage = mkdtempSync(join(tmpdir(), 'borgo-restore-'));
  try {
    if (opts.databaseUrl) return await restoreIntoPostgres(opts, opts.databaseUrl, file, stage);
    // Emptying UPLOAD_DIR would delete the database (and its lock) being restored.
    if (resolve(opts.uploadDir) === resolve(opts.dataDir) || uploadsInside(opts.uploadDir, opts.dataDir)) {
      throw new Error(`UPLOAD_DIR ${resolve(opts.uploadDir)} holds DATA_DIR: give the uploads a folder of their own (default $DATA_DIR/uploads).`);
    }
    const lock = acquireDataDirLock(opts.dataDir, { log: opts.log });
    try {
      const manifest = await unpack(file, stage, 'pglite');
      refuseUnlessForced([...pgliteContents(opts.dataDir, opts.uploadDir), ...uploadsContents(opts.uploadDir)], opts.force);
      const staging = join(stage, 'pgdata');
      await loadPglite(join(stage, manifest.file), staging);
      // Only now, with the copy loaded and started, is the target emptied.
      emptyFolder(opts.dataDir, [LOCK_FILE]);
      emptyFolder(opts.uploadDir);
      moveInto(staging, opts.dataDir);
      await unpackUploads(file, opts.uploadDir);
      return manifest;
    } finally {
      lock.release();
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

async function restoreIntoPostgres(opts: RestoreOptions, databaseUrl: string, file: string, stage: string): Promise<Manifest> {
  const state = await postgresState(databaseUrl);
  if (state.sessions > 0) {
    throw new Error(`${state.sessions} other session(s) are connected to the database: stop the Borgo servers (and other clients) first.`);
  }
  const manifest = await unpack(file, stage, 'postgres');
  refuseUnlessForced([...state.contents, ...uploadsContents(opts.uploadDir)], opts.force);
  await restorePostgres(databaseUrl, join(stage, manifest.file), { replace: state.contents.length > 0, major: state.major, stage });
  emptyFolder(opts.uploadDir);
  await unpackUploads(file, opts.uploadDir);
  return manifest;
}

async function unpack(file: string, stage: string, kind: Manifest['database']): Promise<Manifest> {
  const manifest = await unpackDatabase(file, stage);
  const held = manifest.database;
  if (held !== kind) throw new Error(`${file} holds ${KIND_NAMES[held]}, not ${KIND_NAMES[kind]}: ${KIND_HINTS[held]}.`);
  return manifest;
}

function refuseUnlessForced(contents: string[], force: boolean | undefined) {
  if (contents.length === 0 || force) return;
  throw new Error(
    `The target is not empty: ${contents.join('; ')}. Add --force to replace it with the backup ` + `(and keep a copy of it first, with npm run db:backup).`,
  );
}
