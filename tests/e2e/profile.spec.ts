import { expect, test, type Locator } from '@playwright/test';
import { discIcon } from '../../server/lib/png';
import { openAs } from './helpers';

/** The profile's forms go through the shell's dataProvider: a save is kept, a refusal shows the server's words. */
test.describe('profile', () => {
  test('a new phone is saved and read back; a wrong current password is refused on its field', async ({ page, request }) => {
    await openAs(page, request, 'manager@borgo.test', '/backend/profile');
    const phone = page.getByLabel('Phone', { exact: true });
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('manager@borgo.test');
    const number = `+39333${String(Date.now()).slice(-7)}`;
    await phone.fill(number);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByTestId('toast').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(number);

    // Current, new, repeated: in that order on the card.
    const passwords = page.locator('input[type=password]');
    await passwords.nth(0).fill('not-my-password');
    await passwords.nth(1).fill('borgo-demo-2');
    await passwords.nth(2).fill('borgo-demo-2');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
    await expect(page.getByText('This field is not valid')).toBeVisible();
    // Still logged in: a 422 is not the end of the session.
    await expect(page.getByTestId('district-name')).toBeVisible();

    // A new password among the most common ones is refused on its field; what was typed stays.
    await passwords.nth(0).fill('borgo-demo-1');
    await passwords.nth(1).fill('password');
    await passwords.nth(2).fill('password');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('This password is among the most common ones: choose another')).toBeVisible();
    await expect(passwords.nth(1)).toHaveValue('password');
  });

  test('a new photo shows on the card and in the user menu, after a reload too, through a link for this session (issue 13)', async ({ page, request }) => {
    await openAs(page, request, 'escritorio@borgo.test', '/backend/profile');
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: discIcon('#3366CC') });
    const menuPhoto = page.getByTestId('user-menu').locator('img');
    const loaded = (img: Locator) => expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await loaded(menuPhoto);
    await loaded(page.locator('section[aria-labelledby=profile-photo] img'));
    const src = (await menuPhoto.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/v3\/files\/[a-f0-9]{32}\.png\?expires=\d+&session=\d+&signature=/);
    // The photo is personal data: its address alone opens nothing.
    expect((await request.get(src.split('?')[0])).status()).toBe(403);
    const served = await request.get(src);
    expect(served.headers()['cache-control']).toBe('private, no-store');
    await page.reload();
    await loaded(page.getByTestId('user-menu').locator('img'));
  });

  test('the shell says it runs on demo data, in words for screen readers too', async ({ page, request }) => {
    await openAs(page, request, 'manager@borgo.test', '/backend/profile');
    const badge = page.getByTestId('demo-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toContainText('Demo data');
    await expect(badge).toHaveAttribute('title', /do not enter real residents' data/);
  });
});
