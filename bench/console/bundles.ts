import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page, type Response } from 'playwright-core';
import { analyseChunk, type ChunkInfo, gzipSize, isCatalogueOnly, originalPosition } from './chunks';
import { CHROME_FLAGS, CHROMIUM, type ConsolePage, LOCALE, loginWithForm, PAGES, pathOf, TARGET_PUBLIC_GZIP_KB, waitPageReady } from './pages';

export interface ScriptLoad {
  /** Path and query of the script, e.g. `/assets/index-Bz-I69lU.js`. */
  path: string;
  status: number;
  /** content-encoding the server answered with (`gzip`, `br`, or null for none). */
  encoding: string | null;
  /** Bytes on the wire: response headers plus the (compressed) body. */
  transferBytes: number;
  rawBytes: number;
  /** zlib gzip level 9 of the file on disk (of the body when the file is not in the build). */
  gzipBytes: number;
  reactAdmin: string[];
}

export interface PageBundle {
  id: string;
  title: string;
  path: string;
  /** What the row measures, e.g. the login → dashboard step. */
  note?: string;
  status: 'ok' | 'failed';
  reason?: string;
  finalPath?: string;
  scripts: ScriptLoad[];
  chunks: number;
  totalGzipBytes: number;
  totalTransferBytes: number;
  totalRawBytes: number;
  /** Chunks holding react-admin code, with the packages found in each. */
  reactAdminChunks: { path: string; packages: string[] }[];
  /** Minified bytes per package over all the page's chunks, largest first (top 8). */
  topPackages: { name: string; rawBytes: number }[];
  /** react-admin packages loaded, with code (react-admin, ra-core, ra-ui-materialui...) apart from message catalogues only (ra-language-*). */
  reactAdminCode: string[];
  reactAdminCatalogues: string[];
  /** gzip bytes of the chunks holding react-admin code. */
  reactAdminGzipBytes: number;
  /** Public pages only: no react-admin code and at most TARGET_PUBLIC_GZIP_KB. */
  target?: { maxGzipKb: number; pass: boolean; why?: string };
  /** What the browser complained about while the page loaded: DevTools issues, console errors and warnings, failed requests. */
  issues: string[];
}

export interface BundleReport {
  status: 'ok' | 'failed';
  reason?: string;
  browser?: string;
  /** How the dashboard session was made: through the login form, as a person does. */
  login?: string;
  pages: PageBundle[];
}

interface Issue {
  code: string;
  details: Record<string, Record<string, unknown> | undefined>;
}

/** A DevTools issue in one line, with the element or the source (through the chunk's source map) it points at. */
async function describeIssue(cdp: CDPSession, issue: Issue, distDir: string): Promise<string> {
  const detail = Object.values(issue.details)[0] ?? {};
  if (issue.code === 'ContentSecurityPolicyIssue') {
    const where = detail.sourceCodeLocation as { url?: string; lineNumber?: number; columnNumber?: number } | undefined;
    let at = '';
    if (where?.url) {
      const file = new URL(where.url).pathname.replace(/^\//, '');
      const origin = originalPosition(distDir, file, where.lineNumber ?? 0, where.columnNumber ?? 0);
      at = ` at ${pathOf(where.url)}:${(where.lineNumber ?? 0) + 1}${origin ? `, from ${origin.source}:${origin.line} (package ${origin.pkg})` : ''}`;
    }
    const blocked = typeof detail.blockedURL === 'string' ? ` blocked ${pathOf(detail.blockedURL)}` : '';
    return `DevTools issue: Content-Security-Policy ${String(detail.violatedDirective)} violation (${String(detail.contentSecurityPolicyViolationType)})${blocked}${at}`;
  }
  let element = '';
  const nodeId = (detail.violatingNodeId ?? (detail.node as { backendNodeId?: number } | undefined)?.backendNodeId) as number | undefined;
  if (typeof nodeId === 'number') {
    try {
      const { node } = (await cdp.send('DOM.describeNode', { backendNodeId: nodeId })) as { node: { localName?: string; attributes?: string[] } };
      const attrs = node.attributes ?? [];
      const pairs: string[] = [];
      for (let i = 0; i + 1 < attrs.length; i += 2) pairs.push(`${attrs[i]}="${attrs[i + 1].slice(0, 40)}"`);
      element = ` on <${node.localName ?? '?'}${pairs.length ? ` ${pairs.join(' ')}` : ''}>`;
    } catch {
      element = ' (element gone)';
    }
  }
  const kind = typeof detail.errorType === 'string' ? detail.errorType : JSON.stringify(detail).slice(0, 160);
  return `DevTools issue: ${issue.code} ${kind}${element}`;
}

/** Records what the browser reports while the page loads; call the result once the page is ready. */
async function watchIssues(context: BrowserContext, page: Page, distDir: string): Promise<() => Promise<string[]>> {
  const lines: string[] = [];
  const issues: Issue[] = [];
  const cdp = await context.newCDPSession(page);
  cdp.on('Audits.issueAdded', (event) => {
    issues.push(event.issue as unknown as Issue);
  });
  await cdp.send('Audits.enable');
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') lines.push(`console ${m.type()}: ${m.text().replace(/\s+/g, ' ').slice(0, 300)}`);
  });
  page.on('pageerror', (e) => lines.push(`uncaught error: ${e.message.slice(0, 300)}`));
  page.on('response', (r) => {
    if (r.status() >= 400) lines.push(`HTTP ${r.status()} ${r.request().method()} ${pathOf(r.url())}`);
  });
  page.on('requestfailed', (r) => lines.push(`request failed: ${pathOf(r.url())} (${r.failure()?.errorText ?? '?'})`));
  return async () => {
    for (const issue of issues) lines.push(await describeIssue(cdp, issue, distDir));
    return [...new Set(lines)];
  };
}

