import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, dialog, mobilePage, shot, SHOTS } from './resourceHelpers';

test('welcome message: a description per language, saved in place', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/welcomeMessage');
  const it = page.getByTestId('input-description.it');
  await expect(it).toHaveValue(/Benvenuti a Borgo Navigli/);
  await shot(page, 'welcome-form-desktop');

  // Emptied in every language: the current one (the tab chosen, English now) must have a text.
  await it.fill('');
  await page.getByTestId('lang-en').click();
  await page.getByTestId('input-description.en').fill('');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-description.en')).toHaveText('Cannot be empty in language EN');
  await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-invalid', 'true');

  // At most 2000 characters: more is cut, and the counter says so.
  await page.getByTestId('lang-it').click();
  await it.fill('y'.repeat(2100));
  await expect(it).toHaveValue('y'.repeat(2000));
  await expect(page.locator('[data-locale=it]').getByLabel('Characters used')).toHaveText('2000/2000');

  await it.fill('Benvenuti! Messaggio e2e.');
  await page.getByTestId('form-save').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/backend\/welcomeMessage$/);
  await page.reload();
  await expect(page.getByTestId('input-description.it')).toHaveValue('Benvenuti! Messaggio e2e.');
  await page.getByTestId('lang-es').click();
  await expect(page.getByTestId('input-description.es')).toHaveValue('Benvenuti! Messaggio e2e.');

  // A phone-sized screenshot, when asked for (SHOTS_DIR): the walk of every screen checks the form's page at 390 px.
  if (SHOTS) {
    const phone = await mobilePage(browser, request, '/backend/welcomeMessage');
    await phone.getByTestId('form-save').waitFor();
    await shot(phone, 'welcome-form-mobile');
    await phone.context().close();
  }
});
