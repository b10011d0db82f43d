import { expect, test } from '@playwright/test';
import { loginWithForm, openAs, sidebarSections } from './helpers';
import { mailTo } from './mailbox';
import { ADMIN, dialog, mobilePage, rows, search, sheetRows, shot, SHOTS } from './resourceHelpers';
import { navigliDay } from '../navigliDay';

/** Demo ids (server/db/seed.ts): districts, roles. */
const NAVIGLI = 1;
const AURORA = 2;
const CEDAR = 3;
const FRONT_OFFICE = 5;

test.describe.configure({ mode: 'serial' });

test('users: a new user is invited by mail and signs in; roles in two districts reach their open console live', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const RUN = Date.now().toString(36).slice(-5);
  const email = `nina.${RUN}@borgo.test`;
  const name = `Nina Ferraris ${RUN}`;
  const password = 'Cedar-walk-2026-blue';
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

  // A new gate keeper, made in the console: they are mailed an invitation.
  await page.goto('/backend/users');
  await page.getByTestId('list-create').click();
  await page.getByTestId('input-first_name').fill('Nina');
  await page.getByTestId('input-last_name').fill(`Ferraris ${RUN}`);
  await page.getByTestId('input-email').fill(email);
  await page.getByRole('checkbox', { name: 'Gate keeper' }).check();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/users$/);

  // In their own browser: the mailed link verifies the address, a reset link sets their password, and they sign in.
  const newcomer = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await newcomer.newPage();
  try {
    const invitation = await mailTo(email, /https?:\/\/\S+\/account\/verify\/\S+/);
    expect(invitation.mail.text).toContain('/password/reset');
    await theirs.goto(invitation.match[0]);
    await expect(theirs.getByText('Mail verified')).toBeVisible();
    await theirs.goto('/password/reset');
    await theirs.getByLabel('E-mail').fill(email);
    await theirs.getByRole('button', { name: 'Send the link' }).click();
    const reset = await mailTo(email, /https?:\/\/\S+\/password\/restore\/\S+/);
    await theirs.goto(reset.match[0]);
    await theirs.getByLabel('E-mail').fill(email);
    await theirs.getByLabel(/^New password/).fill(password);
    await theirs.getByLabel('Repeat the new password').fill(password);
    await theirs.getByRole('button', { name: 'Save the password' }).click();
    await expect(theirs.getByText('Your password has been changed.')).toBeVisible();
    await loginWithForm(theirs, email, password);
    await theirs.getByTestId('district-name').waitFor();
    expect(await sidebarSections(theirs)).not.toContain('management');

    // The admin gives them roles in two districts: Front office in Navigli besides the gate, and in Vila Aurora.
    await search(page, RUN, 1);
    await rows(page).first().click();
    await expect(page.getByTestId('details')).toContainText('Verified');
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
    await expect(dialog(page)).toContainText(`${name} will lose every role in Cedar Park Commons`);
    await dialog(page).getByRole('button', { name: 'Remove from this district' }).click();
    await expect(page.getByTestId(`district-roles-${CEDAR}`)).toHaveCount(0);
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();

    // Their open console follows at once: a toast, and the management section.
    await expect(theirs.getByTestId('toast')).toContainText('Your roles have changed');
    await expect.poll(() => sidebarSections(theirs)).toContain('management');

    // Taken away again: the section vanishes from their console, without a reload.
    await page.getByTestId(`role-${NAVIGLI}-${FRONT_OFFICE}`).click();
    await page.getByTestId(`district-remove-${AURORA}`).click();
    await dialog(page).getByRole('button', { name: 'Remove from this district' }).click();
    await page.getByTestId('form-save').click();
    await expect.poll(() => sidebarSections(theirs)).not.toContain('management');
  } finally {
    await newcomer.close();
  }

  // A phone-sized screenshot, when asked for (SHOTS_DIR): the walk of every screen checks the list at 390 px.
  if (SHOTS) {
    const phone = await mobilePage(browser, request, '/backend/users');
    await expect(rows(phone).first()).toBeVisible();
    await shot(phone, 'users-list-mobile');
    await phone.context().close();
  }
});

