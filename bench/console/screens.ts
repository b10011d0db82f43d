import { loadavg } from 'node:os';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { discoverEntities } from '../../server/entities/discover';
import type { LhPageResult } from './lighthouse';
import { CHROME_FLAGS, CHROMIUM, leavePage, LOCALE, loginWithForm, pathOf, waitPageReady } from './pages';

/**
 * Issue 11, "Bench of every screen": every entity's screen, found in the registry
 * (resources/<name>/contract.ts through discoverEntities(), as the server finds them), plus one
 * form, the tags create form, which is opened from the list's Create button (forms take their
 * target from navigation state). For each: Lighthouse (in lighthouse.ts), the cold load to the
 * first rows, and a sidebar click to the first rows.
 */

/** Targets of issue 11 for every list; shown as PASS/FAIL, not enforced. */
export const SCREEN_TARGETS = { mobilePerformance: 90, cls: 0.02, coldLoadMs: 600, clickMs: 250 } as const;

/** What tells that a screen shows its content: a list's first row, its empty state, or the Save button of a screen that is a form. */
const READY_SELECTOR = '[data-testid=list-row], [data-testid=list-empty], [data-testid=form-save]';
/** The entity whose create form is measured, and the form route below its list (FORM_PATH of src/registry/registry.ts). */
const FORM_OF = 'tags';
const FORM_PATH = 'form';
/** Desktop staff screens: the timings run at this size (the sidebar is open), with no CPU or network throttling. */
export const TIMING_VIEWPORT = { width: 1440, height: 900 };
const RUN_TIMEOUT_MS = 30_000;

export interface Screen {
  /** The entity name for a list screen; `<entity>/form` for the form. */
  id: string;
  entity: string;
  kind: 'list' | 'form';
  /** The sidebar's label once the click runs have read it; the entity name until then. */
  title: string;
  path: string;
  /** The sidebar entry (list screens). */
  section?: { id: string; parent: string };
  /** The form: the list whose Create button opens it. */
  openedFrom?: string;
  /**
   * The form: the history state the Create click left (react-router keeps the navigation state
   * there). A cold load of the form replays it before the page's scripts run, as a reload of the
   * form would have it; null until the click runs have captured it.
   */
  historyState?: unknown;
}

export interface ScreenConfig {
  /** Lighthouse runs per screen, mobile and desktop (0 skips). */
  lhMobileRuns: number;
  lhDesktopRuns: number;
  /** Runs of the cold load and of the click, each. */
  timingRuns: number;
  /** BENCH_SCREENS as given, or null for every screen. */
  selection: string | null;
}

/** The in-page measure of one run (all times from the page's performance.now()). */
export interface PaintMark {
  /** What appeared: rows, the empty list, the list's load error (a Retry button), or a form's Save button. */
  marker: 'rows' | 'empty' | 'failed' | 'form';
  /** Navigation start (0) for a cold load, the click event's time for a click. */
  startMs: number;
  /** When the MutationObserver saw the element. */
  foundMs: number;
  /** After the frame that drew it: a requestAnimationFrame callback, then a task posted from it (runs once that frame is painted). */
  paintedMs: number;
  /** First contentful paint of the document (cold loads). */
  fcpMs: number | null;
  /**
   * Cold loads: when the wait screen's early rows (src/layout/EarlyRows.tsx, drawn from the
   * contract before the console has loaded) were painted, if they were; null if the list came first
   * or the screen draws none.
   */
  earlyPaintedMs: number | null;
  rows: number;
  path: string;
}

export interface Timing {
  status: 'ok' | 'failed' | 'skipped';
  reason?: string;
  /** Median of the counted runs, ms from start to painted. */
  medianMs: number | null;
  eachMs: number[];
  /** What appeared in the counted runs (e.g. `rows ×20`). */
  shown?: string;
  /** Cold loads: median first contentful paint, ms. */
  fcpMedianMs?: number | null;
  /** Cold loads: median of navigation start → the first rows painted, the early rows or the list's, whichever came first. */
  firstRowsMedianMs?: number | null;
  firstRowsEachMs?: number[];
  /** Cold loads: in how many counted runs the early rows came before the list. */
  earlyRuns?: number;
  /** Runs that failed (not counted). */
  errors: string[];
  /** 1-min load average when the screen's runs began. */
  loadAverage1m: number;
}

