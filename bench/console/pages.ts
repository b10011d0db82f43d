import type { Page } from 'playwright-core';

/** Debian's Chromium: tools' own browser downloads cannot work here (same as playwright.config.ts). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The console picks its language from the browser: English, so the login form's labels are known. */
export const LOCALE = 'en-US';
export const ADMIN = { email: 'admin@borgo.test', password: 'borgo-demo-1' };

export type PageId = 'invitation' | 'login' | 'dashboard';

export interface ConsolePage {
  id: PageId;
  title: string;
  path: string;
  /** Public pages are held to the bundle target: no react-admin, at most TARGET_PUBLIC_GZIP_KB. */
  public: boolean;
}

export const PAGES: ConsolePage[] = [
  { id: 'invitation', title: 'Public invitation', path: '/visitors/invitation/DEMO1001', public: true },
  { id: 'login', title: 'Login', path: '/', public: true },
  { id: 'dashboard', title: 'Dashboard (admin)', path: '/backend/dashboard', public: false },
];

/** Targets of issue 3, "Performance". */
export const TARGET_PUBLIC_GZIP_KB = 120;
export const TARGET_MOBILE_PERFORMANCE = 90;
export const TARGET_MOBILE_ACCESSIBILITY = 95;

/** Waits until the page shows what it is for, so every chunk it needs has been fetched. */
export async function waitPageReady(page: Page, id: PageId, timeout = 30_000): Promise<void> {
  if (id === 'invitation') await page.getByTestId('invitation-qr').waitFor({ timeout });
  if (id === 'login') await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout });
  if (id === 'dashboard') {
    await page.getByTestId('district-name').waitFor({ timeout });
    await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout });
  }
  // Whatever the page fetches after its first render (lazy chunks, data). A hanging long-poll
  // must not stall the bench, hence the short cap.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Logs in as admin through the login form, the way a person does, and waits for the dashboard.
 * Throws when the dashboard does not appear (the caller says so in the report).
 */
export async function loginWithForm(page: Page, baseUrl?: string): Promise<void> {
  // Without baseUrl the page is already on the login screen (a reload would skew what it loads).
  if (baseUrl) await page.goto(`${baseUrl}/`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/backend/dashboard', { timeout: 30_000 });
  await page.getByTestId('district-name').waitFor({ timeout: 30_000 });
}

/**
 * Leaves the page as a user does (the console stores what it keeps for the next visit, such as
 * the shell's styles, when its page is hidden or left), once the page has gone idle.
 */
export async function leavePage(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })));
  await page.goto('about:blank');
}

/** The path of a URL, for reports (the port changes on every run). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}
