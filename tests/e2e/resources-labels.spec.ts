import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, columnTexts, confirmDelete, mobilePage, rows, search, shot, table } from './resourceHelpers';

test('smart-solution labels: tabs, sort, search, create, validate, edit, delete', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/smart_solutions_labels');
  await expect(rows(page)).toHaveCount(4);
  await expect(table(page)).toHaveAttribute('data-has-more', 'false');
  await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'labels-list-desktop');

  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2)).toEqual(['Energy', 'Mobility', 'Waste', 'Water']);
  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2)).toEqual(['Water', 'Waste', 'Mobility', 'Energy']);

  await page.getByTestId('list-create').click();
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-name.it')).toHaveText('Cannot be empty in language IT');
  await shot(page, 'labels-form-desktop');
  await page.getByTestId('input-name.it').fill('Verde e2e');
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Disabled' }).click();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/smart_solutions_labels$/);

  await page.getByTestId('tab-disabled').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Verde e2e');
  await page.getByTestId('tab-active').click();
  await expect(rows(page)).toHaveCount(4);
  await page.getByTestId('tab-all').click();
  await search(page, 'verde', 1);

  await rows(page).first().click();
  await expect(page.getByTestId('input-name.it')).toHaveValue('Verde e2e');
  // Filled from Italian on save: every language got the text.
  await page.getByTestId('lang-pt').click();
  await expect(page.getByTestId('input-name.pt')).toHaveValue('Verde e2e');
  await page.getByTestId('input-name.pt').fill('Verde pt e2e');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/smart_solutions_labels$/);

  const phone = await mobilePage(browser, request, '/backend/smart_solutions_labels');
  await expect(rows(phone)).toHaveCount(5);
  await shot(phone, 'labels-list-mobile');
  await phone.getByTestId('list-create').click();
  await phone.getByTestId('form-save').waitFor();
  await shot(phone, 'labels-form-mobile');
  await phone.context().close();

  await search(page, 'verde pt', 1, true);
  await rows(page).first().getByTestId('row-delete').click();
  await confirmDelete(page);
  await expect(rows(page)).toHaveCount(0);
});
