import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { freePort, killGroup, ROOT, trackProcessGroup } from '../server';
import {
  CHROME_FLAGS,
  CHROMIUM,
  leavePage,
  LOCALE,
  loginWithForm,
  PAGES,
  pathOf,
  TARGET_MOBILE_ACCESSIBILITY,
  TARGET_MOBILE_PERFORMANCE,
  waitPageReady,
} from './pages';
import type { Screen } from './screens';

export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
/** Lighthouse's default clearStorageTypes (local storage is not among them); the public runs add local_storage so no session is left over. */
const DEFAULT_CLEAR: NonNullable<Flags['clearStorageTypes']> = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
}

export interface Metrics {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
}

export interface LhRun extends Scores {
  metrics: Metrics;
  finalPath: string;
  durationMs: number;
  runtimeError?: string;
  warnings: string[];
}

/** An audit that cost points (or, for performance opportunities, time) in the median run. */
export interface LostAudit {
  id: string;
  title: string;
  /** Category points this audit cost (weight × (1 − score) over the category's weights); 0 for unweighted diagnostics. */
  pointsLost: number;
  score: number | null;
  displayValue?: string;
  /** Estimated savings of a performance opportunity, by metric (ms, or unitless for CLS). */
  savings?: Record<string, number>;
  /** A few offending elements, resources or messages. */
  items: string[];
}

export interface LhPageResult {
  page: string;
  title: string;
  path: string;
  formFactor: FormFactor;
  status: 'ok' | 'failed';
  reason?: string;
  /** Attempts that failed (retried once, never counted). */
  notes: string[];
  /** The counted runs. */
  runs: LhRun[];
  median: Scores & { metrics: Metrics };
  /** Mobile only: performance ≥ 90 and accessibility ≥ 95. */
  target?: { pass: boolean; why?: string };
  /** From the run whose performance score is the median. */
  lost: Record<Category, LostAudit[]>;
}

/** What Lighthouse loads: a page of PAGES, or a screen of screens.ts. */
interface LhTarget {
  id: string;
  title: string;
  path: string;
  /** Public pages run with local storage cleared (no session); the others keep the admin's. */
  public: boolean;
  /** Put back in history.state before the page's scripts run (the form's navigation state, see screens.ts). */
  historyState?: unknown;
}

export interface LighthouseReport {
  status: 'ok' | 'failed';
  reason?: string;
  lighthouse: string;
  chrome?: string;
  runsPerPage: number;
  throttling: string;
  /** How the dashboard runs got their session. */
  session?: string;
  results: LhPageResult[];
  /** The screens of screens.ts, when given: runs per form factor, and a result per screen and form factor. */
  screenRuns?: { mobile: number; desktop: number };
  screens?: LhPageResult[];
  durationMs: number;
}

const round = (n: number | null | undefined, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? null : Number(n.toFixed(digits)));

