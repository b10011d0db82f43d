import { existsSync, lstatSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machine } from '../report';
import { ROOT, type RunningServer, startServer, trackTempDir } from '../server';
import { buildConsole } from './build';
import { measureBundles } from './bundles';
import { analyseBuild } from './chunks';
import { measureLighthouse } from './lighthouse';
import { CHROME_FLAGS, CHROMIUM } from './pages';
import { benchTagsList } from './tagsList';
import { chromium } from 'playwright-core';
import type { ConsoleReport } from './report';

export { consoleMarkdown, type ConsoleReport } from './report';

/** The temp folder of a run in progress: removed if the bench is interrupted (a failed run keeps it). */
let pending: string | null = null;
process.once('exit', () => {
  if (pending) removeWorkDir(pending);
});

/** Removes the work folder; a `dist` link to a BENCH_CONSOLE_DIST build is unlinked first, never followed. */
function removeWorkDir(dir: string) {
  const link = join(dir, 'dist');
  try {
    if (lstatSync(link).isSymbolicLink()) unlinkSync(link);
  } catch {
    // No dist yet.
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * The console part of `npm run bench`: builds the console into a temp folder, serves it with the
 * real server (PGlite, demo data), measures the JavaScript each page loads in Chromium, then runs
 * Lighthouse on the same pages. Env: BENCH_LH_RUNS (default 3; 0 skips Lighthouse),
 * BENCH_CONSOLE_DIST (measure an existing build folder instead of building).
 */
export async function benchConsole(): Promise<ConsoleReport> {
  const started = Date.now();
  const report: ConsoleReport = { status: 'ok', date: new Date().toISOString(), machine: machine(), durationMs: 0 };
  const runs = process.env.BENCH_LH_RUNS === undefined ? 3 : Math.max(0, Math.floor(Number(process.env.BENCH_LH_RUNS) || 0));
  const workDir = mkdtempSync(join(tmpdir(), 'borgo-bench-console-'));
  pending = workDir;
  const untrackDir = trackTempDir(workDir);
  const distDir = join(workDir, 'dist');
  let server: RunningServer | undefined;
  try {
    const given = process.env.BENCH_CONSOLE_DIST;
    if (given) {
      const source = resolve(ROOT, given);
      if (!existsSync(join(source, 'index.html'))) throw new Error(`BENCH_CONSOLE_DIST=${given}: no index.html in ${source}`);
      // The server takes `dist` under its cwd: a link to the given build, which stays untouched.
      symlinkSync(source, distDir, 'dir');
      report.build = { source: given, chunks: [] };
    } else {
      console.log('[console] building the console (vite build into a temp folder)...');
      const build = await buildConsole(distDir);
      report.build = { source: 'working tree', ms: build.ms, vite: build.vite, chunks: [] };
    }
    report.build.chunks = [...analyseBuild(distDir).values()].map(({ packages: _, ...chunk }) => chunk);

    console.log('[console] starting the server on the build (PGlite, demo data)...');
    server = await startServer({
      workDir,
      env: {
        DATA_DIR: join(workDir, 'data'),
        // Unset: the server serves the console it finds in <workDir>/dist, never rebuilds it, on PGlite.
        SERVE_CONSOLE: undefined,
        REBUILD: undefined,
        DATABASE_URL: undefined,
      },
    });
    report.server = { startupMs: server.startupMs, database: 'PGlite in a fresh temp folder' };

    report.bundles = await measureBundles(server.url, distDir);
    report.tagsList = await measureTagsList(server.url);
    if (runs > 0) report.lighthouse = await measureLighthouse(server.url, runs, join(workDir, 'chrome-profile'));

    const parts = [report.bundles, report.lighthouse].filter((p) => p?.status === 'failed');
    if (parts.length) {
      report.status = 'failed';
      report.reason = `part of the console bench could not be measured (see below; work folder kept: ${workDir})`;
    }
  } catch (err) {
    report.status = 'failed';
    report.reason = `${(err as Error).message}\n(work folder kept: ${workDir})`;
  } finally {
    await server?.stop();
    pending = null;
    if (report.status === 'ok') removeWorkDir(workDir);
    untrackDir();
    report.durationMs = Date.now() - started;
  }
  return report;
}

/** Issue 4: the tags list in Chromium (first 20 rows, next page, its chunk), median of 5. */
async function measureTagsList(baseUrl: string): Promise<ConsoleReport['tagsList']> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    return { status: 'ok', ...(await benchTagsList(baseUrl, page)) };
  } catch (err) {
    return { status: 'failed', reason: (err as Error).message };
  } finally {
    await browser.close();
  }
}