export interface ScreenResult {
  id: string;
  entity: string;
  kind: 'list' | 'form';
  title: string;
  path: string;
  section?: string;
  openedFrom?: string;
  status: 'ok' | 'failed' | 'skipped';
  reason?: string;
  coldLoad: Timing;
  click: Timing;
  /** JavaScript the click fetched beyond the page it started from (dashboard; the list for the form), gzip bytes of the files on disk. */
  addedScripts?: { gzipBytes: number; files: { path: string; gzipBytes: number }[] };
  lighthouse: { mobile?: LhPageResult; desktop?: LhPageResult };
  target?: { pass: boolean; why?: string };
}

export interface ScreensReport {
  status: 'ok' | 'failed';
  reason?: string;
  config: ScreenConfig & { viewport: string; session: string; cold: string; click: string };
  /** Entities left out, and why (e.g. not in the admin's site map). */
  skipped: { id: string; path: string; reason: string }[];
  screens: ScreenResult[];
  durationMs: number;
}

const nonNegativeInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0, not "${raw}"`);
  return Math.floor(n);
};

/**
 * BENCH_LH_SCREEN_MOBILE_RUNS (default 3) and BENCH_LH_SCREEN_DESKTOP_RUNS (default 2) are the
 * Lighthouse runs per screen; BENCH_LH_RUNS, when set, is the default of both (so BENCH_LH_RUNS=1
 * is a quick run everywhere, 0 skips Lighthouse). BENCH_TIMING_RUNS (default 5): cold loads and
 * clicks per screen. BENCH_SCREENS: which screens (below).
 */
export function screenConfig(): ScreenConfig {
  const lhRuns = process.env.BENCH_LH_RUNS === undefined ? null : nonNegativeInt('BENCH_LH_RUNS', 3);
  const selection = process.env.BENCH_SCREENS?.trim() || null;
  return {
    lhMobileRuns: lhRuns === 0 ? 0 : nonNegativeInt('BENCH_LH_SCREEN_MOBILE_RUNS', lhRuns ?? 3),
    lhDesktopRuns: lhRuns === 0 ? 0 : nonNegativeInt('BENCH_LH_SCREEN_DESKTOP_RUNS', lhRuns ?? 2),
    timingRuns: nonNegativeInt('BENCH_TIMING_RUNS', 5),
    selection,
  };
}

/**
 * Every entity's screen from the registry, in the order of the resources/ folders, the form after
 * its list. BENCH_SCREENS=tags,visitors keeps some: an entry names a screen id (`tags`,
 * `tags/form`), an entity (`tags` keeps the tags list and the tags form) or a list's sidebar section
 * (`category`); `none` keeps none.
 */
export async function discoverScreens(selection: string | null): Promise<Screen[]> {
  const all: Screen[] = [];
  for (const { contract } of await discoverEntities()) {
    all.push({
      id: contract.name,
      entity: contract.name,
      kind: 'list',
      title: contract.name,
      path: contract.route,
      section: { id: contract.section.id, parent: contract.section.parent },
    });
    if (contract.name === FORM_OF) {
      all.push({
        id: `${contract.name}/${FORM_PATH}`,
        entity: contract.name,
        kind: 'form',
        title: `${contract.name}: create form`,
        path: `${contract.route}/${FORM_PATH}`,
        openedFrom: contract.route,
        historyState: null,
      });
    }
  }
  if (!selection) return all;
  const wanted = selection
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 1 && wanted[0] === 'none') return [];
  const listSection = (s: Screen) => all.find((x) => x.kind === 'list' && x.entity === s.entity)?.section?.id;
  const matches = (s: Screen, w: string) => s.id === w || s.entity === w || (s.kind === 'list' && listSection(s) === w);
  const unknown = wanted.filter((w) => !all.some((s) => matches(s, w)));
  if (unknown.length)
    throw new Error(`BENCH_SCREENS: no screen ${unknown.map((u) => `"${u}"`).join(', ')}; the screens are ${all.map((s) => s.id).join(', ')}`);
  return all.filter((s) => wanted.some((w) => matches(s, w)));
}

export const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
};

declare global {
  interface Window {
    __borgoBench?: { done: PaintMark | null; armClick(route: string): void; painted(): Promise<PaintMark> };
  }
}

/**
 * Runs in the page before its own scripts (an init script). A MutationObserver watches for the
 * first READY element on `route`; once one is there, a requestAnimationFrame callback (the frame
 * that draws it is being made) posts a message whose task runs after that frame: its time is
 * "painted". With `route` null, `armClick(route)` starts the watch at the next click event, from
 * the event's own time. `replay` puts a navigation state back, as a reload of that page has it.
 */
function installWatcher(arg: { selector: string; route: string | null; replay: { path: string; state: unknown } | null }) {
  if (window.__borgoBench) return;
  if (arg.replay && location.pathname === arg.replay.path && history.state == null) history.replaceState(arg.replay.state, '');
  let route = arg.route;
  let startMs = 0;
  let seen = new Set<Element>();
  let found = false;
  let earlyPaintedMs: number | null = null;
  let earlySeen = false;
  const waiting: ((mark: PaintMark) => void)[] = [];
  const bench: NonNullable<Window['__borgoBench']> = {
    done: null,
    armClick: () => undefined,
    // A promise the bench awaits: no polling, which would put tasks on the main thread it measures.
    painted: () => new Promise((resolve) => (bench.done ? resolve(bench.done) : waiting.push(resolve))),
  };
  window.__borgoBench = bench;
  // The early rows, painted (the same frame-then-task mark as below): only before the list is.
  const checkEarly = () => {
    if (earlySeen || found || route === null || location.pathname !== route || startMs !== 0) return;
    if (!document.querySelector('[data-testid=early-row], [data-testid=early-list] .b-early-empty')) return;
    earlySeen = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        earlyPaintedMs = performance.now();
      };
      channel.port2.postMessage(null);
    });
  };
  const check = () => {
    checkEarly();
    if (found || route === null || location.pathname !== route) return;
    let hit: Element | null = null;
    for (const el of document.querySelectorAll(arg.selector)) {
      if (!seen.has(el)) {
        hit = el;
        break;
      }
    }
    if (!hit) return;
    found = true;
    observer.disconnect();
    const foundMs = performance.now();
    const testId = hit.getAttribute('data-testid');
    const marker: PaintMark['marker'] = testId === 'list-row' ? 'rows' : testId === 'form-save' ? 'form' : hit.querySelector('button') ? 'failed' : 'empty';
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        bench.done = {
          marker,
          startMs,
          foundMs,
          paintedMs: performance.now(),
          fcpMs: fcp ? fcp.startTime : null,
          earlyPaintedMs,
          rows: document.querySelectorAll('[data-testid=list-row]').length,
          path: location.pathname,
        };
        for (const resolve of waiting.splice(0)) resolve(bench.done);
      };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  bench.armClick = (target: string) => {
    document.addEventListener(
      'click',
      (event) => {
        // The event's own time (when the input happened), on the performance.now() clock.
        const now = performance.now();
        startMs = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
        seen = new Set(document.querySelectorAll(arg.selector));
        route = target;
        check();
      },
      { capture: true, once: true },
    );
  };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function newContext(browser: Browser, storage: StorageState, screen: Screen | null, route: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: LOCALE, storageState: storage, viewport: TIMING_VIEWPORT, serviceWorkers: 'block' });
  const replay = screen?.kind === 'form' && screen.historyState ? { path: screen.path, state: screen.historyState } : null;
  // As source text: tsx (esbuild, keepNames) wraps the inner functions in `__name(...)` calls, which the page must be given.
  const arg = JSON.stringify({ selector: READY_SELECTOR, route, replay });
  await context.addInitScript({ content: `(() => { const __name = (f) => f; (${installWatcher.toString()})(${arg}); })();` });
  return context;
}

async function painted(page: Page): Promise<PaintMark> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`nothing shown within ${RUN_TIMEOUT_MS / 1000} s (at ${pathOf(page.url())})`)), RUN_TIMEOUT_MS);
  });
  try {
    const shown = page
      .evaluate(() => window.__borgoBench!.painted())
      .catch((err: unknown) => {
        // E.g. the page went elsewhere (a lost session opens the login page).
        throw new Error(`${(err as Error).message.split('\n')[0]} (at ${pathOf(page.url())})`);
      });
    const mark = await Promise.race([shown, timeout]);
    if (mark.marker === 'failed') throw new Error('the list showed its load error (Retry)');
    return mark;
  } finally {
    clearTimeout(timer);
  }
}

const shownOf = (marks: PaintMark[]): string => {
  const kinds = [...new Set(marks.map((m) => (m.marker === 'rows' ? `rows ×${m.rows}` : m.marker === 'form' ? 'form' : 'empty list')))];
  return kinds.join(', ');
};

function timingOf(marks: PaintMark[], errors: string[], load: number, cold: boolean): Timing {
  const each = marks.map((m) => Math.round(m.paintedMs - m.startMs));
  const fcps = marks.map((m) => m.fcpMs).filter((v): v is number => v !== null);
  const first = marks.map((m) => Math.round((m.earlyPaintedMs !== null && m.earlyPaintedMs < m.paintedMs ? m.earlyPaintedMs : m.paintedMs) - m.startMs));
  const early = marks.filter((m) => m.earlyPaintedMs !== null && m.earlyPaintedMs < m.paintedMs).length;
  return {
    status: marks.length ? 'ok' : 'failed',
    reason: marks.length ? undefined : (errors[errors.length - 1] ?? 'no run'),
    medianMs: median(each),
    eachMs: each,
    shown: marks.length ? shownOf(marks) : undefined,
    ...(cold ? { fcpMedianMs: median(fcps.map(Math.round)), firstRowsMedianMs: median(first), firstRowsEachMs: first, earlyRuns: early } : {}),
    errors,
    loadAverage1m: load,
  };
}

const skippedTiming = (reason: string): Timing => ({ status: 'skipped', reason, medianMs: null, eachMs: [], errors: [], loadAverage1m: loadavg()[0] });

/** Runs `run` `runs` times; gives up after two failures in a row with nothing measured. */
async function repeat(runs: number, run: (i: number) => Promise<PaintMark>): Promise<{ marks: PaintMark[]; errors: string[] }> {
  const marks: PaintMark[] = [];
  const errors: string[] = [];
  for (let i = 1; i <= runs; i++) {
    try {
      marks.push(await run(i));
    } catch (err) {
      errors.push(`run ${i}: ${(err as Error).message.split('\n')[0]}`);
      if (!marks.length && errors.length >= 2) break;
    }
  }
  return { marks, errors };
}

/** Cold load: a fresh context (empty HTTP cache) holding the session; navigation start → first rows painted. */
async function coldLoad(browser: Browser, baseUrl: string, storage: StorageState, screen: Screen, runs: number): Promise<Timing> {
  if (screen.kind === 'form' && !screen.historyState) return skippedTiming('no navigation state: the Create click did not open the form');
  const load = loadavg()[0];
  const { marks, errors } = await repeat(runs, async () => {
    const context = await newContext(browser, storage, screen, screen.path);
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + screen.path, { waitUntil: 'commit' });
      return await painted(page);
    } finally {
      await context.close();
    }
  });
  return timingOf(marks, errors, load, true);
}

/** The page a click starts from, loaded afresh and settled: the dashboard (a list's sidebar link) or the list (the form's Create button). */
async function loadStartPage(page: Page, baseUrl: string, screen: Screen): Promise<void> {
  if (screen.kind === 'form') {
    await page.goto(baseUrl + screen.openedFrom!);
    await page.locator('[data-testid=list-row], [data-testid=list-empty]').first().waitFor({ timeout: RUN_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  } else {
    await page.goto(`${baseUrl}/backend/dashboard`);
    await waitPageReady(page, 'dashboard');
  }
  // Fully loaded: also let the main thread go idle.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })));
}

/** The element the click goes to: the list's sidebar link (its group opened first if closed), or the list's Create button. */
async function clickTarget(page: Page, screen: Screen) {
  if (screen.kind === 'form') return page.getByTestId('list-create');
  const menu = page.getByTestId('sidebar-menu');
  await menu.locator('[data-section]').first().waitFor({ timeout: 10_000 });
  const link = menu.locator(`a[data-section="${screen.section!.id}"]`);
  if (!(await link.count())) {
    const group = menu.locator(`[data-section="${screen.section!.parent}"][aria-expanded=false]`);
    if (await group.count()) {
      await group.click();
      await link.waitFor({ timeout: 5_000 });
    }
  }
  if (!(await link.count())) throw new Error(`no sidebar link [data-section=${screen.section!.id}] on the dashboard`);
  return link;
}

/**
 * Click to rows: each run loads the start page afresh (so no chunk of the screen is held in memory
 * by a previous click), then clicks and times from the click event to the first row painted. One
 * context for all runs, and one uncounted click first: the HTTP cache holds the screen's chunks,
 * as for someone who works in the console all day. The uncounted click also says which scripts
 * the screen adds, and (for the form) the navigation state it opens with.
 */
async function clickToRows(
  browser: Browser,
  baseUrl: string,
  storage: StorageState,
  screen: Screen,
  runs: number,
  chunkGzip: Map<string, number>,
): Promise<{ timing: Timing; added?: ScreenResult['addedScripts'] }> {
  const load = loadavg()[0];
  const context = await newContext(browser, storage, null, null);
  let added: ScreenResult['addedScripts'];
  try {
    const page = await context.newPage();
    const once = async (warmUp: boolean): Promise<PaintMark> => {
      await loadStartPage(page, baseUrl, screen);
      const target = await clickTarget(page, screen);
      if (screen.kind === 'list' && warmUp) screen.title = (await target.innerText()).trim().split('\n')[0] || screen.title;
      const scripts = new Set<string>();
      const onRequest = (r: { url(): string; resourceType(): string }) => {
        if (r.resourceType() === 'script') scripts.add(r.url());
      };
      if (warmUp) page.on('request', onRequest);
      await page.evaluate((route) => window.__borgoBench!.armClick(route), screen.path);
      await target.click();
      try {
        const mark = await painted(page);
        if (warmUp) {
          const files = [...scripts].map((url) => {
            const path = new URL(url).pathname;
            return { path, gzipBytes: chunkGzip.get(path.replace(/^\//, '')) ?? 0 };
          });
          files.sort((a, b) => b.gzipBytes - a.gzipBytes);
          added = { gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0), files };
          if (screen.kind === 'form') screen.historyState = await page.evaluate(() => history.state as unknown);
        }
        return mark;
      } finally {
        page.off('request', onRequest);
      }
    };
    const warm = await repeat(1, () => once(true));
    if (!warm.marks.length)
      return {
        timing: {
          ...timingOf(
            [],
            warm.errors.map((e) => `uncounted first click, ${e}`),
            load,
            false,
          ),
        },
      };
    const { marks, errors } = await repeat(runs, () => once(false));
    return { timing: timingOf(marks, errors, load, false), added };
  } finally {
    await context.close();
  }
}

/**
 * The session the login form stores, as a returning admin has it; the sections of the site map it
 * holds; and the dashboard's sidebar: which entries are links (a section the console has a screen
 * for) and which are not (a section whose screen the console does not have yet).
 */
async function storedSession(
  browser: Browser,
  baseUrl: string,
): Promise<{ storage: StorageState; sections: Set<string> | null; sidebar: { links: Set<string>; collapsed: Set<string> } }> {
  const context = await browser.newContext({ locale: LOCALE, viewport: TIMING_VIEWPORT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await loginWithForm(page, baseUrl);
    await waitPageReady(page, 'dashboard');
    const menu = page.getByTestId('sidebar-menu');
    await menu.locator('[data-section]').first().waitFor({ timeout: 10_000 });
    const entries = await menu.locator('[data-section]').evaluateAll((els) =>
      els.map((e) => ({
        id: e.getAttribute('data-section') ?? '',
        link: e.tagName === 'A' && e.hasAttribute('href'),
        collapsed: e.getAttribute('aria-expanded') === 'false',
      })),
    );
    // A returning user: what the console keeps in local storage from one visit to the next (the
    // shell's styles, stored when a page is left; a zone's offsets) is taken along with the session.
    await leavePage(page);
    const storage = await context.storageState();
    const stored = storage.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'borgo.session')?.value;
    const siteMap = stored ? ((JSON.parse(stored) as { siteMap?: { section_id: string }[] | null }).siteMap ?? null) : null;
    return {
      storage,
      sections: siteMap ? new Set(siteMap.map((s) => s.section_id)) : null,
      sidebar: { links: new Set(entries.filter((e) => e.link).map((e) => e.id)), collapsed: new Set(entries.filter((e) => e.collapsed).map((e) => e.id)) },
    };
  } finally {
    await context.close();
  }
}

function targetOf(r: ScreenResult): ScreenResult['target'] {
  const t = SCREEN_TARGETS;
  const mobile = r.lighthouse.mobile?.status === 'ok' ? r.lighthouse.mobile.median : null;
  const why: string[] = [];
  if (mobile) {
    if (mobile.performance === null || mobile.performance < t.mobilePerformance) why.push(`mobile ${mobile.performance ?? 'n/a'} < ${t.mobilePerformance}`);
    if (mobile.metrics.cls === null || mobile.metrics.cls > t.cls) why.push(`CLS ${mobile.metrics.cls ?? 'n/a'} > ${t.cls}`);
  }
  // The cold load's target is read on the first rows the user sees (the early rows where the list has them).
  const cold = r.coldLoad.firstRowsMedianMs ?? r.coldLoad.medianMs;
  if (r.coldLoad.status === 'ok' && cold !== null && cold !== undefined && cold > t.coldLoadMs) why.push(`cold ${cold} > ${t.coldLoadMs} ms`);
  const click = r.click.medianMs;
  if (r.click.status === 'ok' && click !== null && click > t.clickMs) why.push(`click ${click} > ${t.clickMs} ms`);
  const measured = !!mobile || r.coldLoad.status === 'ok' || r.click.status === 'ok';
  if (!measured) return undefined;
  return { pass: why.length === 0, why: why.join('; ') || undefined };
}

/** Sets each screen's PASS/FAIL once its Lighthouse results are in. */
export function applyTargets(report: ScreensReport): void {
  for (const s of report.screens) s.target = s.status === 'skipped' ? undefined : targetOf(s);
}

/**
 * The timings of every screen (Lighthouse runs later, in lighthouse.ts, on the same list). One
 * Chromium (playwright-core), a desktop viewport, the session the login form stores.
 */
export async function measureScreenTimings(baseUrl: string, screens: Screen[], config: ScreenConfig, chunkGzip: Map<string, number>): Promise<ScreensReport> {
  const started = Date.now();
  const report: ScreensReport = {
    status: 'ok',
    config: {
      ...config,
      viewport: `${TIMING_VIEWPORT.width}×${TIMING_VIEWPORT.height}, no CPU or network throttling`,
      session: 'admin@borgo.test logged in once through the login form; every context starts with the local storage it stored',
      cold: 'a fresh browser context per run (empty HTTP cache, session kept): navigation start → first row painted',
      click:
        'one context per screen; each run loads the dashboard afresh (the list, for the form) and waits until it is idle, then clicks: click event → first row painted. ' +
        'HTTP cache warm: one uncounted click first fetched the screen’s chunks',
    },
    skipped: [],
    screens: [],
    durationMs: 0,
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const { storage, sections, sidebar } = await storedSession(browser, baseUrl);
    report.config.session += sections ? `; its site map lists ${sections.size} sections` : '; it holds no site map (no screen is left out)';
    for (const screen of screens) {
      const result: ScreenResult = {
        id: screen.id,
        entity: screen.entity,
        kind: screen.kind,
        title: screen.title,
        path: screen.path,
        section: screen.section?.id,
        openedFrom: screen.openedFrom,
        status: 'ok',
        coldLoad: skippedTiming('not run'),
        click: skippedTiming('not run'),
        lighthouse: {},
      };
      report.screens.push(result);
      const section = screen.section ?? screens.find((s) => s.kind === 'list' && s.entity === screen.entity)?.section;
      const sectionId = section?.id;
      const skip =
        sections && sectionId && !sections.has(sectionId)
          ? `section ${sectionId} is not in the admin's site map (district of the stored session)`
          : section && !sidebar.links.has(section.id) && !sidebar.collapsed.has(section.parent)
            ? // The menu hides a section the console has no screen for (src/layout/menuTree.ts).
              `the console has no screen for it yet: the admin's site map lists section ${section.id}, the dashboard's sidebar shows no link to it`
            : null;
      if (skip) {
        result.status = 'skipped';
        result.reason = skip;
        report.skipped.push({ id: screen.id, path: screen.path, reason: skip });
        continue;
      }
      if (config.timingRuns === 0) {
        result.coldLoad = skippedTiming('BENCH_TIMING_RUNS=0');
        result.click = skippedTiming('BENCH_TIMING_RUNS=0');
        // The form's Lighthouse runs still need the navigation state one Create click leaves.
        if (screen.kind === 'form') await clickToRows(browser, baseUrl, storage, screen, 0, chunkGzip).catch(() => undefined);
      } else {
        console.log(`[console] ${screen.path}: click → rows (${config.timingRuns} runs after one uncounted click)`);
        const click = await clickToRows(browser, baseUrl, storage, screen, config.timingRuns, chunkGzip).catch((err: unknown) => ({
          timing: timingOf([], [(err as Error).message.split('\n')[0]], loadavg()[0], false),
          added: undefined,
        }));
        result.click = click.timing;
        result.addedScripts = click.added;
        result.title = screen.title;
        console.log(`[console] ${screen.path}: cold load → rows (${config.timingRuns} runs)`);
        result.coldLoad = await coldLoad(browser, baseUrl, storage, screen, config.timingRuns).catch((err: unknown) =>
          timingOf([], [(err as Error).message.split('\n')[0]], loadavg()[0], true),
        );
        console.log(
          `[console] ${screen.path}: cold ${result.coldLoad.medianMs ?? result.coldLoad.reason} ms, click ${result.click.medianMs ?? result.click.reason} ms (${result.coldLoad.shown ?? result.click.shown ?? 'nothing shown'})`,
        );
        if (result.coldLoad.status === 'failed' || result.click.status === 'failed') {
          result.status = 'failed';
          result.reason = [
            result.coldLoad.status === 'failed' ? `cold load: ${result.coldLoad.reason}` : '',
            result.click.status === 'failed' ? `click: ${result.click.reason}` : '',
          ]
            .filter(Boolean)
            .join('; ');
        }
      }
    }
  } catch (err) {
    report.status = 'failed';
    report.reason = (err as Error).message;
  } finally {
    await browser.close();
    report.durationMs = Date.now() - started;
  }
  if (report.screens.some((s) => s.status === 'failed')) report.status = 'failed';
  return report;
}