/** Collects every script response of a page while it loads. */
function recordScripts(page: Page) {
  const pending: Promise<{ response: Response; transfer: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((s) => ({ response, transfer: s.responseBodySize + s.responseHeadersSize }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((x): x is { response: Response; transfer: number } => x !== null);
}

async function summarise(
  base: { id: string; title: string; path: string; note?: string; public: boolean },
  loads: { response: Response; transfer: number }[],
  distDir: string,
  cache: Map<string, ChunkInfo>,
  finalPath: string,
  issues: string[],
): Promise<PageBundle> {
  const scripts: ScriptLoad[] = [];
  const packages: Record<string, number> = {};
  for (const { response, transfer } of loads) {
    const path = pathOf(response.url());
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    let info = cache.get(file);
    if (!info && existsSync(join(distDir, file)) && file.startsWith('assets/')) {
      info = analyseChunk(distDir, file);
      cache.set(file, info);
    }
    let rawBytes = info?.rawBytes ?? 0;
    let gzipBytes = info?.gzipBytes ?? 0;
    if (!info) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      rawBytes = body.length;
      gzipBytes = gzipSize(body);
    }
    for (const [name, n] of Object.entries(info?.packages ?? {})) packages[name] = (packages[name] ?? 0) + n;
    scripts.push({
      path,
      status: response.status(),
      encoding: (await response.headerValue('content-encoding').catch(() => null)) ?? null,
      transferBytes: transfer,
      rawBytes,
      gzipBytes,
      reactAdmin: info?.reactAdmin ?? [],
    });
  }
  const sum = (key: 'gzipBytes' | 'transferBytes' | 'rawBytes') => scripts.reduce((n, s) => n + s[key], 0);
  const reactAdminChunks = scripts.filter((s) => s.reactAdmin.length).map((s) => ({ path: s.path, packages: s.reactAdmin }));
  const loaded = [...new Set(reactAdminChunks.flatMap((c) => c.packages))].sort();
  const reactAdminCode = loaded.filter((p) => !isCatalogueOnly(p));
  const reactAdminCatalogues = loaded.filter(isCatalogueOnly);
  const bundle: PageBundle = {
    id: base.id,
    title: base.title,
    path: base.path,
    note: base.note,
    status: 'ok',
    finalPath,
    scripts,
    chunks: scripts.length,
    totalGzipBytes: sum('gzipBytes'),
    totalTransferBytes: sum('transferBytes'),
    totalRawBytes: sum('rawBytes'),
    reactAdminChunks,
    reactAdminCode,
    reactAdminCatalogues,
    reactAdminGzipBytes: scripts.filter((s) => s.reactAdmin.some((p) => !isCatalogueOnly(p))).reduce((n, s) => n + s.gzipBytes, 0),
    topPackages: Object.entries(packages)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, rawBytes]) => ({ name, rawBytes })),
    issues,
  };
  if (base.public) {
    const kb = bundle.totalGzipBytes / 1024;
    const why = [
      reactAdminCode.length ? `loads react-admin (${reactAdminCode.join(', ')})` : '',
      kb > TARGET_PUBLIC_GZIP_KB ? `${kb.toFixed(1)} KB > ${TARGET_PUBLIC_GZIP_KB} KB` : '',
    ].filter(Boolean);
    bundle.target = { maxGzipKb: TARGET_PUBLIC_GZIP_KB, pass: why.length === 0, why: why.join('; ') || undefined };
  }
  return bundle;
}

