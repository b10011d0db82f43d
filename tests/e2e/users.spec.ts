import { expect, test } from '@playwright/test';
import { openAs, sidebarSections } from './helpers';
import { ADMIN, dialog, mobilePage, rows, search, shot } from './resourceHelpers';

/** Demo ids (server/db/seed.ts): districts, roles. */
const NAVIGLI = 1;
const AURORA = 2;
const CEDAR = 3;
const FRONT_OFFICE = 5;

test.describe.configure({ mode: 'serial' });

test("users: list, filter, details; roles in two districts reach the user's open console live", async ({ page, request, browser }) => {
  // The gate keeper's own console, open in another browser: no management section yet.
  const gateContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const gatePage = await gateContext.newPage();
  try {
    await openAs(gatePage, request, 'gate@borgo.test', '/backend/dashboard');
    expect(await sidebarSections(gatePage)).not.toContain('management');

    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, request, ADMIN, '/backend/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await shot(page, 'users-list-desktop');
    await search(page, 'verdi', 1);
    await expect(rows(page).first()).toContainText('Gate keeper');
    await rows(page).first().click();
    await expect(page.getByTestId('details')).toContainText('gate@borgo.test');
    await shot(page, 'users-details-desktop');

    // Roles per district: Front office in Navigli besides the gate, and in Vila Aurora.
    await page.getByTestId('user-districts-roles').click();
    await expect(page.getByTestId(`district-roles-${NAVIGLI}`)).toBeVisible();
    await page.getByTestId(`role-${NAVIGLI}-${FRONT_OFFICE}`).click();
    await page.getByTestId('district-add-select').click();
    await page.getByRole('option', { name: 'Vila Aurora' }).click();
    await page.getByTestId('district-add').click();
    await page.getByTestId('district-add-select').click();
    await page.getByRole('option', { name: 'Cedar Park Commons' }).click();
    await page.getByTestId('district-add').click();
    // A district without a role is refused on the spot, with the spec's rule; nothing is sent.
    await page.getByTestId(`role-${AURORA}-${FRONT_OFFICE}`).click();
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId(`error-district-${CEDAR}`)).toHaveText('Each district needs at least one role for the user.');
    await shot(page, 'users-districts-roles-desktop');
    // Removing a district asks first.
    await page.getByTestId(`district-remove-${CEDAR}`).click();
    await expect(dialog(page)).toContainText('Gino Verdi will lose every role in Cedar Park Commons');
    await dialog(page).getByRole('button', { name: 'Remove from this district' }).click();
    await expect(page.getByTestId(`district-roles-${CEDAR}`)).toHaveCount(0);
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();

    // The gate keeper's open console follows at once: a toast, and the management section.
    await expect(gatePage.getByTestId('toast')).toContainText('Your roles have changed');
    await expect.poll(() => sidebarSections(gatePage)).toContain('management');

    // Taken away again: the section vanishes from their console, without a reload.
    await page.getByTestId(`role-${NAVIGLI}-${FRONT_OFFICE}`).click();
    await page.getByTestId(`district-remove-${AURORA}`).click();
    await dialog(page).getByRole('button', { name: 'Remove from this district' }).click();
    await page.getByTestId('form-save').click();
    await expect.poll(() => sidebarSections(gatePage)).not.toContain('management');

    const phone = await mobilePage(browser, request, '/backend/users');
    await expect(rows(phone).first()).toBeVisible();
    await shot(phone, 'users-list-mobile');
    await phone.close();
  } finally {
    await gateContext.close();
  }
});
