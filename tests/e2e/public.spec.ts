import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';

test.describe('public pages', () => {
  test('the invitation shows host, date and a QR code that decodes to the visitor code', async ({ page }) => {
    await page.goto('/visitors/invitation/DEMO1001');
    const qr = page.getByTestId('invitation-qr');
    await qr.waitFor();
    await expect(page.getByTestId('invitation-date')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByTestId('invitation-ticket')).toContainText('DEMO1001');
    const { width, height, pixels } = await qr.evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d')!;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
    });
    expect(width).toBeGreaterThanOrEqual(512);
    const decoded = jsQR(Uint8ClampedArray.from(pixels), width, height);
    expect(decoded?.data).toBe('DEMO1001');
  });

  test('the invitation page does not load react-admin', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await page.goto('/visitors/invitation/DEMO1001');
    await page.getByTestId('invitation-qr').waitFor();
    expect(scripts.filter((s) => /\/(App|AdminUI|AdminContext|\d-[\w-]+)-[\w-]+\.js$/.test(s))).toEqual([]);
  });

  test('while the invitation loads, the card keeps its shape: the language choice below does not jump', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v3/public/invitations/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/visitors/invitation/DEMO1001');
    await expect(page.getByTestId('invitation-loading').getByRole('progressbar')).toBeVisible();
    const before = (await page.getByLabel('Language').boundingBox())!;
    release();
    await page.getByTestId('invitation-qr').waitFor();
    const after = (await page.getByLabel('Language').boundingBox())!;
    // Without the placeholder the card grew by some 800 px under it.
    expect(Math.abs(after.y - before.y)).toBeLessThan(24);
  });

  test('empty and unknown invitations say so', async ({ page }) => {
    await page.goto('/visitors/invitation');
    await expect(page.getByText('No invitation code was given. Open the link you received.')).toBeVisible();
    await page.goto('/visitors/invitation/NOPE0000');
    await expect(page.getByText('The invitation could not be loaded. Check the code or try again later.')).toBeVisible();
  });

  test('account verification: no code, and an unknown code with its debug line', async ({ page }) => {
    await page.goto('/account/verify');
    await expect(page.getByText('The verification code is missing.')).toBeVisible();
    await page.goto('/account/verify/not-a-real-code');
    await expect(page.getByText('Unexpected error')).toBeVisible();
    await expect(page.getByTestId('verify-debug')).toContainText('The verification code is invalid.');
  });

  test('account verification: an account already verified is an error (spec content §2)', async ({ page }) => {
    // The server's answer for a code already used (tests/server/password.test.ts checks the server side).
    await page.route('**/api/v3/auth/verify-email?**', (route) =>
      route.fulfill({ status: 409, json: { success: false, code: 'ErrorMailAlreadyVerify', message: 'This account is already verified.' } }),
    );
    await page.goto('/account/verify/used-code');
    const already = page.getByTestId('verify-already');
    await expect(already).toHaveAttribute('role', 'alert');
    await expect(already).toHaveClass(/b-alert-error/);
    await expect(already).toHaveText('This account is already verified.');
  });

  test('a demo says so on the pages before login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('demo-banner')).toContainText("Demo data Accounts and passwords of this demo are public: do not enter real residents' data.");
    await page.getByLabel('Language').selectOption('it');
    await expect(page.getByTestId('demo-banner')).toContainText('Dati demo');
  });

  test('restore shows the server’s password rules on the field, keeping what was typed', async ({ page }) => {
    // The server's answer for a common password (tests/server/accountSecurity.test.ts checks the server side).
    await page.route('**/api/v3/auth/password/restore?**', (route) =>
      route.fulfill({ status: 422, json: { success: false, message: 'The request is not valid.', errors: { password: ['Validations.PasswordTooCommon'] } } }),
    );
    await page.goto('/password/restore/some-token');
    await page.getByLabel('E-mail').fill('admin@borgo.test');
    await page.getByLabel('New password *', { exact: true }).fill('password');
    await page.getByLabel('Repeat the new password').fill('password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('This password is among the most common ones: choose another')).toBeVisible();
    await expect(page.getByLabel('New password *', { exact: true })).toHaveValue('password');
    await expect(page.getByLabel('E-mail')).toHaveValue('admin@borgo.test');
  });

  test('password reset has a Go back button and restore checks the passwords', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/password\/reset$/);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/password/restore/some-token');
    await page.getByLabel('E-mail').fill('admin@borgo.test');
    await page.getByLabel('New password *', { exact: true }).fill('longenough1');
    await page.getByLabel('Repeat the new password').fill('different11');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('longenough1');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('This link is invalid or has expired. Ask for a new one.')).toBeVisible();
  });
});
