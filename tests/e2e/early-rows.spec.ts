import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { discoverEntities } from '../../server/entities/discover';
import type { EntityContract } from '../../src/contract/entity';
import { holdShellChunk, storeSession } from './helpers';
import { adminInBorgoNavigli } from './screens';

/**
 * The wait screen's early rows (issue 11, src/layout/EarlyRows.tsx): on a cold load of a list
 * screen, the first page's rows drawn from the contract's columns before the console has loaded,
 * then the list in their place with the same headings, each cell the contract can say (every kind
 * but `image` and `custom`) saying what the early one said, or more (a day, then with its hour). Walked over every contract that
 * declares columns, so a list and its declaration cannot drift apart: each list's early frame on a
 * cold load, then the same list in the console.
 */

async function asAdmin(page: Page, request: APIRequestContext) {
  await storeSession(page, await adminInBorgoNavigli(request));
}

/** Headings and the first row's texts of a table, by column (a sort arrow or a hidden "Actions" aside). */
async function tableTexts(page: Page, table: string, row: string) {
  const heads = await page.locator(`${table} thead th`).evaluateAll((ths) => ths.map((th) => (th as HTMLElement).innerText.trim()));
  const cells = await page
    .locator(row)
    .first()
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
  return { heads, cells };
}

/** Every contract that declares columns: the mechanism's lists and those on routes of their own (the audit trail, the exports). */
const listed = async (): Promise<EntityContract[]> => (await discoverEntities()).map((e) => e.contract).filter((c) => (c.list.columns?.length ?? 0) > 0);

/** Opens a list from the sidebar, in the running console, and waits for that list (not the one before it, kept while the next loads). */
async function openFromSidebar(page: Page, route: string) {
  await page.evaluate(() => document.querySelectorAll('main > *').forEach((el) => el.setAttribute('data-before', '')));
  await page.getByTestId('sidebar-menu').locator(`a[href="${route}"]`).click();
  await expect(page).toHaveURL((u) => u.pathname === route);
  await expect(page.locator('main [data-before]')).toHaveCount(0);
  await expect(page.locator('[data-testid=list-row], [data-testid=list-empty]').first()).toBeVisible();
}

test.describe("a list's early rows", () => {
  test('every list that declares its columns draws its first rows before the console, and the list keeps their headings and words', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const contracts = await listed();
    expect(contracts.length).toBeGreaterThan(0);
    await asAdmin(page, request);

    // First every list's early frame, the console held back the whole time: what the first paint
    // draws from the contract alone. (The console's start, once per list, cost most of this test.)
    const early = page.getByTestId('early-list');
    const drawn = new Map<string, Awaited<ReturnType<typeof tableTexts>>>();
    const release = await holdShellChunk(page);
    for (const contract of contracts) {
      await test.step(`${contract.route}: early`, async () => {
        await page.goto(contract.route);
        // An empty first page says so in the early frame too.
        await expect(early.locator('[data-testid=early-row], .b-early-empty').first()).toBeVisible();
        await expect(early.getByRole('status')).toHaveText('Wait a moment...');
        await expect(early.getByRole('button')).toHaveCount(0);
        drawn.set(contract.route, await tableTexts(page, '[data-testid=early-list]', '[data-testid=early-row]'));
      });
    }

    // Then the console takes the last one's place, and every list opened in it from the sidebar
    // says what its early frame said.
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(page.locator('[data-testid=list-row], [data-testid=list-empty]').first()).toBeVisible();
    await expect(early).toHaveCount(0);
    for (const contract of contracts) {
      await test.step(`${contract.route}: list`, async () => {
        if (new URL(page.url()).pathname !== contract.route) await openFromSidebar(page, contract.route);
        const before = drawn.get(contract.route)!;
        const after = await tableTexts(page, '[data-testid=list-table]', '[data-testid=list-row]');
        expect(after.heads, `${contract.route}: headings`).toEqual(before.heads);
        if (before.cells.length === 0) return;
        (contract.list.columns ?? []).forEach((c, i) => {
          if (c.kind === 'image' || c.kind === 'custom') return;
          // The early cell may say less than the list's (a day without its hour), never something else.
          expect(after.cells[i], `${contract.route}: first row, ${c.source}`).toContain(before.cells[i]);
        });
      });
    }
  });

  test('on a phone, in Italian: the columns a phone leaves out are left out there too', async ({ browser, request }) => {
    const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await asAdmin(page, request);
    const release = await holdShellChunk(page);
    await page.goto('/backend/tags');
    const early = page.getByTestId('early-list');
    await expect(early.getByTestId('early-row').first()).toBeVisible();
    await expect(early.getByRole('status')).toHaveText('Attendi un momento...');
    const heads = await early
      .locator('thead th')
      .evaluateAll((ths) => ths.filter((th) => (th as HTMLElement).offsetParent).map((th) => (th as HTMLElement).innerText.trim()));
    expect(heads).toEqual(['Nome', 'Stato', 'Azioni']);
    await expect(early.getByTestId('early-row').first()).toContainText('Attivo');
    release();
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await context.close();
  });

  test('a stored session the server no longer accepts shows no early rows and goes to the login', async ({ page, request }) => {
    const stored = JSON.parse(await adminInBorgoNavigli(request)) as { token: string };
    await page.goto('/visitors/invitation');
    await page.evaluate((s) => localStorage.setItem('borgo.session', s), JSON.stringify({ ...stored, token: 'a-lapsed-token' }));
    const lists: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/v3/tags') lists.push(r.status());
    });
    await page.goto('/backend/tags');
    await expect(page.locator('input[name=email]')).toBeVisible();
    await expect(page.getByTestId('early-row')).toHaveCount(0);
    expect(lists.every((s) => s === 401)).toBe(true);
  });
});
