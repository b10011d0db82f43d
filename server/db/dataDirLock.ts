import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, relative, resolve } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder starts fine and each
 * then overwrites the other's pages, so one's writes are silently lost. A lock file in the folder,
 * created atomically, lets exactly one process (server, db:reset, db:backup, db:restore) hold it.
 */
export const LOCK_FILE = 'borgo.lock';

/** What the lock file holds: enough to name the holder in the refusal and to tell a stale lock. */
interface Holder {
  pid: number;
  host: string;
  started: string;
  command: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Deletes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

/** The refusal a second process gets: it names the holder and the folder, and says what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.started})`
      : 'a process that is writing its lock right now';
    super(
      `The data folder ${dir} is in use by ${who}: two processes on one PGlite folder would lose writes. ` +
        `Stop that process first, or use another DATA_DIR. If it is no longer running, delete ${join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

// A lock file with no holder yet is one being written (open, then write); older than this, its
// writer died in between.
const HALF_WRITTEN_MS = 10_000;

/** The lock files this process holds: a lock naming our pid but not in here is a past process's. */
const heldHere = new Set<string>();

/**
 * Takes the lock of `dir` for this process, or throws DataDirLockedError. A lock whose process is
 * gone (killed, crashed) is taken over with a log line.
 */
export function acquireDataDirLock(dir: string, opts: { log?: (line: string) => void } = {}): DataDirLock {
  const folder = resolve(dir);
  const path = join(folder, LOCK_FILE);
  mkdirSync(folder, { recursive: true });
  const mine = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    started: new Date().toISOString(),
    // The script only (server/start.ts, server/scripts/backup.ts): its arguments could hold secrets.
    command: relative(process.cwd(), process.argv[1] ?? '') || 'node',
  } satisfies Holder);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, mine)) return held(path, mine);
    const raw = readRaw(path);
    if (raw === null) continue; // released meanwhile: try again
    const holder = parse(raw);
    if (!isStale(path, holder)) throw new DataDirLockedError(folder, holder);
    const outcome = takeOver(path, raw);
    if (outcome === 'removed') {
      const who = holder ? `process ${holder.pid} (${holder.command}, since ${holder.started})` : 'a process that died while writing it';
      opts.log?.(`${folder}: taking over the lock left by ${who}, which is no longer running`);
    } else if (outcome === 'busy') {
      sleep(50); // another process is taking it over: see who won
    }
  }
  throw new DataDirLockedError(folder, parse(readRaw(path) ?? ''));
}

/** Atomic create: exactly one of several processes racing here gets the file. */
function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function held(path: string, content: string): DataDirLock {
  let released = false;
  heldHere.add(path);
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(path);
    process.off('exit', release);
    // Only our own lock: a lock taken over after we were thought dead is not ours to delete.
    if (readRaw(path) === content) unlinkSync(path);
  };
  // A process that exits without closing its database (process.exit on an error) leaves no lock.
  process.on('exit', release);
  return { path, release };
}

function readRaw(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function parse(raw: string): Holder | null {
  try {
    const value = JSON.parse(raw) as Partial<Holder>;
    return typeof value.pid === 'number' ? (value as Holder) : null;
  } catch {
    return null;
  }
}

function isStale(path: string, holder: Holder | null): boolean {
  if (!holder) return ageMs(path) > HALF_WRITTEN_MS;
  // A process on another machine (a shared folder) cannot be checked from here: held.
  if (holder.host !== hostname()) return false;
  // Our own pid, in a lock we do not hold: an earlier process had it (a restarted container's
  // processes get the same pids again).
  if (holder.pid === process.pid) return !heldHere.has(path);
  return !isAlive(holder.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Deletes a stale lock, unless another process has replaced it meanwhile. The guard file makes
 * the read-compare-delete one step: without it, a process that read the stale lock could delete
 * the fresh lock another process has just created in its place.
 */
function takeOver(path: string, stale: string): 'removed' | 'changed' | 'busy' {
  const guard = `${path}.takeover`;
  if (!tryCreate(guard, String(process.pid))) {
    // A guard left by a process that died between its two lines is removed once old.
    if (ageMs(guard) > HALF_WRITTEN_MS) unlinkQuiet(guard);
    return 'busy';
  }
  try {
    if (readRaw(path) !== stale) return 'changed';
    unlinkQuiet(path);
    return 'removed';
  } finally {
    unlinkQuiet(guard);
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function unlinkQuiet(path: string) {
  try {
    unlinkSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
