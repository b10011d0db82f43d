import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort';

/** The project root: the server and its tools are started from here, whatever the caller's cwd. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  startupMs: number;
  logPath: string;
  stop(): Promise<void>;
}

/** Process groups still alive; killed on any exit of the bench so no server outlives it. */
const live = new Set<number>();
process.once('exit', () => {
  for (const pgid of live) killGroup(pgid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // 'exit' runs the cleanup above; 130/143 are the shell's codes for these signals.
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/**
 * The 'exit' handler above does not run when the bench is killed outright. That happens on Ctrl-C:
 * tsx's launcher SIGKILLs its child when the child's event loop is too busy (a Lighthouse run) to
 * acknowledge the signal within 30 ms. So a small watchdog process, in its own group, is told
 * every process group and temp folder in use through a pipe; when the pipe closes (the bench has
 * ended, however) it kills the groups still listed and removes the folders still listed.
 */
const REAPER = `
const groups = new Set(), dirs = new Set();
let buf = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  buf += d;
  for (let i; (i = buf.indexOf('\\n')) >= 0; buf = buf.slice(i + 1)) {
    const [op, kind, value] = [buf[0], buf[1], buf.slice(2, i)];
    const set = kind === 'g' ? groups : dirs;
    if (op === '+') set.add(value); else set.delete(value);
  }
});
process.stdin.on('end', () => {
  for (const g of groups) { try { process.kill(-Number(g), 'SIGKILL'); } catch {} }
  setTimeout(() => {
    for (const d of dirs) { try { require('fs').rmSync(d, { recursive: true, force: true }); } catch {} }
    process.exit(0);
  }, groups.size ? 500 : 0);
});
`;
let reaper: ChildProcess | null | undefined;

function tellReaper(line: string) {
  if (reaper === undefined) {
    try {
      reaper = spawn(process.execPath, ['-e', REAPER], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
      reaper.unref();
      // The pipe must not keep the bench alive; it closes when the bench's process ends.
      (reaper.stdin as unknown as { unref?: () => void } | null)?.unref?.();
      reaper.on('error', () => (reaper = null));
      reaper.stdin?.on('error', () => undefined);
    } catch {
      reaper = null;
    }
  }
  reaper?.stdin?.write(`${line}\n`);
}

/**
 * Registers a process group started elsewhere (the Vite build, Chromium from chrome-launcher) so
 * it is killed with the others if the bench exits early; the returned function unregisters it.
 */
export function trackProcessGroup(pgid: number): () => void {
  live.add(pgid);
  tellReaper(`+g${pgid}`);
  return () => {
    live.delete(pgid);
    tellReaper(`-g${pgid}`);
  };
}

/** A temp folder the watchdog removes if the bench is killed; the returned function unregisters it (the bench removes or keeps it itself). */
export function trackTempDir(path: string): () => void {
  tellReaper(`+d${path}`);
  return () => tellReaper(`-d${path}`);
}

export function killGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

export { freePort } from './freePort';

function tail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts `server/start.ts` as it runs in production (own process, own event loop, real sockets),
 * with `workDir` as its cwd. SERVE_CONSOLE=0 by default skips the console build: the API bench
 * measures the API only. An `env` value of `undefined` removes that variable (the console bench
 * unsets SERVE_CONSOLE so the server serves the build it finds in `<workDir>/dist`).
 */
export async function startServer(opts: {
  workDir: string;
  env: Record<string, string | undefined>;
  readyTimeoutMs?: number;
  /** The program to run instead of server/start.ts (the floor, bench/floor.ts); it answers the same readiness probe. */
  script?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logPath = join(opts.workDir, opts.script ? 'floor.log' : 'server.log');
  const log = openSync(logPath, 'a');
  const started = Date.now();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, opts.script ?? 'server/start.ts')], {
    cwd: opts.workDir,
    // Its own process group, so stopping it also stops the node process tsx starts underneath.
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      // tsx looks for tsconfig.json from the cwd, which is the temp folder here.
      TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'),
      PORT: String(port),
      SERVE_CONSOLE: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      // Every login comes from 127.0.0.1: the default limits would answer 429 after 30 attempts.
      LOGIN_MAX_PER_IP: '1000000',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
      ...opts.env,
    },
  });
  closeSync(log);
  const pgid = child.pid!;
  const untrack = trackProcessGroup(pgid);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async () => {
    if (!live.has(pgid)) return;
    killGroup(pgid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(pgid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    // tsx's node child may linger a moment after tsx itself exits.
    killGroup(pgid, 'SIGKILL');
    untrack();
  };

  try {
    await waitReady(url, child, opts.readyTimeoutMs ?? 120_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- server log (${logPath}) ---\n${tail(logPath)}`);
  }
  return { url, startupMs: Date.now() - started, logPath, stop };
}

/** Polls the OpenAPI document: it answers once migrations, seed and routes are all in place. */
async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/v3/openapi.json`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs / 1000} s`);
}
