import { expect, test, type Browser, type APIRequestContext, type Page } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, confirmDelete, rows, search, shot } from './resourceHelpers';

/**
 * Issue 11, as two staff members of Borgo Navigli see it: the front office (Lia Conti) creates,
 * edits and deletes a tag while the administrator (Ada Rossi) has the tags list open; Ada's list
 * follows without a reload, keeping her search; a staff member of another district sees nothing;
 * the audit trail and the tag's History tell who did what.
 */
const OFFICE = 'office@borgo.test';
const AURORA_OFFICE = 'escritorio@borgo.test';
const NAME = 'Rooftop e2e';

test.describe.configure({ mode: 'serial' });

async function staff(browser: Browser, request: APIRequestContext, email: string, path: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  const page = await context.newPage();
  await openAs(page, request, email, path);
  return page;
}

/** Waits until the page's live channel is in its rooms (the header's indicator says so). */
async function liveReady(page: Page) {
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'on');
}

test('a list follows another staff member’s create, edit and delete, keeping its search; another district sees nothing', async ({ browser, request }) => {
  const ada = await staff(browser, request, ADMIN, '/backend/tags');
  const bruna = await staff(browser, request, AURORA_OFFICE, '/backend/tags', 'pt-BR');
  const lia = await staff(browser, request, OFFICE, '/backend/tags');
  await expect(rows(ada).first()).toBeVisible();
  await expect(rows(bruna).first()).toBeVisible();
  const brunaFirst = await rows(bruna).first().textContent();
  const brunaRows = await rows(bruna).count();
  await search(ada, 'rooftop', 0);
  await Promise.all([liveReady(ada), liveReady(bruna)]);

  // Lia creates the tag, through the form.
  await lia.getByTestId('list-create').click();
  await lia.getByTestId('input-name.it').fill(NAME);
  await lia.getByTestId('form-save').click();
  await expect(lia).toHaveURL(/\/backend\/tags$/);

  // Ada's search now finds it, marked as Lia's, and the list says so.
  await expect(rows(ada)).toHaveCount(1);
  await expect(rows(ada).first()).toContainText(NAME);
  await expect(rows(ada).first()).toHaveAttribute('data-changed', 'create');
  await expect(rows(ada).first().getByTestId('row-change')).toHaveText('Added by Lia Conti');
  await expect(ada.getByTestId('live-notice')).toContainText(`Lia Conti added ${NAME}.`);
  await expect(ada.getByTestId('list-search')).toHaveValue('rooftop');
  await shot(ada, 'live-list-created');

  // Lia disables it from its row; Ada's row follows.
  await search(lia, NAME, 1, true);
  await rows(lia).first().getByTestId('row-edit').click();
  await lia.getByRole('combobox', { name: 'Status' }).click();
  await lia.getByRole('option', { name: 'Disabled' }).click();
  await lia.getByTestId('form-save').click();
  await expect(lia).toHaveURL(/\/backend\/tags$/);
  await expect(rows(ada).first()).toContainText('Disabled');
  await expect(rows(ada).first()).toHaveAttribute('data-changed', 'update');
  await expect(rows(ada).first().getByTestId('row-change')).toHaveText('Edited by Lia Conti');

  // Lia deletes it; it leaves Ada's list, which names what went.
  await search(lia, NAME, 1, true);
  await rows(lia).first().getByTestId('row-delete').click();
  await confirmDelete(lia);
  await expect(rows(ada)).toHaveCount(0);
  await expect(ada.getByTestId('live-notice')).toContainText(`Lia Conti deleted ${NAME}.`);
  await expect(ada.getByTestId('list-search')).toHaveValue('rooftop');

  // Bruna works in Vila Aurora: her list neither changed nor heard of it.
  await expect(bruna.getByTestId('live-notice')).toHaveText('');
  await expect(rows(bruna).first()).toHaveText(brunaFirst ?? '');
  await expect(rows(bruna)).toHaveCount(brunaRows);
  await expect(bruna.locator('[data-changed]')).toHaveCount(0);

  for (const p of [ada, bruna, lia]) await p.context().close();
});

