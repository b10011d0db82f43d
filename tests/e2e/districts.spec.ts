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

test('settings/districts: the place is picked on the map, by pointer or keyboard, or typed', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/settings/districts');
  await search(page, 'navigli', 1, true);
  await rows(page).first().getByTestId('row-edit').click();
  const lat = page.getByLabel('Latitude');
  const lng = page.getByLabel('Longitude');
  await expect(lat).toHaveValue(/^45\.45/);
  const map = page.getByRole('region', { name: 'Map to pick the place on' });
  // The world's outlines come from the console's own server, and the pin stands on the saved place.
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  const pin = page.getByRole('button', { name: 'The chosen place: drag it to move it' });
  await expect(pin).toBeVisible();

  // A click south-east of the pin moves it there: latitude down, longitude up.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 120, y: box.height / 2 + 60 } });
  await expect.poll(async () => Number(await lng.inputValue())).toBeGreaterThan(10.5);
  expect(Number(await lat.inputValue())).toBeLessThan(45);
  expect(await lng.inputValue()).toMatch(/^\d+(\.\d{1,6})?$/);

  // A typed longitude two degrees further east moves the pin east on the map.
  const before = (await pin.boundingBox())!.x;
  await lng.fill(String(Number(await lng.inputValue()) + 2));
  await expect.poll(async () => (await pin.boundingBox())!.x).toBeGreaterThan(before + 40);
  // Typed far away (Rome), the pin is brought into sight.
  await lat.fill('41.9');
  await lng.fill('12.49');
  await expect(pin).toBeInViewport();

  // Keyboard: focus the map, move it with an arrow key, pin its centre.
  await page.getByRole('button', { name: 'Show the pin' }).click();
  // The map glides to the pin; a key pressed meanwhile would stop it half-way.
  await expect
    .poll(async () => {
      const [m, p] = [(await map.boundingBox())!, (await pin.boundingBox())!];
      return Math.abs(p.x + p.width / 2 - (m.x + m.width / 2)) + Math.abs(p.y + p.height - (m.y + m.height / 2));
    })
    .toBeLessThan(3);
  // ... and has stopped: the map ignores the arrow keys while a glide is still under way (its last
  // pixel took long enough on a busy CI machine for both presses to be lost).
  let centred = 0;
  await expect
    .poll(async () => {
      const before = (await pin.boundingBox())!.x;
      await page.waitForTimeout(100);
      centred = (await pin.boundingBox())!.x;
      return Math.abs(centred - before);
    })
    .toBeLessThan(0.5);
  await map.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // The map glides west (80 px a press), so the pin moves east on the screen; the centre is read once it has.
  await expect.poll(async () => (await pin.boundingBox())!.x).toBeGreaterThan(centred + 60);
  await page.getByRole('button', { name: 'Pin at the centre of the map' }).click();
  await expect.poll(async () => Number(await lng.inputValue())).toBeLessThan(12.4);
  expect(Math.abs(Number(await lat.inputValue()) - 41.9)).toBeLessThan(0.05);

  // Saved as shown.
  const saved = await lng.inputValue();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/settings\/districts$/);
  await search(page, 'navigli', 1, true);
  await rows(page).first().getByTestId('row-edit').click();
  await expect(lng).toHaveValue(saved);
  await lat.fill('45.4520');
  await lng.fill('9.1700');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/settings\/districts$/);
});
