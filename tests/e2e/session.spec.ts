import { expect, test } from '@playwright/test';
import { loginWithForm, openAs, PASSWORD, storedSessionOf } from './helpers';

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

  test('a stored session whose token lapsed leads to the login screen saying the session expired', async ({ page, request }) => {
    // Set before the page loads: an open console rewrites its stored session as it works.
    const stored = JSON.parse(await storedSessionOf(request, 'admin@borgo.test')) as Record<string, unknown>;
    await page.goto('/visitors/invitation');
    await page.evaluate((s) => localStorage.setItem('borgo.session', s), JSON.stringify({ ...stored, token: 'lapsed-token' }));
    await page.goto('/backend/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-expired')).toHaveText('Your session has expired. Please log in again.');
    expect(await page.evaluate(() => localStorage.getItem('borgo.session'))).toBeNull();
  });

  test('a session revoked on the server ends the open console at once, and the login screen says it expired', async ({ page, request }) => {
    // A session of its own (not the one other tests share), revoked on the server under the open page.
    const res = await request.post('/api/v3/auth/login', { data: { email: 'manager@borgo.test', password: PASSWORD } });
    const { data } = (await res.json()) as { data: { access_token: string } & Record<string, unknown> };
    const { access_token: token, ...user } = data;
    const d = user.dashboard_district as { id: number; name: string; default_language: string; currency_symbol: string };
    const stored = {
      token,
      user,
      district: { id: d.id, name: d.name, default_language: d.default_language, currency_symbol: d.currency_symbol },
      configuration: null,
      siteMap: null,
    };
    await page.goto('/visitors/invitation');
    await page.evaluate((s) => localStorage.setItem('borgo.session', s), JSON.stringify(stored));
    await page.goto('/backend/dashboard');
    await page.getByTestId('district-name').waitFor();

    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'on');
    await request.post('/api/v3/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    // No click needed (issue 11): the server ends the revoked session's live channel, the console
    // asks who it is, and that call is refused.
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

  test('a user whose current district is no longer theirs picks another and goes on at the dashboard', async ({ page, request }) => {
    // No screen removes a user from a district yet: the test plays the server's answer after such
    // a removal (server/services/users.ts), `me` without Borgo Navigli and so without a dashboard district.
    const NAVIGLI = 1;
    await page.route('**/api/v3/auth/me?**', async (route) => {
      const res = await route.fetch();
      // A call the page dropped meanwhile (it navigated on) has nothing left to rewrite.
      const body = (await res.json().catch(() => null)) as {
        data: { districts: { id: number }[]; roles_by_district: { district_id: number }[]; dashboard_district: { id: number } | null; permissions: string[] };
      } | null;
      if (!body) return;
      const u = body.data;
      u.districts = u.districts.filter((d) => d.id !== NAVIGLI);
      u.roles_by_district = u.roles_by_district.filter((r) => r.district_id !== NAVIGLI);
      if (u.dashboard_district?.id === NAVIGLI) Object.assign(u, { dashboard_district: null, permissions: [] });
      await route.fulfill({ response: res, json: body });
    });
    // Other tests switch the admin's district: start from Borgo Navigli, whatever ran before.
    const first = JSON.parse(await storedSessionOf(request, 'admin@borgo.test')) as { token: string };
    const start = await request.post('/api/v3/auth/select-district', {
      headers: { Authorization: `Bearer ${first.token}` },
      data: { selected_district: NAVIGLI },
    });
    expect(start.ok()).toBe(true);
    // A new login: a session stored earlier may still name the district the admin was in then.
    const stored = await storedSessionOf(request, 'admin@borgo.test', { fresh: true });
    await page.goto('/visitors/invitation');
    await page.evaluate((s) => localStorage.setItem('borgo.session', s), stored);
    await page.goto('/backend/tags');

    await expect(page.getByRole('heading', { name: 'Choose a district', level: 1 })).toBeVisible();
    await expect(page.getByTestId('district-lost')).toHaveText('You no longer belong to Borgo Navigli. Choose the district to continue in.');
    const options = page.getByTestId('pick-district-option');
    await expect(options).toHaveText(['Cedar Park Commons', 'Vila Aurora']);
    await expect(page).toHaveURL(/\/backend\/tags$/);
    expect(await page.evaluate(() => localStorage.getItem('borgo.session'))).not.toBeNull();

    // By keyboard: the first district has the focus, the arrows move, Enter picks.
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/backend\/dashboard$/);
    await expect(page.getByTestId('district-name')).toHaveText('Vila Aurora');
    await expect(page.getByTestId('pick-district')).toHaveCount(0);

    // Back to where the other tests expect the admin to be.
    const { token } = JSON.parse(stored) as { token: string };
    const back = await request.post('/api/v3/auth/select-district', { headers: { Authorization: `Bearer ${token}` }, data: { selected_district: NAVIGLI } });
    expect(back.ok()).toBe(true);
    // A check of the session the console sent last may still be on its way through the route
    // above: ended with the test, not failing the next one (Playwright's advice).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
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