function failed(page: { id: string; title: string; path: string; note?: string }, err: unknown): PageBundle {
  return {
    ...page,
    status: 'failed',
    reason: (err as Error).message.split('\n').slice(0, 6).join('\n'),
    scripts: [],
    chunks: 0,
    totalGzipBytes: 0,
    totalTransferBytes: 0,
    totalRawBytes: 0,
    reactAdminChunks: [],
    reactAdminCode: [],
    reactAdminCatalogues: [],
    reactAdminGzipBytes: 0,
    topPackages: [],
    issues: [],
  };
}

/** One page load in a fresh context (empty cache), optionally with a stored session. */
async function measurePage(
  newContext: (storage?: Awaited<ReturnType<BrowserContext['storageState']>>) => Promise<BrowserContext>,
  baseUrl: string,
  target: ConsolePage,
  distDir: string,
  cache: Map<string, ChunkInfo>,
  storage?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<PageBundle> {
  const context = await newContext(storage);
  try {
    const page = await context.newPage();
    const collected = recordScripts(page);
    const issues = await watchIssues(context, page, distDir);
    await page.goto(baseUrl + target.path);
    await waitPageReady(page, target.id);
    const finalPath = pathOf(page.url());
    if (new URL(page.url()).pathname !== new URL(baseUrl + target.path).pathname) {
      throw new Error(`ended at ${finalPath} instead of ${target.path}`);
    }
    return await summarise(target, await collected(), distDir, cache, finalPath, await issues());
  } finally {
    await context.close();
  }
}

/**
 * JavaScript each page loads on a first visit (fresh browser context, so an empty cache). The
 * dashboard is opened the way a returning admin opens it: with the session the login form stored.
 * The login → dashboard step (what logging in adds to the login page's JavaScript) is a row too.
 */
export async function measureBundles(baseUrl: string, distDir: string): Promise<BundleReport> {
  const cache = new Map<string, ChunkInfo>();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const report: BundleReport = { status: 'ok', browser: `Chromium ${browser.version()}`, pages: [] };
  const newContext = (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
    browser.newContext({ locale: LOCALE, storageState, serviceWorkers: 'block' });
  try {
    for (const target of PAGES.filter((p) => p.public)) {
      console.log(`[console] JavaScript of ${target.path}`);
      report.pages.push(await measurePage(newContext, baseUrl, target, distDir, cache).catch((err: unknown) => failed(target, err)));
    }

    // Log in through the form; the scripts fetched from the click on are what logging in costs.
    const dashboard = PAGES.find((p) => p.id === 'dashboard')!;
    const step = {
      id: 'login-to-dashboard',
      title: 'Login → dashboard',
      path: '/ → /backend/dashboard',
      note: 'JavaScript fetched by logging in, on top of the login page',
      public: false,
    };
    console.log('[console] logging in through the login form');
    const context = await newContext();
    let storage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await waitPageReady(page, 'login');
      const collected = recordScripts(page);
      const issues = await watchIssues(context, page, distDir);
      await loginWithForm(page);
      await waitPageReady(page, 'dashboard');
      storage = await context.storageState();
      report.login = 'login form (e-mail, password, submit) as admin@borgo.test';
      const afterLogin = await summarise(step, await collected(), distDir, cache, pathOf(page.url()), await issues());
      console.log(`[console] JavaScript of ${dashboard.path} (stored session, empty cache)`);
      report.pages.push(await measurePage(newContext, baseUrl, dashboard, distDir, cache, storage).catch((err: unknown) => failed(dashboard, err)));
      report.pages.push(afterLogin);
    } catch (err) {
      report.pages.push(failed(dashboard, new Error(`login through the form failed: ${(err as Error).message}`)));
    } finally {
      await context.close();
    }
  } catch (err) {
    report.status = 'failed';
    report.reason = (err as Error).message;
  } finally {
    await browser.close();
  }
  if (report.pages.some((p) => p.status === 'failed')) report.status = 'failed';
  return report;
}
