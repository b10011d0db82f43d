import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupDatabase } from '../../server/backup/backup';
import { restoreDatabase } from '../../server/backup/restore';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/dataDirLock';
import { districts } from '../../server/db/schema';
import { openTestDatabase } from './helpers';

/**
 * db:backup and db:restore, round trip: a changed row and an uploaded file written on one side
 * come back on a fresh target; a target holding data, or in use, is refused. PGlite in the first
 * server run, PostgreSQL in the second (DATABASE_URL set).
 */
const root = mkdtempSync(join(tmpdir(), 'borgo-backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const RENAMED = 'Borgo Navigli (restored)';

/** Runs one of the CLI scripts as npm would; returns its exit code and everything it printed. */
function cli(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const run = spawnSync('node_modules/.bin/tsx', [`server/scripts/${script}.ts`, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** An uploads folder holding one file. */
function uploadsWith(dir: string, name: string, content: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), content);
  return dir;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore on PGlite', () => {
  it('round trip into a fresh folder; refuses a folder in use or holding data unless --force', { timeout: 60_000 }, async () => {
    // The source: a copy of the run's migrated, seeded template, with one row changed.
    const source = join(root, 'source');
    const seeded = await PGlite.create({ dataDir: source, loadDataDir: new Blob([readFileSync(join(inject('templateDir'), 'template.tar'))]) });
    await seeded.query('update districts set name = $1 where id = 1', [RENAMED]);
    await seeded.close();
    const sourceUploads = uploadsWith(join(source, 'uploads'), 'photo.png', 'the photo');

    const { file, manifest } = await backupDatabase({ dataDir: source, uploadDir: sourceUploads, out: join(root, 'backups', 'pglite.tar.gz') });
    expect(manifest.database).toBe('pglite');
    expect(existsSync(join(source, 'borgo.lock'))).toBe(false);

    const target = join(root, 'target');
    const targetUploads = join(target, 'uploads');
    await restoreDatabase({ file, dataDir: target, uploadDir: targetUploads });
    expect(readFileSync(join(targetUploads, 'photo.png'), 'utf8')).toBe('the photo');
    const restored = await openDatabase({ dataDir: target });
    const [row] = await restored.db.select({ name: districts.name }).from(districts).where(eq(districts.id, 1));
    await restored.close();
    expect(row.name).toBe(RENAMED);

    // In use: a server (here, this process) holds the folder.
    const lock = acquireDataDirLock(target);
    await expect(restoreDatabase({ file, dataDir: target, uploadDir: targetUploads, force: true })).rejects.toThrow(DataDirLockedError);
    lock.release();

    // Holding data: refused with exit code 1, and replaced with --force.
    writeFileSync(join(targetUploads, 'later.png'), 'uploaded after the backup');
    const env = { DATABASE_URL: '', DATA_DIR: target, UPLOAD_DIR: targetUploads };
    const refused = cli('restore', [file], env);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`Restore failed: The target is not empty: DATA_DIR ${target} holds a database`);
    expect(refused.output).toContain('Add --force');
    const forced = cli('restore', [file, '--force'], env);
    expect(forced.output).toContain('Restored the backup of');
    expect(forced.status).toBe(0);
    expect(existsSync(join(targetUploads, 'later.png'))).toBe(false);
    expect(existsSync(join(targetUploads, 'photo.png'))).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('round trip into an empty database; refuses one in use or holding data unless --force', async () => {
    const source = await openTestDatabase();
    const url = new URL(process.env.DATABASE_URL!);
    const targetName = `borgo_restore_${process.pid}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${targetName}`);
    await admin.query(`create database ${targetName}`);
    const targetUrl = new URL(url);
    targetUrl.pathname = `/${targetName}`;
    try {
      await source.db.update(districts).set({ name: RENAMED }).where(eq(districts.id, 1));
      const sourceUploads = uploadsWith(join(root, 'pg-source-uploads'), 'photo.png', 'the photo');

      // Through the CLI: exit code 0, and DATABASE_URL's password never printed.
      const out = join(root, 'backups', 'postgres.tar.gz');
      const backup = cli('backup', ['--out', out], { DATABASE_URL: source.url, UPLOAD_DIR: sourceUploads });
      expect(backup.output).toContain(`Backup written: ${out}`);
      expect(backup.status).toBe(0);
      if (url.password) expect(backup.output).not.toContain(`:${url.password}@`);

      const targetUploads = join(root, 'pg-target-uploads');
      const manifest = await restoreDatabase({ file: out, dataDir: join(root, 'unused'), uploadDir: targetUploads, databaseUrl: targetUrl.toString() });
      expect(manifest.database).toBe('postgres');
      expect(readFileSync(join(targetUploads, 'photo.png'), 'utf8')).toBe('the photo');
      const target = new pg.Client({ connectionString: targetUrl.toString() });
      await target.connect();
      const { rows } = await target.query('select name from districts where id = 1');
      expect(rows[0].name).toBe(RENAMED);
      // In use (this open session stands for a server), then holding data.
      const again = { file: out, dataDir: join(root, 'unused'), uploadDir: targetUploads, databaseUrl: targetUrl.toString() };
      const inUse = restoreDatabase({ ...again, force: true });
      await expect(inUse).rejects.toThrow(/1 other session\(s\) are connected/);
      await target.end();
      await expect(restoreDatabase(again)).rejects.toThrow(/The target is not empty: database borgo_restore_\d+ holds \d+ tables/);
      await restoreDatabase({ ...again, force: true });
    } finally {
      await source.close();
      await admin.query(`drop database if exists ${targetName} with (force)`);
      await admin.end();
    }
  });
});