function median(values: (number | null)[]): number | null {
  const xs = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

function score(lhr: Result, id: Category): number | null {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? null : Math.round(s * 100);
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

function toRun(lhr: Result, durationMs: number): LhRun {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    metrics: metricsOf(lhr),
    finalPath: pathOf(lhr.finalDisplayedUrl),
    durationMs,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings.map(String),
  };
}

function metricsOf(lhr: Result): Metrics {
  return {
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    cls: round(numeric(lhr, 'cumulative-layout-shift'), 3),
    speedIndexMs: round(numeric(lhr, 'speed-index')),
  };
}

type Item = Record<string, unknown>;
const clip = (s: string, n = 220) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** One line per offending element/resource/message, from whatever shape the audit's details have. */
function describeItem(item: Item): string | null {
  const node = item.node as { snippet?: string; nodeLabel?: string; explanation?: string; selector?: string } | undefined;
  if (node && typeof node === 'object' && (node.snippet || node.selector)) {
    const why = node.explanation ? ` — ${node.explanation.replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '')}` : '';
    const label = node.nodeLabel ? `"${clip(node.nodeLabel.replace(/\s+/g, ' ').trim(), 60)}" ` : '';
    return clip(`${label}\`${node.snippet ?? node.selector}\`${why}`);
  }
  if (typeof item.issueType === 'string') {
    const sub = ((item.subItems as { items?: Item[] } | undefined)?.items ?? [])
      .map((x) => (typeof x.url === 'string' ? (/^https?:/.test(x.url) ? pathOf(x.url) : x.url) : ''))
      .filter(Boolean);
    return clip(`${item.issueType}${sub.length ? `: ${sub.join(', ')}` : ''}`);
  }
  const url =
    typeof item.url === 'string'
      ? item.url
      : typeof item.source === 'object' && item.source && typeof (item.source as Item).url === 'string'
        ? String((item.source as Item).url)
        : null;
  const bits: string[] = [];
  if (typeof item.description === 'string') bits.push(item.description);
  if (url) bits.push(/^https?:/.test(url) ? pathOf(url) : url);
  if (typeof item.wastedBytes === 'number' && item.wastedBytes > 0) bits.push(`${(item.wastedBytes / 1024).toFixed(1)} KB wasted`);
  if (typeof item.wastedMs === 'number' && item.wastedMs > 0) bits.push(`${Math.round(item.wastedMs)} ms`);
  else if (typeof item.duration === 'number') bits.push(`${Math.round(item.duration)} ms`);
  if (typeof item.total === 'number') bits.push(`${Math.round(item.total)} ms`);
  if (typeof item.groupLabel === 'string') bits.unshift(item.groupLabel);
  if (typeof item.label === 'string' && !bits.length) bits.push(item.label);
  return bits.length ? clip(bits.join(' · ')) : null;
}

function itemsOf(details: unknown, max = 4): string[] {
  const d = details as { items?: Item[]; type?: string } | undefined;
  if (!d?.items) return [];
  const lines: string[] = [];
  for (const item of d.items) {
    // Some audits nest their rows (e.g. LCP breakdown lists); take the first level that describes something.
    const line = describeItem(item) ?? (Array.isArray((item as { items?: Item[] }).items) ? (itemsOf(item, 1)[0] ?? null) : null);
    if (line && !lines.includes(line)) lines.push(line);
    if (lines.length >= max) break;
  }
  return lines;
}

interface ChainNode {
  request?: { url?: string; endTime?: number };
  children?: Record<string, ChainNode>;
}

/** The deepest request chain (each request waiting for the previous one), as paths. */
function longestChain(details: unknown): string[] | null {
  const chains = (details as { chains?: Record<string, ChainNode> } | undefined)?.chains;
  if (!chains) return null;
  const walk = (node: ChainNode): string[] => {
    const here = node.request?.url ? [pathOf(node.request.url)] : [];
    let best: string[] = [];
    for (const child of Object.values(node.children ?? {})) {
      const path = walk(child);
      if (path.length > best.length) best = path;
    }
    return [...here, ...best];
  };
  return walk({ children: chains });
}

/** "TTFB 465 ms, load delay 0 ms, load time 0 ms, render delay 4231 ms" from the LCP element audit's phase table. */
function lcpPhases(details: unknown): string | null {
  const tables = (details as { items?: { items?: Item[] }[] } | undefined)?.items ?? [];
  const rows = tables.flatMap((t) => t.items ?? []).filter((r) => typeof r.phase === 'string' && typeof r.timing === 'number');
  if (!rows.length) return null;
  return `phases: ${rows.map((r) => `${r.phase === 'TTFB' ? 'TTFB' : String(r.phase).toLowerCase()} ${Math.round(r.timing as number)} ms`).join(', ')}`;
}

const IGNORED_MODES = new Set(['notApplicable', 'manual', 'informative', 'error']);

/** What cost points in each category: weighted audits below 1, and performance opportunities with savings. */
function lostPoints(lhr: Result): Record<Category, LostAudit[]> {
  const out = { performance: [], accessibility: [], 'best-practices': [] } as Record<Category, LostAudit[]>;
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const counted = category.auditRefs.filter((ref) => ref.weight > 0 && !IGNORED_MODES.has(lhr.audits[ref.id]?.scoreDisplayMode ?? 'error'));
    const total = counted.reduce((n, ref) => n + ref.weight, 0) || 1;
    for (const ref of counted) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 1) continue;
      out[id].push({
        id: ref.id,
        title: audit.title,
        pointsLost: round(((ref.weight * (1 - audit.score)) / total) * 100, 1) ?? 0,
        score: round(audit.score, 2),
        displayValue: audit.displayValue,
        items: itemsOf(audit.details),
      });
    }
    out[id].sort((a, b) => b.pointsLost - a.pointsLost);
    if (id !== 'performance') continue;
    // Unweighted opportunities and diagnostics that flag something, largest estimated savings first.
    const extra: (LostAudit & { weightOfSavings: number })[] = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 || !audit || audit.score === null || audit.score >= 0.9) continue;
      if (IGNORED_MODES.has(audit.scoreDisplayMode) || ref.group === 'hidden') continue;
      const savings = Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0)) as Record<string, number>;
      extra.push({
        id: ref.id,
        title: audit.title,
        pointsLost: 0,
        score: round(audit.score, 2),
        displayValue: audit.displayValue,
        savings: Object.keys(savings).length ? savings : undefined,
        items: itemsOf(audit.details, 3),
        weightOfSavings: (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) + (savings.CLS ?? 0) * 1000,
      });
    }
    extra.sort((a, b) => b.weightOfSavings - a.weightOfSavings || (a.score ?? 0) - (b.score ?? 0));
    out.performance.push(...extra.slice(0, 8).map(({ weightOfSavings: _, ...a }) => a));
    // Context that is informative in Lighthouse's eyes but tells where the time goes.
    const lcp = lhr.audits['largest-contentful-paint-element'];
    const lcpElement = lcp ? itemsOf(lcp.details, 1) : [];
    if (lcpElement.length && !out.performance.some((a) => a.id === lcp.id)) {
      out.performance.push({ id: lcp.id, title: lcp.title, pointsLost: 0, score: null, displayValue: lcp.displayValue, items: lcpElement });
    }
    // Its phases (TTFB, load delay, load time, render delay) tell whether LCP waits for the network or for the main thread.
    const phases = lcp ? lcpPhases(lcp.details) : null;
    const lcpAudit = out.performance.find((a) => a.id === 'largest-contentful-paint-element');
    if (lcpAudit && phases) lcpAudit.items = [...lcpAudit.items.slice(0, 1), phases];
    const tbtLost = out.performance.some((a) => a.id === 'total-blocking-time');
    const longTasks = lhr.audits['long-tasks'];
    if (tbtLost && longTasks && !out.performance.some((a) => a.id === longTasks.id)) {
      // Where Total Blocking Time comes from: the longest main-thread tasks and the script they ran.
      out.performance.push({
        id: longTasks.id,
        title: longTasks.title,
        pointsLost: 0,
        score: null,
        displayValue: longTasks.displayValue,
        items: itemsOf(longTasks.details, 4),
      });
    }
    const chains = lhr.audits['critical-request-chains'];
    const chain = chains ? longestChain(chains.details) : null;
    if (chains && chain && chain.length > 2) {
      out.performance.push({
        id: chains.id,
        title: `${chains.title}: longest chain, ${chain.length} requests one after the other`,
        pointsLost: 0,
        score: null,
        displayValue: chains.displayValue,
        items: [chain.join(' → ')],
      });
    }
  }
  return out;
}

