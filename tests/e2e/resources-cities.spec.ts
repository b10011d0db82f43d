import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, columnTexts, confirmDelete, dialog, mobilePage, rows, scrollToLastPage, search, shot, table } from './resourceHelpers';

test('settings/cities: list, sort, search, create with a country, edit, delete; a city in use stays', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/settings/cities');
  // 15 demo cities: one short page, so nothing more is asked for.
  await expect(rows(page)).toHaveCount(15);
  await expect(table(page)).toHaveAttribute('data-has-more', 'false');
  expect(await scrollToLastPage(page)).toBe(15);
  await shot(page, 'cities-list-desktop');

  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2).then((t) => t[0])).toBe('Austin');
  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2).then((t) => t[0])).toBe('Torino');
  await page.getByTestId('sort-country').click();
  await expect.poll(() => columnTexts(page, 3).then((t) => t[0])).toBe('Brasil');
  await page.getByTestId('sort-country').click();
  await expect.poll(() => columnTexts(page, 3).then((t) => t[0])).toBe('United States');

  await search(page, 'mila', 1);
  // Milano has districts: deleting it is refused with the server's message.
  await rows(page).first().getByTestId('row-delete').click();
  await confirmDelete(page);
  await expect(dialog(page)).toContainText('This city is used by some districts and cannot be deleted.');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('list-clear').click();

  await page.getByTestId('list-create').click();
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-name')).toHaveText('This field is required');
  await expect(page.getByText('You must select an option')).toBeVisible();
  await shot(page, 'cities-form-desktop');
  await page.getByTestId('input-name').fill('Verona e2e');
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: 'Italia' }).click();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/settings\/cities$/);
  await search(page, 'verona', 1, true);
  await expect(rows(page).first()).toContainText('Italia');

  await rows(page).first().getByTestId('row-edit').click();
  await expect(page.getByTestId('input-name')).toHaveValue('Verona e2e');
  await page.getByTestId('input-name').fill('Verona e2e 2');
  await page.getByTestId('form-save').click();
  await search(page, 'verona e2e 2', 1, true);

  const phone = await mobilePage(browser, request, '/backend/settings/cities');
  await expect(rows(phone)).toHaveCount(16);
  await shot(phone, 'cities-list-mobile');
  await phone.getByTestId('list-create').click();
  await phone.getByTestId('form-save').waitFor();
  await shot(phone, 'cities-form-mobile');
  await phone.context().close();

  await rows(page).first().getByTestId('row-delete').click();
  await confirmDelete(page);
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('list-empty')).toHaveText('Empty');
});
