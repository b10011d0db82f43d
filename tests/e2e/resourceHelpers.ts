import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Browser, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { openAs } from './helpers';

/**
 * Where the screens' screenshots go, to be looked at: only when SHOTS_DIR names a folder
 * (`SHOTS_DIR=/tmp/shots npm run test:e2e`). In a plain `npm test` nobody looks at them, and
 * writing them cost time (PNG encoding, and the wait for a still frame): over the tags, labels,
 * brands and notifications flows, 26 screenshots took 5.4 of their 66 s here.
 */
export const SHOTS = process.env.SHOTS_DIR ?? '';
export const ADMIN = 'admin@borgo.test';

/** The first sheet of a downloaded workbook, header first, as plain values. */
export async function sheetRows(download: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  book.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

export const rows = (page: Page): Locator => page.getByTestId('list-row');
export const table = (page: Page): Locator => page.getByTestId('list-table');

/** Scrolls to the end of the page until the list says nothing more will come; returns the row count. */
export async function scrollToLastPage(page: Page): Promise<number> {
  for (let i = 0; i < 20; i++) {
    if ((await table(page).getAttribute('data-has-more')) === 'false') break;
    const before = await rows(page).count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await rows(page).count()) > before || (await table(page).getAttribute('data-has-more')) === 'false').toBe(true);
  }
  return rows(page).count();
}

/** Types in the list's search and waits for its 1000 ms auto-run to settle on `count` rows. */
export async function search(page: Page, text: string, count: number, enter = false) {
  await page.getByTestId('list-search').fill(text);
  if (enter) await page.getByTestId('list-search').press('Enter');
  await expect(rows(page)).toHaveCount(count);
}

/** The texts of one column of the visible rows. */
export async function columnTexts(page: Page, index: number): Promise<string[]> {
  return rows(page).locator(`td:nth-child(${index})`).allInnerTexts();
}

/** The dialog of the shell (ask, wait, success, error). */
export const dialog = (page: Page) => page.getByRole('dialog');

export async function confirmDelete(page: Page) {
  await expect(dialog(page)).toContainText('Do you really want to delete');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
}

/** A phone-sized page logged in as the same user, for the mobile screenshots. */
export async function mobilePage(browser: Browser, request: APIRequestContext, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openAs(page, request, ADMIN, path);
  return page;
}

export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