/** Runs in the page before its scripts: puts the navigation state back on `path`, as a reload of that page has it. */
function replayHistoryState(path: string, state: unknown) {
  if (location.pathname === path && history.state == null) history.replaceState(state, '');
}

/**
 * One Lighthouse navigation. With `historyState`, Lighthouse gets a tab of ours (puppeteer-core,
 * which Lighthouse itself drives) where an init script puts that state in history.state before
 * the page's scripts run; otherwise Lighthouse opens its own tab.
 */
async function runLighthouse(
  url: string,
  port: number,
  formFactor: FormFactor,
  flags: Flags,
  historyState?: unknown,
): Promise<{ lhr: Result; durationMs: number }> {
  const started = Date.now();
  const settings: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...flags };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  let result: Awaited<ReturnType<typeof lighthouse>>;
  if (historyState === undefined) {
    result = await lighthouse(url, settings, config);
  } else {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      try {
        await page.evaluateOnNewDocument(replayHistoryState, new URL(url).pathname, historyState);
        result = await lighthouse(url, settings, config, page);
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      await browser.disconnect();
    }
  }
  if (!result) throw new Error('lighthouse returned no result');
  return { lhr: result.lhr, durationMs: Date.now() - started };
}

/** Logs in through the form in the same Chrome (its default profile), so Lighthouse's tabs share the session. */
async function loginInChrome(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context over CDP');
    const page = await context.newPage();
    await loginWithForm(page, baseUrl);
    await waitPageReady(page, 'dashboard');
    // Left as a user leaves it: what the console keeps for the next visit is stored (pages.ts).
    await leavePage(page);
    await page.close();
  } finally {
    // Over CDP this only disconnects: Chrome and its default profile (the stored session) stay.
    await browser.close();
  }
}

