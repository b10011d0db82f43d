import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

function killGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/** Asks the kernel for a free loopback port (a small race with other processes is acceptable here). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

function tail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts `server/start.ts` as it runs in production (own process, own event loop, real sockets),
 * with `workDir` as its cwd. SERVE_CONSOLE=0 skips the console build: the bench measures the API
 * only, and a Vite build would eat most of the time budget.
 */
export async function startServer(opts: { workDir: string; env: Record<string, string>; readyTimeoutMs?: number }): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logPath = join(opts.workDir, 'server.log');
  const log = openSync(logPath, 'a');
  const started = Date.now();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/start.ts')], {
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
  live.add(pgid);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async () => {
    if (!live.has(pgid)) return;
    killGroup(pgid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(pgid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    // tsx's node child may linger a moment after tsx itself exits.
    killGroup(pgid, 'SIGKILL');
    live.delete(pgid);
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
