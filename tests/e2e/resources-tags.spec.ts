import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, columnTexts, confirmDelete, dialog, mobilePage, rows, scrollToLastPage, search, shot, table } from './resourceHelpers';

test.describe.configure({ mode: 'serial' });

test('tags: list, scroll, sort, tabs, search, create, validate, edit, delete', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/tags');
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'tags-list-desktop');

  // 52 tags: pages of 20, 20 and 12, then no more.
  expect(await scrollToLastPage(page)).toBe(52);
  await expect(table(page)).toHaveAttribute('data-pages', '3');
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2).then((t) => t[0])).toBe('Books');
  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2).then((t) => t[0])).toBe('Yoga 4');
  await page.getByTestId('sort-id').click();
  await expect.poll(() => columnTexts(page, 1).then((t) => t[0])).toBe('1');

  await page.getByTestId('tab-disabled').click();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).filter({ hasText: 'Active' })).toHaveCount(0);
  await page.getByTestId('tab-active').click();
  await expect(rows(page)).toHaveCount(20);
  expect(await scrollToLastPage(page)).toBe(47);

  await search(page, '  garden ', 3);
  await expect(page.getByTestId('list-clear')).toBeVisible();
  await page.getByTestId('list-clear').click();
  await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('list-search')).toHaveValue('');

  // Create: the client refuses an empty name in the current language (Italian in Borgo Navigli).
  await page.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/backend\/tags\/form$/);
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-name.it')).toHaveText('Cannot be empty in language IT');
  await shot(page, 'tags-form-desktop');

  // A server 422: the request is altered on its way, the real server's answer is shown.
  await page.route('**/api/v3/tags?**', async (route) => {
    const body = route.request().postDataJSON() as { translations: { locale: string; name: string }[] };
    body.translations = body.translations.map((t) => (t.locale === 'it' ? { ...t, name: 'x'.repeat(41) } : t));
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByTestId('input-name.it').fill('Orto e2e');
  await page.getByTestId('form-save').click();
  await expect(dialog(page)).toContainText('Name (IT): Too long: at most 40 characters');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('error-name.it')).toHaveText('Too long: at most 40 characters');
  await expect(page.getByTestId('input-name.it')).toHaveValue('Orto e2e');
  await page.unroute('**/api/v3/tags?**');

  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/tags$/);
  await search(page, 'Orto e2e', 1, true);

  // Details, then edit from there; saving goes back to the details.
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/backend\/tags\/details$/);
  await expect(page.getByTestId('details')).toContainText('Orto e2e');
  await page.getByTestId('details-edit').click();
  await expect(page.getByTestId('input-name.it')).toHaveValue('Orto e2e');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('input-name.en')).toHaveValue('Orto e2e');
  await page.getByTestId('input-name.en').fill('Vegetable garden e2e');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/tags\/details$/);
  await expect(page.getByTestId('details')).toContainText('Vegetable garden e2e');

  const phone = await mobilePage(browser, request, '/backend/tags');
  await expect(rows(phone)).toHaveCount(20);
  await shot(phone, 'tags-list-mobile');
  await phone.getByTestId('list-create').click();
  await phone.getByTestId('form-save').waitFor();
  await shot(phone, 'tags-form-mobile');
  await phone.context().close();

  await page.getByTestId('details-delete').click();
  await confirmDelete(page);
  await expect(page).toHaveURL(/\/backend\/tags$/);
  await search(page, 'Orto e2e', 0, true);
});

test("tags' dates follow the district's country format: DD/MM/YYYY in Italy, MM/DD/YYYY in the United States", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Every tag of the demo was made today: one fixed day (14 March) tells the two formats apart.
  await page.route(/\/api\/v3\/tags(\/\d+)?\?/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    try {
      const res = await route.fetch();
      const body = (await res.text()).replace(/"created_at":"[^"]+"/g, '"created_at":"2026-03-14T12:00:00.000Z"');
      await route.fulfill({ response: res, body });
    } catch {
      // The page moved on (a district switch reloads) before the answer came: nothing to show.
    }
  });
  await openAs(page, request, ADMIN, '/backend/tags');
  await expect.poll(() => columnTexts(page, 4).then((t) => t[0])).toBe('14/03/2026');

  await page.getByTestId('district-select').click();
  await page.getByRole('option', { name: 'Cedar Park Commons' }).click();
  await expect(page.getByTestId('district-name')).toHaveText('Cedar Park Commons');
  await page.goto('/backend/tags');
  await expect(rows(page)).toHaveCount(5);
  expect(await columnTexts(page, 4)).toEqual(Array(5).fill('03/14/2026'));
  await rows(page).first().click();
  await expect(page.getByTestId('details')).toContainText('03/14/2026');
  await expect(page.getByTestId('details')).not.toContainText('14/03/2026');

  // Back to where the other tests expect the admin to be.
  await page.getByTestId('district-select').click();
  await page.getByRole('option', { name: 'Borgo Navigli' }).click();
  await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
});
