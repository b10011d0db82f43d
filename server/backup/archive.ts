import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A Borgo backup is one .tar.gz: `manifest.json` (what it holds), `database/` (the PGlite data-dir
 * dump or the pg_dump archive) and `uploads/` (the uploaded files, which the database names), so
 * one file restores both halves together. Made and read with the system's GNU tar: Node has none.
 */
export const MANIFEST = 'manifest.json';
export const DATABASE_DIR = 'database';
export const UPLOADS_DIR = 'uploads';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Manifest {
  format: 'borgo-backup';
  version: 1;
  database: DatabaseKind;
  /** The file under database/: pglite.tar (PGlite.dumpDataDir) or postgres.dump (pg_dump -Fc). */
  file: string;
  created_at: string;
  /** The PGlite package or the PostgreSQL server that wrote it, for whoever restores it later. */
  made_by: string;
}

export const databaseFile = (kind: DatabaseKind) => (kind === 'pglite' ? 'pglite.tar' : 'postgres.dump');

/** Runs a command; a failure carries its stderr, which says why (tar, pg_dump, pg_restore). */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.once('error', (err) => reject(new Error(`${cmd} could not run: ${err.message}`)));
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${cmd} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * Writes the archive from `stage` (manifest and database) and the uploads folder as it is, without
 * copying the uploads first: they can be far bigger than the database.
 */
export async function pack(out: string, stage: string, manifest: Manifest, uploadDir: string) {
  writeFileSync(join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // No uploads folder yet (nothing uploaded): an empty one, so every archive has uploads/.
  const uploads = existsSync(uploadDir) ? uploadDir : join(stage, 'no-uploads');
  mkdirSync(uploads, { recursive: true });
  // The uploads folder's members are ./…; --transform names them uploads/… in the archive.
  await run('tar', ['-czf', out, `--transform=s,^\\.,${UPLOADS_DIR},`, '-C', stage, MANIFEST, DATABASE_DIR, '-C', uploads, '.']);
}

/** Extracts manifest and database into `stage` and checks the manifest. */
export async function unpackDatabase(file: string, stage: string): Promise<Manifest> {
  await run('tar', ['-xzf', file, '--no-same-owner', '-C', stage, MANIFEST, DATABASE_DIR]).catch((err: Error) => {
    throw new Error(`${file} is not a Borgo backup (no ${MANIFEST} and ${DATABASE_DIR}/ in it): ${err.message}`);
  });
  const manifest = JSON.parse(readFileSync(join(stage, MANIFEST), 'utf8')) as Partial<Manifest>;
  if (manifest.format !== 'borgo-backup' || manifest.version !== 1 || (manifest.database !== 'pglite' && manifest.database !== 'postgres')) {
    throw new Error(`${file} is not a Borgo backup this version can read (manifest: ${JSON.stringify(manifest)})`);
  }
  return manifest as Manifest;
}

/** Extracts the archive's uploads/ into `uploadDir`. */
export async function unpackUploads(file: string, uploadDir: string) {
  mkdirSync(uploadDir, { recursive: true });
  await run('tar', ['-xzf', file, '--no-same-owner', '-C', uploadDir, '--strip-components=1', UPLOADS_DIR]);
}

/** The entries of a folder, but those in `ignore`; none when it does not exist. */
export function entriesOf(dir: string, ignore: readonly string[] = []): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((entry) => !ignore.includes(entry)) : [];
}

/** What a restore would replace in UPLOAD_DIR. */
export function uploadsContents(uploadDir: string): string[] {
  const entries = entriesOf(uploadDir);
  return entries.length > 0 ? [`UPLOAD_DIR ${resolve(uploadDir)} holds ${entries.length} entries`] : [];
}

/** Deletes what a folder holds, but `keep`: the folder itself stays (it may hold a lock). */
export function emptyFolder(dir: string, keep: readonly string[] = []) {
  for (const entry of entriesOf(dir, keep)) rmSync(join(dir, entry), { recursive: true, force: true });
}