function finish(page: LhTarget, formFactor: FormFactor, runs: { run: LhRun; lhr: Result }[], errors: string[], withTarget = true): LhPageResult {
  const good = runs.filter((r) => !r.run.runtimeError);
  const result: LhPageResult = {
    page: page.id,
    title: page.title,
    path: page.path,
    formFactor,
    status: good.length ? 'ok' : 'failed',
    reason: good.length ? undefined : errors.join('\n') || 'no run completed',
    notes: errors,
    runs: runs.map((r) => r.run),
    median: {
      performance: median(good.map((r) => r.run.performance)),
      accessibility: median(good.map((r) => r.run.accessibility)),
      bestPractices: median(good.map((r) => r.run.bestPractices)),
      metrics: {
        fcpMs: median(good.map((r) => r.run.metrics.fcpMs)),
        lcpMs: median(good.map((r) => r.run.metrics.lcpMs)),
        tbtMs: median(good.map((r) => r.run.metrics.tbtMs)),
        cls: median(good.map((r) => r.run.metrics.cls)),
        speedIndexMs: median(good.map((r) => r.run.metrics.speedIndexMs)),
      },
    },
    lost: { performance: [], accessibility: [], 'best-practices': [] },
  };
  // The run whose score is the median (with an even count, the first of the two closest to it).
  const distance = (r: { run: LhRun }) => Math.abs((r.run.performance ?? 0) - (result.median.performance ?? 0));
  const medianRun = good.reduce<(typeof good)[number] | undefined>((best, r) => (!best || distance(r) < distance(best) ? r : best), undefined);
  if (medianRun) result.lost = lostPoints(medianRun.lhr);
  const keep = process.env.BENCH_LH_KEEP;
  if (keep && medianRun) {
    // The full report of the median run, to open in the Lighthouse viewer (googlechrome.github.io/lighthouse/viewer).
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, `${page.id.replace(/\//g, '-')}-${formFactor}.json`), JSON.stringify(medianRun.lhr));
  }
  if (formFactor === 'mobile' && withTarget) {
    const { performance: p, accessibility: a } = result.median;
    const why = [
      p === null || p < TARGET_MOBILE_PERFORMANCE ? `performance ${p ?? 'n/a'} < ${TARGET_MOBILE_PERFORMANCE}` : '',
      a === null || a < TARGET_MOBILE_ACCESSIBILITY ? `accessibility ${a ?? 'n/a'} < ${TARGET_MOBILE_ACCESSIBILITY}` : '',
    ].filter(Boolean);
    result.target = { pass: why.length === 0, why: why.join('; ') || undefined };
  }
  return result;
}

/**
 * Lighthouse (default settings: simulated throttling; mobile = default config, desktop =
 * desktop-config) on each page, `runs` times per form factor, in one Chromium started by
 * chrome-launcher. Public pages run first with local storage cleared; then admin logs in through
 * the form in that Chromium (playwright-core over CDP) and the dashboard runs keep local storage
 * (Lighthouse's default reset still empties the HTTP cache, so each run is a cold load). The
 * screens of screens.ts follow the dashboard, as the same admin, with their own run counts.
 */
