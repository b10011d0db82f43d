import { expect, test } from '@playwright/test';
import { openAs, storedSessionOf } from './helpers';
import { ADMIN, dialog, mobilePage, rows, sheetRows, shot } from './resourceHelpers';
import { navigliDay } from '../navigliDay';

test('settings/logs: from the sidebar, the logins newest first, failures filtered, an e-mail searched, and the export', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A sign-in of the admin now, so that the newest row is theirs whatever the earlier tests signed in.
  await storedSessionOf(request, ADMIN, { fresh: true });
  await openAs(page, request, ADMIN);
  const menu = page.getByTestId('sidebar-menu');
  const entry = menu.locator('[data-section="settings_logs"]');
  if (!(await entry.isVisible())) await menu.locator('[data-section="settings"]').click();
  await entry.click();
  await expect(page).toHaveURL(/\/backend\/settings\/logs$/);
  await expect(page.getByRole('heading', { name: 'Login logs', level: 1 })).toBeVisible();

  // The demo's two weeks, newest first: this run's own sign-in of the admin on top.
  await expect(rows(page).nth(10)).toBeVisible();
  const newest = rows(page).first();
  await expect(newest).toContainText('Ada Rossi');
  await expect(newest).toContainText('127.0.0.1');
  await expect(newest.getByTestId('login-outcome')).toHaveText('Succeeded');
  // A browser in a few words, its whole agent in the title.
  const agent = rows(page).filter({ hasText: '203.0.113.24' }).first().getByTestId('login-agent');
  await expect(agent).toHaveText(/^(Chrome|Firefox) \d+ · Windows$/);
  await expect(agent).toHaveAttribute('title', /^Mozilla\/5\.0 \(Windows NT 10\.0/);
  await shot(page, 'login-logs-desktop');

  await page.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(rows(page).getByTestId('login-outcome').filter({ hasText: 'Succeeded' })).toHaveCount(0);
  await expect(rows(page).first().getByTestId('login-outcome')).toHaveText('Failed');
  // The script that guessed at the manager's password, four times.
  await expect(rows(page).filter({ hasText: 'python-requests/2.32.3' })).toHaveCount(4);
  await expect(rows(page).filter({ hasText: 'python-requests/2.32.3' }).first()).toContainText('Marco Bianchi');
  await page.getByTestId('list-clear').click();
  await expect(rows(page).getByTestId('login-outcome').filter({ hasText: 'Succeeded' }).first()).toBeVisible();

  await page.getByTestId('list-search').fill('office@borgo.test');
  await page.getByTestId('list-search').press('Enter');
  await expect(rows(page).filter({ hasNotText: 'office@borgo.test' })).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Lia Conti');
  const lias = await rows(page).count();
  expect(lias).toBeGreaterThan(3);
  await page.getByTestId('list-clear').click();
  await expect.poll(() => rows(page).count()).toBeGreaterThan(lias);

  // The export of a period, which may run up to today: asked for, announced, downloaded.
  await page.getByTestId('login-logs-export').click();
  const asking = page.getByTestId('export-dialog');
  await expect(asking.getByTestId('export-start')).toBeVisible();
  await shot(page, 'login-logs-export');
  await asking.getByRole('button', { name: 'Request the export' }).click();
  await expect(dialog(page)).toContainText('The export was requested. You will be notified when the file is ready.');
  await dialog(page).getByRole('button').last().click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Export download ready' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText(/logins_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx/);
  // By default the period ends today: this test's own sign-in is in it.
  const today = navigliDay();
  await expect(toast).toContainText(`_${today}.xlsx`);
  const [file] = await Promise.all([page.waitForEvent('download'), toast.click()]);
  const sheet = await sheetRows(file);
  expect(sheet[0]).toEqual(['Time', 'User', 'E-mail', 'Outcome', 'IP address', 'Browser']);
  expect(sheet.length).toBeGreaterThan(10);
  expect(sheet.slice(1).every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(r[0])) && ['Succeeded', 'Failed'].includes(String(r[3])))).toBe(true);
});

test('settings/logs on a phone keeps time, user and outcome', async ({ browser, request }) => {
  const phone = await mobilePage(browser, request, '/backend/settings/logs');
  await expect(rows(phone).first()).toBeVisible();
  await expect(phone.getByRole('columnheader', { name: 'Outcome' })).toBeVisible();
  await expect(phone.getByRole('columnheader', { name: 'E-mail' })).toBeHidden();
  await expect(phone.getByRole('columnheader', { name: 'Browser' })).toBeHidden();
  await shot(phone, 'login-logs-mobile');
  await phone.context().close();
});

test('the manager, without login_log_view, has no login logs: no sidebar entry, no screen', async ({ page, request }) => {
  await openAs(page, request, 'manager@borgo.test', '/backend/settings/logs');
  await expect(page.getByText('401')).toBeVisible();
  await expect(page.locator('[data-section="settings_logs"]')).toHaveCount(0);
});
