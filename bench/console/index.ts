import { existsSync, lstatSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machine } from '../report';
import { ROOT, type RunningServer, startServer, trackTempDir } from '../server';
import { buildConsole } from './build';
import { measureBundles } from './bundles';
import { analyseBuild } from './chunks';
import { measureLighthouse } from './lighthouse';
import type { ConsoleReport } from './report';
import { applyTargets, discoverScreens, measureScreenTimings, screenConfig } from './screens';

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

/** Samples the 1-min load average every 15 s while the bench runs; the result summarises the samples. */
function sampleLoad(): () => NonNullable<ConsoleReport['loadDuring']> {
  const samples = [loadavg()[0]];
  const timer = setInterval(() => samples.push(loadavg()[0]), 15_000);
  timer.unref();
  return () => {
    clearInterval(timer);
    samples.push(loadavg()[0]);
    const r = (n: number) => Math.round(n * 100) / 100;
    return {
      min: r(Math.min(...samples)),
      max: r(Math.max(...samples)),
      mean: r(samples.reduce((a, b) => a + b, 0) / samples.length),
      samples: samples.length,
    };
  };
}

/**
 * The console part of `npm run bench`: builds the console into a temp folder, serves it with the
 * real server (PGlite, demo data), measures the JavaScript each page loads in Chromium, times
 * every screen of the registry (cold load and sidebar click to the first rows, screens.ts), then
 * runs Lighthouse on the pages and the screens. Env (bench/README.md): BENCH_LH_RUNS (default 3;
 * 0 skips Lighthouse), BENCH_LH_SCREEN_MOBILE_RUNS, BENCH_LH_SCREEN_DESKTOP_RUNS,
 * BENCH_TIMING_RUNS, BENCH_SCREENS, BENCH_CONSOLE_DIST (measure an existing build folder instead
 * of building), BENCH_LH_KEEP.
 */
export async function benchConsole(): Promise<ConsoleReport> {
  const started = Date.now();
  const load = sampleLoad();
  const report: ConsoleReport = { status: 'ok', date: new Date().toISOString(), machine: machine(), durationMs: 0 };
  const runs = process.env.BENCH_LH_RUNS === undefined ? 3 : Math.max(0, Math.floor(Number(process.env.BENCH_LH_RUNS) || 0));
  const workDir = mkdtempSync(join(tmpdir(), 'borgo-bench-console-'));
  pending = workDir;
  const untrackDir = trackTempDir(workDir);
  const distDir = join(workDir, 'dist');
  let server: RunningServer | undefined;
  try {
    // First, so a wrong BENCH_SCREENS fails before the build.
    const config = screenConfig();
    const screens = await discoverScreens(config.selection);
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
    const chunkGzip = new Map(report.build.chunks.map((c) => [c.file, c.gzipBytes]));

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
    if (screens.length) report.screens = await measureScreenTimings(server.url, screens, config, chunkGzip);
    const measured = screens.filter((s) => report.screens?.screens.find((r) => r.id === s.id)?.status !== 'skipped');
    if (runs > 0) {
      const withScreens = measured.length && (config.lhMobileRuns || config.lhDesktopRuns);
      report.lighthouse = await measureLighthouse(
        server.url,
        runs,
        join(workDir, 'chrome-profile'),
        withScreens ? { list: measured, mobileRuns: config.lhMobileRuns, desktopRuns: config.lhDesktopRuns } : undefined,
      );
    }
    if (report.screens) {
      for (const r of report.lighthouse?.screens ?? []) {
        const screen = report.screens.screens.find((s) => s.id === r.page);
        if (screen) screen.lighthouse[r.formFactor] = r;
      }
      // Kept once, with its screen.
      if (report.lighthouse) delete report.lighthouse.screens;
      applyTargets(report.screens);
    }

    const parts = [report.bundles, report.screens, report.lighthouse].filter((p) => p?.status === 'failed');
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
    report.loadDuring = load();
  }
  return report;
}