export async function measureLighthouse(
  baseUrl: string,
  runs = 3,
  profileDir?: string,
  screens?: { list: Screen[]; mobileRuns: number; desktopRuns: number },
): Promise<LighthouseReport> {
  const started = Date.now();
  const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  const report: LighthouseReport = {
    status: 'ok',
    lighthouse: version,
    runsPerPage: runs,
    throttling: 'Lighthouse defaults (simulated; mobile: Moto G Power, slow 4G, 4× CPU slowdown; desktop: desktop-config)',
    results: [],
    durationMs: 0,
  };
  let chrome: LaunchedChrome | undefined;
  let untrack: () => void = () => undefined;
  try {
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROME_FLAGS, `--lang=${LOCALE}`],
      port: await freePort(),
      handleSIGINT: false,
      logLevel: 'silent',
      // In the bench's temp folder, so it goes with it even if the bench is killed.
      ...(profileDir ? { userDataDir: profileDir } : {}),
    });
    untrack = trackProcessGroup(chrome.pid);
    const port = chrome.port;
    const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
    report.chrome = info.Browser;

    const collected = new Map<string, { run: LhRun; lhr: Result }[]>();
    const errors = new Map<string, string[]>();
    const key = (p: LhTarget, f: FormFactor) => `${p.id}|${f}`;
    /**
     * One counted run. A run that errs (Lighthouse's own runtime errors such as NO_NAVSTART, or a
     * page that did not end on the requested path) is tried once more, after a new login for the
     * dashboard; failed attempts are listed in the report, never counted.
     */
    const measureRun = async (page: LhTarget, formFactor: FormFactor, flags: Flags, round: number) => {
      const k = key(page, formFactor);
      const note = (text: string) => errors.set(k, [...(errors.get(k) ?? []), text]);
      for (let attempt = 1; attempt <= 2; attempt++) {
        let problem: string;
        try {
          if (page.historyState === null) throw new Error('no navigation state to open the form with (the Create click did not open it)');
          const { lhr, durationMs } = await runLighthouse(baseUrl + page.path, port, formFactor, flags, page.historyState);
          const run = toRun(lhr, durationMs);
          if (!run.runtimeError && new URL(lhr.finalDisplayedUrl).pathname !== new URL(baseUrl + page.path).pathname) {
            run.runtimeError = `ended at ${run.finalPath} instead of ${page.path}`;
          }
          console.log(
            `[console] lighthouse ${formFactor} ${page.path} #${round}: perf ${run.performance} a11y ${run.accessibility} bp ${run.bestPractices} (${(durationMs / 1000).toFixed(1)} s)${run.runtimeError ? ` — ${run.runtimeError}` : ''}`,
          );
          if (!run.runtimeError) {
            collected.set(k, [...(collected.get(k) ?? []), { run, lhr }]);
            return;
          }
          problem = run.runtimeError;
        } catch (err) {
          problem = (err as Error).message.split('\n')[0];
          console.log(`[console] lighthouse ${formFactor} ${page.path} #${round} failed: ${problem}`);
        }
        note(`run ${round}, attempt ${attempt}${attempt === 1 ? ' (tried again)' : ' (not counted)'}: ${problem}`);
        if (attempt === 1 && !page.public && problem.startsWith('ended at')) {
          // The session was lost (e.g. an expired token): log in again before the second attempt.
          await loginInChrome(port, baseUrl).catch((err: unknown) => note(`new login failed: ${(err as Error).message.split('\n')[0]}`));
        }
      }
    };

    // Rounds outside, so the runs of one page are spread over the whole phase rather than back to back.
    const publicPages = PAGES.filter((p) => p.public);
    for (let r = 1; r <= runs; r++) {
      for (const formFactor of FORM_FACTORS) {
        for (const page of publicPages) await measureRun(page, formFactor, { clearStorageTypes: [...DEFAULT_CLEAR, 'local_storage'] }, r);
      }
    }

    const dashboard = PAGES.find((p) => !p.public)!;
    // The screens' targets, built now: the form's navigation state was captured by the timing runs.
    const screenTargets: LhTarget[] = (screens?.list ?? []).map((s) => ({
      id: s.id,
      title: s.title,
      path: s.path,
      public: false,
      ...(s.kind === 'form' ? { historyState: s.historyState ?? null } : {}),
    }));
    const screenRuns = { mobile: screens?.mobileRuns ?? 0, desktop: screens?.desktopRuns ?? 0 };
    let loggedIn = false;
    try {
      await loginInChrome(port, baseUrl);
      loggedIn = true;
      report.session =
        'logged in through the login form in the same Chromium (playwright-core over CDP); Lighthouse then keeps local storage (its default) and clears the HTTP cache';
      for (let r = 1; r <= runs; r++) {
        for (const formFactor of FORM_FACTORS) await measureRun(dashboard, formFactor, {}, r);
      }
      // Then every screen, rounds outside again.
      for (let r = 1; r <= Math.max(screenRuns.mobile, screenRuns.desktop); r++) {
        for (const target of screenTargets) {
          for (const formFactor of FORM_FACTORS) if (r <= screenRuns[formFactor]) await measureRun(target, formFactor, {}, r);
        }
      }
    } catch (err) {
      const problem = `${loggedIn ? 'failed' : 'login through the form failed'}: ${(err as Error).message.split('\n')[0]}`;
      for (const target of [dashboard, ...screenTargets])
        for (const formFactor of FORM_FACTORS) errors.set(key(target, formFactor), [...(errors.get(key(target, formFactor)) ?? []), problem]);
    }

    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        report.results.push(finish(page, formFactor, collected.get(key(page, formFactor)) ?? [], errors.get(key(page, formFactor)) ?? []));
      }
    }
    if (screens) {
      report.screenRuns = screenRuns;
      report.screens = [];
      for (const target of screenTargets) {
        for (const formFactor of FORM_FACTORS) {
          if (!screenRuns[formFactor]) continue;
          report.screens.push(finish(target, formFactor, collected.get(key(target, formFactor)) ?? [], errors.get(key(target, formFactor)) ?? [], false));
        }
      }
    }
    if (report.screens?.some((r) => r.status === 'failed')) report.status = 'failed';
    if (report.results.some((r) => r.status === 'failed')) report.status = 'failed';
  } catch (err) {
    report.status = 'failed';
    report.reason = (err as Error).message;
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        killGroup(chrome.pid, 'SIGKILL');
      }
    }
    untrack();
    report.durationMs = Date.now() - started;
  }
  return report;
}