test('a form being edited keeps what is typed when its record changes meanwhile, and loads the new version on request', async ({ browser, request }) => {
  const ada = await staff(browser, request, ADMIN, '/backend/tags');
  const lia = await staff(browser, request, OFFICE, '/backend/tags');
  await search(ada, 'Ciclismo 2', 1, true);
  await rows(ada).first().getByTestId('row-edit').click();
  await ada.getByTestId('input-name.it').fill('Ciclismo di Ada');
  await liveReady(ada);

  await search(lia, 'Ciclismo 2', 1, true);
  await rows(lia).first().getByTestId('row-edit').click();
  await lia.getByTestId('input-name.it').fill('Ciclismo di Lia');
  await lia.getByTestId('form-save').click();
  await expect(lia).toHaveURL(/\/backend\/tags$/);

  await expect(ada.getByTestId('record-changed')).toContainText('Lia Conti changed this record while you were editing it.');
  await expect(ada.getByTestId('input-name.it')).toHaveValue('Ciclismo di Ada');
  await shot(ada, 'live-form-changed');
  await ada.getByTestId('record-changed-keep').click();
  await expect(ada.getByTestId('record-changed')).toHaveCount(0);
  await expect(ada.getByTestId('input-name.it')).toHaveValue('Ciclismo di Ada');

  // Lia saves again: this time Ada takes her version.
  await search(lia, 'Ciclismo 2', 1, true);
  await rows(lia).first().getByTestId('row-edit').click();
  await lia.getByTestId('input-name.it').fill('Ciclismo 2');
  await lia.getByTestId('form-save').click();
  await expect(ada.getByTestId('record-changed')).toBeVisible();
  await ada.getByTestId('record-changed-reload').click();
  await expect(ada.getByTestId('input-name.it')).toHaveValue('Ciclismo 2');
  await expect(ada.getByTestId('record-changed')).toHaveCount(0);

  for (const p of [ada, lia]) await p.context().close();
});

test('the audit trail lists who did what, filters it, and shows one entry field by field; a tag’s History too', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/settings/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Deleted' }).click();
  await expect(rows(page).first()).toContainText('Lia Conti');
  await expect(rows(page).first()).toContainText('Deleted');
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'Ada Rossi' }).click();
  // Both filters hold: Lia's deletes are gone; what is left (other specs may delete as Ada) is Ada's.
  await expect(rows(page).filter({ hasText: 'Lia Conti' })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: 'Ada Rossi' })).toHaveCount(0);
  await page.getByTestId('list-clear').click();

  await search(page, 'Ciclismo di Lia', 2);
  await shot(page, 'audit-list');
  // By keyboard: the row takes the focus, Enter opens it.
  await rows(page).last().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/backend\/settings\/audit\/details$/);
  const change = page.getByTestId('audit-change').filter({ hasText: 'Name (IT)' });
  await expect(change).toContainText('Ciclismo 2');
  await expect(change).toContainText('Ciclismo di Lia');
  await expect(page.getByTestId('details')).toContainText('Lia Conti');
  await shot(page, 'audit-details');

  // From the entry to the tag, and its History.
  await page.getByTestId('audit-open-record').click();
  await expect(page).toHaveURL(/\/backend\/tags\/details$/);
  const history = page.getByTestId('record-history');
  await expect(history.getByTestId('history-entry')).toHaveCount(2);
  await history.getByTestId('history-toggle').first().click();
  await expect(history.getByTestId('audit-change').first()).toContainText('Ciclismo 2');
});

test('the manager, without audit_view, has no audit trail: no sidebar entry, no screen, no History', async ({ page, request }) => {
  await openAs(page, request, 'manager@borgo.test', '/backend/settings/audit');
  await expect(page.getByText('401')).toBeVisible();
  await expect(page.locator('[data-section="settings_audit"]')).toHaveCount(0);
});
