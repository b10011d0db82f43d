import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * Issue 4 "Performance": the tags list in Chromium. Needs a server with the demo data (52 tags in
 * Borgo Navigli) serving the built console at `baseUrl`, and a page of a launched browser.
 *  - firstRows: from `page.goto('/backend/tags')` (a returning user: stored session) to 20 rows shown;
 *  - nextPage: from scrolling to the bottom to 40 rows shown (the next page of 20);
 *  - chunk: the JavaScript the tags list loads beyond the dashboard (its resource chunk and the
 *    shared list code it pulls in), gzip-compressed as served.
 * Each time is the median of RUNS runs; the first run's HTTP cache is cold, the others warm.
 */
export const RUNS = 5;
const ROW = '[data-testid=list-row]';
const CREDENTIALS = { email: 'admin@borgo.test', password: 'borgo-demo-1' };

export interface TagsListBench {
  runs: number;
  firstRowsMs: { median: number; each: number[] };
  nextPageMs: { median: number; each: number[] };
  chunk: { gzipBytes: number; files: { file: string; gzipBytes: number }[] };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
};

/** The stored session a returning user has, from one API login (as the e2e tests do). */
async function storedSession(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  const { data } = (await res.json()) as {
    data: Record<string, unknown> & {
      access_token: string;
      dashboard_district: { id: number; name: string; default_language: string; currency_symbol: string };
    };
  };
  const { access_token, ...user } = data;
  const d = data.dashboard_district;
  return JSON.stringify({
    token: access_token,
    user,
    district: { id: d.id, name: d.name, default_language: d.default_language, currency_symbol: d.currency_symbol },
    configuration: null,
    siteMap: null,
  });
}

/** The .js files a navigation requests. */
async function scriptsLoadedBy(page: Page, go: () => Promise<unknown>): Promise<Set<string>> {
  const seen = new Set<string>();
  const onRequest = (r: { url(): string; resourceType(): string }) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) seen.add(r.url());
  };
  page.on('request', onRequest);
  try {
    await go();
  } finally {
    page.off('request', onRequest);
  }
  return seen;
}

async function gzipSize(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body).length;
}

export async function benchTagsList(baseUrl: string, page: Page): Promise<TagsListBench> {
  const session = await storedSession(baseUrl);
  await page.goto(`${baseUrl}/visitors/invitation`);
  await page.evaluate((s) => localStorage.setItem('borgo.session', s), session);

  // What the tags list adds to a console already open on the dashboard.
  const dashboard = await scriptsLoadedBy(page, async () => {
    await page.goto(`${baseUrl}/backend/dashboard`);
    await page.getByTestId('district-name').waitFor();
  });
  const tags = await scriptsLoadedBy(page, async () => {
    await page.getByTestId('sidebar-menu').locator('a[data-section=tags]').click();
    await page.locator(ROW).nth(19).waitFor();
  });
  const extra = [...tags].filter((u) => !dashboard.has(u));
  const files = await Promise.all(extra.map(async (url) => ({ file: new URL(url).pathname, gzipBytes: await gzipSize(url) })));

  const firstRows: number[] = [];
  const nextPage: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = Date.now();
    await page.goto(`${baseUrl}/backend/tags`);
    await page.locator(ROW).nth(19).waitFor();
    firstRows.push(Date.now() - start);
    const scrolled = Date.now();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator(ROW).nth(39).waitFor();
    nextPage.push(Date.now() - scrolled);
  }
  return {
    runs: RUNS,
    firstRowsMs: { median: median(firstRows), each: firstRows },
    nextPageMs: { median: median(nextPage), each: nextPage },
    chunk: { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files },
  };
}
