import { expect, test } from '@playwright/test';
import { openAs, sidebarSections } from './helpers';

test.describe('shell', () => {
  test('admin sees every group, a +99 bubble, and switches district', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test');
    // Polled: the groups whose flags the district configuration turns on come with it (a moment after the first).
    await expect.poll(() => sidebarSections(page)).toEqual(['dashboard', 'district', 'community', 'home', 'communication', 'management', 'settings']);
    const community = page.getByTestId('sidebar-menu').locator('[data-section=community]');
    await expect(community.getByTestId('bubble')).toHaveText('+99');

    await page.getByTestId('district-select').click();
    await page.getByRole('option', { name: 'Vila Aurora' }).click();
    await expect(page.getByTestId('district-name')).toHaveText('Vila Aurora');
    await expect(page).toHaveURL(/\/backend\/dashboard$/);
    await expect(page.getByTestId('toast').first()).toContainText('Vila Aurora');
    await expect(community.getByTestId('bubble')).not.toHaveText('+99');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('borgo.country')))!).currency_code).toBe('BRL');

    // Back to where the other tests expect the admin to be.
    await page.getByTestId('district-select').click();
    await page.getByRole('option', { name: 'Borgo Navigli' }).click();
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
    await expect(community.getByTestId('bubble')).toHaveText('+99');
  });

  test('manager sees only the sections of the content rights, no district selector', async ({ page, request }) => {
    await openAs(page, request, 'manager@borgo.test');
    const sections = await sidebarSections(page);
    expect(sections).toContain('community');
    expect(sections).not.toContain('settings');
    await expect(page.getByTestId('district-select')).toHaveCount(0);
    await expect(page.getByTestId('manual-download')).toHaveCount(0);
  });

  test('gate staff see only home, and the dashboard says they may not', async ({ page, request }) => {
    await openAs(page, request, 'gate@borgo.test');
    expect(await sidebarSections(page)).toEqual(['dashboard', 'home']);
    await expect(page.getByTestId('dashboard-message')).toHaveText('You do not have permission to access the dashboard');
  });

  test('401 for a refused section, 404 for an unknown path, login for a stranger', async ({ page, request }) => {
    await openAs(page, request, 'gate@borgo.test', '/backend/settings/cities');
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
    await expect(page.getByTestId('status-401').getByRole('img')).toBeVisible();
    await page.goto('/backend/no/such/page');
    await expect(page.getByTestId('status-404')).toContainText('Page not found');
    await page.goto('/somewhere/else');
    await expect(page.getByTestId('status-404')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/somewhere/else');
    await expect(page).toHaveURL(/\/$/);
  });

  test("a resource's bare name under /backend is the 404 page; its real route still opens", async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test');
    // The names whose route differs (resources/*/index.ts), and a path below a resource's own route.
    for (const path of [
      '/backend/visitors',
      '/backend/categories',
      '/backend/cities',
      '/backend/daily_help',
      '/backend/welcome_message',
      '/backend/tags/nonsense',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('status-404'), path).toContainText('Page not found');
    }
    for (const [path, heading] of [
      ['/backend/gate/visitors', 'Invitations'],
      ['/backend/category', 'Categories'],
      ['/backend/tags', 'Tags'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
      await expect(page.getByTestId('status-404')).toHaveCount(0);
    }
  });

  test('/login, / and /backend lead to the dashboard; /password to the profile', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test');
    for (const path of ['/login', '/', '/backend']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/backend\/dashboard$/);
    }
    await page.goto('/password');
    await expect(page).toHaveURL(/\/backend\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  });

  test('the user manual downloads as a PDF', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test');
    const download = page.waitForEvent('download');
    await page.getByTestId('manual-download').click();
    expect((await download).suggestedFilename()).toBe('PlanetAppUserManual.pdf');
  });
});

test.describe('sidebar layout', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('the menu takes the height above the user manual, which stays one row at the bottom', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test');
    const manual = (await page.getByTestId('manual-download').boundingBox())!;
    const menu = (await page.getByTestId('sidebar-menu').boundingBox())!;
    expect(manual.height).toBeLessThan(60);
    expect(manual.y + manual.height).toBeGreaterThan(900 - 4);
    // The admin's menu is longer than the room it has: it reaches down to the manual and scrolls.
    expect(menu.y + menu.height).toBeGreaterThan(manual.y - 60);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header hides scrolling down, returns scrolling up, and go-to-top appears', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test', '/backend/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const header = page.getByTestId('shell-header');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(page.getByTestId('go-top')).toBeVisible();
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.getByTestId('go-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * What a user whose system asks for less motion gets (src/theme.ts; the screen walk of
 * a11y-languages.spec.ts runs so), and that everyone else keeps the usual motion.
 */
for (const motion of ['reduce', 'no-preference'] as const) {
  test.describe(`motion: ${motion}`, () => {
    test.use({ reducedMotion: motion, viewport: { width: 1440, height: 900 } });
    test(motion === 'reduce' ? 'a menu opens at once, and a click makes no ripple' : 'a menu grows open, and a click ripples', async ({ page, request }) => {
      await openAs(page, request, 'admin@borgo.test');
      const moving = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      const atClick = await moving();
      const ripple = await page.getByTestId('user-menu').locator('.MuiTouchRipple-root').count();
      if (motion === 'reduce') {
        expect(atClick, 'nothing moving as the menu opens').toBe(0);
        expect(ripple).toBe(0);
      } else {
        expect(atClick, 'the menu growing, the ripple spreading').toBeGreaterThan(0);
        expect(ripple).toBe(1);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    });
  });
}

test("a returning user's shell puts back the styles its last visit made, and looks the same", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, 'admin@borgo.test', '/backend/tags');
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  const look = () =>
    page.evaluate(() => {
      const style = (el: Element | null) => (el ? getComputedStyle(el) : null);
      const header = style(document.querySelector('[data-testid="shell-header"]'));
      const create = style(document.querySelector('[data-testid="list-create"]'));
      return [header?.backgroundColor, header?.height, create?.backgroundColor, create?.borderRadius, create?.paddingLeft];
    });
  const first = await look();
  expect(await page.evaluate(() => document.querySelector('style[data-emotion^="css "]'))).toBeNull();

  // Leaving the page stores the rules; the next visit's shell adopts them and makes none of those again.
  await page.reload();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  const adopted = await page.evaluate(() => document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ').length ?? 0);
  expect(adopted).toBeGreaterThan(50);
  expect(await look()).toEqual(first);
});
