import { expect, test } from '@playwright/test';
import { loginWithForm, openAs } from './helpers';

test.describe('login and session', () => {
  test('admin logs in and reaches the dashboard of Borgo Navigli', async ({ page }) => {
    await loginWithForm(page, 'admin@borgo.test');
    await expect(page).toHaveURL(/\/backend\/dashboard$/);
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
    await expect(page.getByTestId('dashboard-waiting_approval')).toContainText(/\d+/);
  });

  test('validation and the server message for a wrong password', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await page.locator('input[name=email]').fill('not-an-email');
    await page.locator('input[name=password]').fill('123');
    await page.locator('input[name=password]').press('Enter');
    await expect(page.getByText('The e-mail address is not valid')).toBeVisible();
    await expect(page.getByText('The password must have at least 6 characters')).toBeVisible();
    await loginWithForm(page, 'manager@borgo.test', 'wrong-password');
    await expect(page.getByTestId('login-error')).toHaveText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a user without a dashboard district is refused with the message', async ({ page }) => {
    await loginWithForm(page, 'nodistrict@borgo.test');
    await expect(page.getByTestId('login-error')).toHaveText('No dashboard neighbourhood or role is associated with this account. Contact administration.');
    expect(await page.evaluate(() => localStorage.getItem('borgo.session'))).toBeNull();
  });

  test('a lapsed token leads to the login screen saying the session expired', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test');
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('borgo.session')!);
      localStorage.setItem('borgo.session', JSON.stringify({ ...s, token: 'lapsed-token' }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-expired')).toHaveText('Your session has expired. Please log in again.');
    expect(await page.evaluate(() => localStorage.getItem('borgo.session'))).toBeNull();
  });

  test('another tab removing the session logs this one out as expired', async ({ page, request, context }) => {
    await openAs(page, request, 'admin@borgo.test');
    const other = await context.newPage();
    await other.goto('/visitors/invitation');
    await other.evaluate(() => localStorage.removeItem('borgo.session'));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-expired')).toBeVisible();
  });

  test('logout clears the stored session and the country details', async ({ page }) => {
    await loginWithForm(page, 'gate@borgo.test');
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
    expect(await page.evaluate(() => localStorage.getItem('borgo.country'))).toContain('EUR');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('input[name=email]')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('borgo.session'), localStorage.getItem('borgo.country')])).toEqual([null, null]);
    await page.goto('/backend/profile');
    await expect(page).toHaveURL(/\/$/);
  });
});
