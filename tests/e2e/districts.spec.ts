import { expect, test, type Page } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, rows, search } from './resourceHelpers';

const polls = (page: Page) => page.getByTestId('sidebar-menu').locator('[data-section="community_polls"]');

/** Opens the community group of the sidebar when its entries are folded away. */
async function showCommunity(page: Page) {
  if ((await polls(page).count()) > 0 && !(await polls(page).isVisible())) await page.getByTestId('sidebar-menu').locator('[data-section="community"]').click();
}

test('settings/districts: a field error keeps what was typed; a configuration change reaches another open console at once', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/settings/districts');
  await expect(rows(page)).toHaveCount(3);
  await search(page, 'navigli', 1, true);

  // The form: a latitude out of range is refused under its field, and nothing typed is lost.
  await rows(page).first().getByTestId('row-edit').click();
  await expect(page.getByTestId('input-name')).toHaveValue('Borgo Navigli');
  await expect(page.getByTestId('district-currency')).toHaveValue('EUR (€)');
  await page.getByTestId('input-zip_code').fill('20144');
  await page.getByLabel('Latitude').fill('95');
  await page.getByTestId('form-save').click();
  await expect(page.getByText('It must be at most 90')).toBeVisible();
  await expect(page.getByTestId('input-zip_code')).toHaveValue('20144');
  await expect(page.getByLabel('Latitude')).toHaveValue('95');
  await page.getByLabel('Latitude').fill('45.452');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/settings\/districts$/);

  // A second console of the admin, already open in the same district.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const second = await other.newPage();
  await openAs(second, request, ADMIN, '/backend/dashboard');
  await showCommunity(second);
  await expect(polls(second)).toBeVisible();

  // Community contents → Polls off, in the admin's current district.
  await search(page, 'navigli', 1, true);
  await rows(page).first().getByTestId('row-configurations').click();
  await expect(page).toHaveURL(/\/backend\/settings\/districts\/configurations$/);
  const flag = page.getByTestId('flag-CommunityContents.Polls');
  await expect(flag).toBeChecked();
  await flag.uncheck();
  await page.getByTestId('configuration-save').click();
  await expect(page.getByText('The new configuration is now active in Borgo Navigli.')).toBeVisible({ timeout: 15_000 });
  // Gone from the other console's sidebar, with no reload.
  await expect(polls(second)).toHaveCount(0, { timeout: 15_000 });
  await expect(polls(page)).toHaveCount(0);

  // A group switched off greys its children.
  await page.getByTestId('flag-CommunityContents.active').uncheck();
  await expect(page.getByTestId('flag-CommunityContents.Activities')).toBeDisabled();
  await page.getByTestId('flag-CommunityContents.active').check();

  // And back on.
  await flag.check();
  await page.getByTestId('configuration-save').click();
  await showCommunity(second);
  await expect(polls(second)).toBeVisible({ timeout: 15_000 });
  await other.close();
});
