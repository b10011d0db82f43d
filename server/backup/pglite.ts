import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE } from '../db/dataDirLock';
import { entriesOf } from './archive';

/**
 * The PGlite half of backup and restore. The caller holds the folder's lock throughout: PGlite is
 * one process's database, and a server writing meanwhile would make the copy a mix of two states.
 */

/** Where UPLOAD_DIR sits inside DATA_DIR (`uploads` by default), or null when outside. */
export function uploadsInside(dataDir: string, uploadDir: string): string | null {
  const rel = relative(resolve(dataDir), resolve(uploadDir));
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : null;
}

export function assertPgliteDatabase(dataDir: string) {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`No PGlite database in ${resolve(dataDir)}: nothing to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  }
}

/** Writes the data-dir dump (a tar) to `target`; returns what made it, for the manifest. */
export async function dumpPglite(dataDir: string, uploadDir: string, target: string): Promise<string> {
  assertPgliteDatabase(dataDir);
  const db = await PGlite.create(dataDir);
  let version: string;
  let dump: Uint8Array;
  try {
    version = (await db.query<{ version: string }>('select version()')).rows[0].version;
    dump = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.close();
  }
  // The dump is the whole folder: our lock (a restored one would name a process of the past) and
  // the uploads, which the archive holds once, beside it.
  const inside = uploadsInside(dataDir, uploadDir);
  writeFileSync(target, withoutMembers(dump, [LOCK_FILE, `${LOCK_FILE}.takeover`, ...(inside ? [inside] : [])]));
  return `PGlite (${version.split(' on ')[0]})`;
}

const BLOCK = 512;

/**
 * The dump less the named top-level members and what is under them. Done here rather than by GNU
 * tar --delete, whose rewrite PGlite's loader refuses ("PGlite failed to initialize properly"). The
 * dump is tinytar's ustar: a 512-byte header (name at 0, octal size at 124), the data in 512-byte
 * blocks, zero blocks at the end. Names are read from the name field alone: tinytar keeps times
 * where ustar's name prefix would be, and every name dropped here is short.
 */
export function withoutMembers(tar: Uint8Array, names: readonly string[]): Uint8Array {
  const text = (from: number, length: number) =>
    Buffer.from(tar.subarray(from, from + length))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length && tar.subarray(offset, offset + BLOCK).some((b) => b !== 0)) {
    const name = text(offset, 100).replace(/^\/+|\/+$/g, '');
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!names.some((n) => name === n || name.startsWith(`${n}/`))) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(tar.subarray(offset));
  return Buffer.concat(kept);
}

/** What a restore would replace in DATA_DIR, but the uploads (which archive.ts counts). */
export function pgliteContents(dataDir: string, uploadDir: string): string[] {
  const inside = uploadsInside(dataDir, uploadDir);
  const data = entriesOf(dataDir, [LOCK_FILE, `${LOCK_FILE}.takeover`, ...(inside ? [inside.split('/')[0]] : [])]);
  if (data.length === 0) return [];
  return [`DATA_DIR ${resolve(dataDir)} holds ${existsSync(join(dataDir, 'PG_VERSION')) ? 'a database' : `${data.length} entries`}`];
}

/**
 * Loads the dump into `staging` (a new folder) and starts it once, so a damaged dump fails here,
 * before anything of the target is touched.
 */
export async function loadPglite(dump: string, staging: string) {
  const db = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(dump)]) });
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
}

/** Moves the loaded database files from `staging` into the (emptied) data folder. */
export function moveInto(staging: string, dataDir: string) {
  for (const entry of entriesOf(staging)) {
    const from = join(staging, entry);
    const to = join(dataDir, entry);
    try {
      renameSync(from, to);
    } catch (err) {
      // The staging folder is in the system's temp folder, maybe another file system.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      cpSync(from, to, { recursive: true });
      rmSync(from, { recursive: true, force: true });
    }
  }
}
