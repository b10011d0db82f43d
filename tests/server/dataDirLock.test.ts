import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/dataDirLock';

/**
 * Two processes on one PGlite folder each overwrite the other's pages: the second open must be
 * refused, naming the holder and the folder, until the first closes; a lock whose process died is
 * taken over. One process opening twice stands for two processes: the lock counts its pid.
 */
const root = mkdtempSync(join(tmpdir(), 'borgo-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'borgo.lock'), 'utf8')) as { pid: number; started: string };

describe.skipIf(Boolean(process.env.DATABASE_URL))('the PGlite data folder lock', () => {
  it('refuses a second open of the same folder until the first closes', async () => {
    const dir = join(root, 'shared');
    const first = await openDatabase({ dataDir: dir });
    await first.db.execute(sql`select 1`);

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toThrow(`The data folder ${dir} is in use by process ${process.pid}`);
    await expect(second).rejects.toThrow(/Stop that process first.*borgo\.lock/);
    expect(lockOf(dir).pid).toBe(process.pid);

    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.db.execute(sql`select 1`);
    await again.close();
  });

  it('takes over a lock left by a process that is gone, with a log line', async () => {
    const dir = join(root, 'stale');
    mkdirSync(dir);
    // A pid that has certainly exited: a child we waited for.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, 'borgo.lock'), JSON.stringify({ pid: dead, host: hostname(), started: '2026-01-01T00:00:00.000Z', command: 'server/start.ts' }));
    const log = { info: vi.fn() };
    const database = await openDatabase({ dataDir: dir, log });
    await database.db.execute(sql`select 1`);
    expect(lockOf(dir).pid).toBe(process.pid);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining(`taking over the lock left by process ${dead}`));
    await database.close();
  });

  it('takes over a lock naming this very pid that this process does not hold (a restarted container)', () => {
    const dir = join(root, 'same-pid');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'borgo.lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), started: '2026-01-01T00:00:00.000Z', command: 'server/start.ts' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(lockOf(dir).started).not.toBe('2026-01-01T00:00:00.000Z');
    // Held by this process now: a second take is refused.
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(join(dir, 'borgo.lock'))).toBe(false);
  });
});