test('users: create with every field (a field error loses nothing), details, edit, phone removal asks first, delete', async ({ page, request }) => {
  const RUN = Date.now().toString(36).slice(-5);
  const email = `ada.${RUN}@borgo.test`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/users');
  await page.getByTestId('list-create').click();
  const fill = (field: string, text: string) => page.getByTestId(`input-${field}`).fill(text);
  await fill('first_name', 'Ada');
  await fill('middle_name', 'Maria');
  await fill('last_name', `Lovelace ${RUN}`);
  await page.getByRole('group', { name: 'Birth date', exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('10121985', { delay: 40 });
  // The gate keeper's e-mail: taken, which only the server knows.
  await fill('email', 'gate@borgo.test');
  await fill('phone', '+390211122233');
  await fill('tax_code', 'LVLDAA85T50F205Z');
  await fill('vat_code', 'IT09876543210');
  await fill('job', 'Mathematician');
  await fill('ability', 'Analytical engines');
  await fill('interest', 'Poetry');
  await fill('biography', 'First programmer.');
  await page.getByRole('combobox', { name: 'House' }).click();
  await page.getByRole('option').nth(1).click();
  await page.getByRole('combobox', { name: 'Right' }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Resident' }).click();
  await page.getByLabel('Notifications').uncheck();
  await page.getByRole('checkbox', { name: 'Resident' }).check();
  await shot(page, 'users-form-desktop');
  await page.getByTestId('form-save').click();
  // The server's refusal lands on its field; what was typed stays.
  await dialog(page).getByRole('button').first().click();
  await expect(page.getByTestId('error-email')).toHaveText('Another account already uses this e-mail');
  await expect(page.getByTestId('input-job')).toHaveValue('Mathematician');
  await expect(page.getByTestId('input-biography')).toHaveValue('First programmer.');
  await fill('email', email);
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/users$/);

  await search(page, RUN, 1);
  await rows(page).first().click();
  const details = page.getByTestId('details');
  await expect(details).toContainText(email);
  await expect(details).toContainText('Maria');
  await expect(details).toContainText('10/12/1985');
  await expect(details).toContainText('LVLDAA85T50F205Z');
  await expect(details).toContainText('Mathematician');
  await expect(details).toContainText('Not verified yet');
  await expect(details).toContainText('Console');
  await expect(details).toContainText('(owner)');
  await shot(page, 'users-details-new-desktop');

  // Edit: removing the phone asks first, then the house goes.
  await page.getByTestId('details-edit').click();
  await expect(page.getByTestId('input-job')).toHaveValue('Mathematician');
  await fill('job', 'Analyst');
  await fill('phone', '');
  await page.getByTestId('form-save').click();
  await expect(dialog(page)).toContainText('will be dissociated from the apartment');
  await dialog(page).getByRole('button', { name: 'Remove and dissociate' }).click();
  await expect(page.getByTestId('details')).toContainText('Analyst');
  await expect(page.getByTestId('details')).not.toContainText('(owner)');

  // Delete, after confirming.
  await page.getByTestId('details-delete').click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/backend\/users$/);
  await search(page, RUN, 0);

  // The export of the people who joined this week, up to today: asked for, announced, downloaded.
  await page.getByTestId('users-export').click();
  const asking = page.getByTestId('export-dialog');
  await expect(asking.getByTestId('export-start')).toBeVisible();
  await expect(asking.getByTestId('export-description')).toHaveText('The people who joined the district between these dates, with their roles here.');
  await asking.getByRole('button', { name: 'Request the export' }).click();
  await expect(dialog(page)).toContainText('The export was requested');
  await dialog(page).getByRole('button').last().click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Export download ready' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText(`_${navigliDay()}.xlsx`);
  const [file] = await Promise.all([page.waitForEvent('download'), toast.click()]);
  const sheet = await sheetRows(file);
  expect(sheet[0]).toEqual(['Name', 'E-mail', 'Phone', 'Roles', 'Level', 'Status', 'Created from', 'Created on']);
  expect(sheet.some((r) => r[1] === 'gate@borgo.test')).toBe(true);

  // No one deletes themselves: neither from their details nor from their form.
  await search(page, 'admin@borgo.test', 1);
  await rows(page).first().click();
  await expect(page.getByTestId('details-edit')).toBeVisible();
  await expect(page.getByTestId('details-delete')).toHaveCount(0);
  await page.getByTestId('details-edit').click();
  await expect(page.getByTestId('input-job')).toBeVisible();
  await expect(page.getByTestId('form-delete')).toHaveCount(0);
});
