import { expect, test, type Page } from '@playwright/test';
import { PERMISSION_AREAS } from '../../src/lib/permissionGroups';
import { PERMISSIONS } from '../../src/lib/permissions';
import { openAs } from './helpers';
import { ADMIN, confirmDelete, dialog, mobilePage, rows, search, shot } from './resourceHelpers';

const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const count = (page: Page) => page.getByTestId('matrix-count');
const TOTAL = PERMISSIONS.length;
/** The Invitations row (visitors_view, visitors_add) and the View column, visitors_view counted once. */
const VIEWS = PERMISSION_AREAS.filter((a) => a.permissions.some((p) => p.column === 'view')).length;
const TICKED = VIEWS + 1;

test('settings/roles: the permission matrix, a taken name refused on its field with the ticks kept, edit, delete', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/dashboard');
  const menu = page.getByTestId('sidebar-menu');
  const entry = menu.locator('[data-section="settings_roles"]');
  if (!(await entry.isVisible())) await menu.locator('[data-section="settings"]').click();
  await entry.click();
  await expect(page).toHaveURL(/\/backend\/settings\/roles$/);
  await expect(rows(page).filter({ hasText: 'Administrator' })).toContainText(`${TOTAL} of ${TOTAL}`);
  await expect(rows(page).filter({ hasText: 'Gate keeper' })).toContainText(`2 of ${TOTAL}`);

  await page.getByTestId('list-create').click();
  await expect(count(page)).toContainText(`0 of ${TOTAL} selected`);
  // Nothing ticked is a role for the residents' app only: the count says so.
  await expect(count(page)).toContainText('use only the residents’ app');
  await page.getByTestId('input-name').fill('Gate keeper');

  await box(page, 'Invitations and daily help — all').check();
  await expect(box(page, 'Invitations and daily help — View')).toBeChecked();
  await expect(box(page, 'Invitations and daily help — Add')).toBeChecked();
  await expect(box(page, 'All areas — View')).toHaveAttribute('data-indeterminate', 'true');
  await box(page, 'All areas — View').check();
  await expect(box(page, 'All areas — View')).toBeChecked();
  await expect(box(page, 'Spaces — View')).toBeChecked();
  await expect(box(page, 'Spaces — Add')).not.toBeChecked();
  await expect(box(page, 'All areas — Add')).toHaveAttribute('data-indeterminate', 'true');
  await expect(count(page)).toHaveText(`${TICKED} of ${TOTAL} selected`);
  await expect(page.getByTestId('error-permissions')).toHaveCount(0);

  // "Gate keeper" is taken: the server says so on the name, and the ticks stay.
  await page.getByTestId('form-save').click();
  await expect(dialog(page)).toContainText('A role named “Gate keeper” already exists.');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('error-name')).toHaveText('This name is already taken');
  await expect(box(page, 'Invitations and daily help — Add')).toBeChecked();
  await expect(box(page, 'Spaces — View')).toBeChecked();
  await expect(count(page)).toHaveText(`${TICKED} of ${TOTAL} selected`);
  await shot(page, 'roles-form-desktop');

  await page.getByTestId('input-name').fill('Gate night shift');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/settings\/roles$/);
  await search(page, 'night shift', 1, true);
  await expect(rows(page).first()).toContainText(`${TICKED} of ${TOTAL}`);
  await shot(page, 'roles-list-desktop');

  await rows(page).first().getByTestId('row-edit').click();
  await expect(page.getByTestId('input-name')).toHaveValue('Gate night shift');
  await expect(box(page, 'Invitations and daily help — all')).toBeChecked();
  // By keyboard: Space on a focused box unticks it, and its row's box turns half-ticked.
  await box(page, 'Invitations and daily help — Add').focus();
  await page.keyboard.press('Space');
  await expect(box(page, 'Invitations and daily help — Add')).not.toBeChecked();
  await expect(box(page, 'Invitations and daily help — all')).toHaveAttribute('data-indeterminate', 'true');
  // The search narrows the rows, by area or by a permission's own label.
  await page.getByTestId('matrix-search').fill('brand');
  await expect(page.locator('[data-testid^="matrix-row-"]')).toHaveCount(1);
  await box(page, 'Brands — Brand settings').check();
  await page.getByTestId('matrix-search').fill('');
  await expect(page.locator('[data-testid^="matrix-row-"]')).toHaveCount(PERMISSION_AREAS.length);
  await expect(count(page)).toHaveText(`${TICKED} of ${TOTAL} selected`);
  await page.getByTestId('input-name').fill('Gate night shift 2');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/settings\/roles$/);
  await search(page, 'night shift 2', 1, true);

  // On a phone the matrix scrolls sideways and its boxes still answer.
  const phone = await mobilePage(browser, request, '/backend/settings/roles');
  await phone.getByTestId('list-create').click();
  await box(phone, 'Spaces — Delete').check();
  await expect(count(phone)).toHaveText(`1 of ${TOTAL} selected`);
  await shot(phone, 'roles-form-mobile');
  await phone.context().close();

  await rows(page).first().getByTestId('row-delete').click();
  await confirmDelete(page);
  await expect(rows(page)).toHaveCount(0);
});
