import { expect, test, type Page } from '@playwright/test';
import { holdShellChunk, loginWithForm, storedSessionOf } from './helpers';

async function returningAdmin(page: Page, request: Parameters<typeof storedSessionOf>[0]) {
  const stored = await storedSessionOf(request, 'admin@borgo.test');
  await page.goto('/visitors/invitation');
  await page.evaluate((s) => localStorage.setItem('borgo.session', s), stored);
}

test.describe("the shell's wait screen", () => {
  test('shows the stored district, the user and the greeting while the shell loads; the dashboard keeps the greeting', async ({ page, request }) => {
    await returningAdmin(page, request);
    const release = await holdShellChunk(page);
    await page.goto('/backend/dashboard');

    const wait = page.getByTestId('shell-skeleton');
    await expect(wait).toBeVisible();
    await expect(wait.getByRole('heading', { level: 1 })).toHaveText('Hello, Ada');
    await expect(wait).toContainText('What is happening in Borgo Navigli');
    await expect(wait).toContainText('Ada Rossi');
    await expect(wait.getByRole('status')).toHaveText('Wait a moment...');
    // Nothing on it pretends to work before the shell is there.
    await expect(wait.getByRole('button')).toHaveCount(0);
    await expect(wait.getByRole('link')).toHaveCount(0);

    release();
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
    await expect(wait).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ada');
    await expect(page.getByTestId('dashboard-waiting_approval')).toContainText(/\d+/);
  });

  test('on another page it shows the frame and the wait message, without the greeting', async ({ page, request }) => {
    await returningAdmin(page, request);
    const release = await holdShellChunk(page);
    await page.goto('/backend/profile');

    const wait = page.getByTestId('shell-skeleton');
    await expect(wait.getByRole('status')).toHaveText('Wait a moment...');
    await expect(wait).toContainText('Borgo Navigli');
    await expect(wait.getByRole('heading')).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  });

  test("on an entity's screen it shows that screen's heading, in its place, and the screen keeps it there", async ({ page, request }) => {
    await returningAdmin(page, request);
    const release = await holdShellChunk(page);
    await page.goto('/backend/gate/visitors');

    const wait = page.getByTestId('shell-skeleton');
    await expect(wait.getByRole('heading', { level: 1 })).toHaveText('Invitations');
    await expect(wait.getByRole('status')).toHaveText('Wait a moment...');
    await expect(wait.getByRole('button')).toHaveCount(0);
    const before = await wait.getByRole('heading', { level: 1 }).boundingBox();

    release();
    await expect(page.getByTestId('resource-list')).toBeVisible();
    const after = await page.getByRole('heading', { name: 'Invitations', level: 1 }).boundingBox();
    expect([after?.x, after?.y, after?.height]).toEqual([before?.x, before?.y, before?.height]);
  });

  test("on a phone a list's heading wraps beside the Create button's room, and its tabs keep the scroll buttons' room", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await returningAdmin(page, request);
    const release = await holdShellChunk(page);
    await page.goto('/backend/tools_reservations');

    const wait = page.getByTestId('shell-skeleton');
    const heading = wait.getByRole('heading', { level: 1, name: 'Tool reservations' });
    await expect(heading).toBeVisible();
    await expect(wait.getByTestId('early-row').first()).toBeVisible();
    // The button's room only: nothing to press, nothing to read.
    await expect(wait.getByRole('button')).toHaveCount(0);
    await expect(wait.getByText('Create')).toBeHidden();
    const before = await heading.boundingBox();
    // Two lines beside the room, as beside the button.
    expect(before!.height).toBeGreaterThan(50);
    const firstTab = wait.getByTestId('early-tabs').getByText('All', { exact: true });
    const tabBefore = await firstTab.boundingBox();

    release();
    await expect(page.getByTestId('list-create')).toBeVisible();
    const after = await page.getByRole('heading', { name: 'Tool reservations', level: 1 }).boundingBox();
    expect([after?.x, after?.y, after?.width, after?.height]).toEqual([before?.x, before?.y, before?.width, before?.height]);
    const tabAfter = await page.getByTestId('tab-all').boundingBox();
    expect(Math.abs(tabAfter!.x - tabBefore!.x)).toBeLessThan(2);
  });

  test("on an entity's create form it shows the form's heading, and the form keeps it there", async ({ page, request }) => {
    await returningAdmin(page, request);
    const release = await holdShellChunk(page);
    await page.goto('/backend/tags/form');

    const wait = page.getByTestId('shell-skeleton');
    await expect(wait.getByRole('heading', { level: 1 })).toHaveText('New Tag');
    const before = await wait.getByRole('heading', { level: 1 }).boundingBox();

    release();
    await expect(page.getByTestId('form-save')).toBeVisible();
    const after = await page.getByRole('heading', { name: 'New Tag', level: 1 }).boundingBox();
    expect([after?.x, after?.y, after?.height]).toEqual([before?.x, before?.y, before?.height]);
  });

  test('on an edit form (a record in the navigation state) it names no record it has not read', async ({ page, request }) => {
    await returningAdmin(page, request);
    await page.goto('/backend/tags');
    await page.getByTestId('list-row').first().click();
    await page.getByTestId('details-edit').click();
    await expect(page).toHaveURL(/\/backend\/tags\/form$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Edit ./);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const release = await holdShellChunk(page);
    await page.reload();
    const wait = page.getByTestId('shell-skeleton');
    await expect(wait.getByRole('status')).toBeVisible();
    await expect(wait.getByRole('heading')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test("the shell's pages preload what the wait screen's first render reads; the login and a guest's page do not", async ({ page, request }) => {
    // The contracts (the heading, the early rows' columns) and the access rule (the Create button's
    // room); the catalogue of the browser's language on every page, and its entities' labels.
    const preloaded = page.locator('head link[rel=modulepreload]').filter({
      has: page.locator('xpath=self::*[contains(@href, "/assets/contracts-") or contains(@href, "/assets/access-")]'),
    });
    const labels = page.locator('head link[rel=modulepreload][href*="/assets/entityLabels-"]');
    const catalogue = page.locator('head link[rel=modulepreload][href^="/assets/en-"]');
    await page.goto('/');
    await expect(page.locator('input[name=email]')).toBeVisible();
    await expect(preloaded).toHaveCount(0);
    await expect(labels).toHaveCount(0);
    await expect(catalogue).toHaveCount(1);
    await page.goto('/visitors/invitation/DEMO1001');
    await expect(preloaded).toHaveCount(0);
    await expect(labels).toHaveCount(0);
    await returningAdmin(page, request);
    await page.goto('/backend/tags');
    await expect(preloaded).toHaveCount(2);
    await expect(catalogue).toHaveCount(1);
    await expect(labels).toHaveCount(1);
    await expect(labels).toHaveAttribute('href', /^\/assets\/entityLabels-en-[\w-]+\.js$/);
    await expect(page.getByTestId('list-row').first()).toBeVisible();
  });

  test("the wait screen needs the entities' labels in one file of its language, not one file per entity", async ({ page, request }) => {
    await returningAdmin(page, request);
    const scripts: { url: string }[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push({ url: new URL(r.url()).pathname });
    });
    const release = await holdShellChunk(page);
    await page.goto('/backend/tags');
    await expect(page.getByTestId('shell-skeleton').getByRole('heading', { level: 1 })).toHaveText('Tags');
    const labels = scripts.filter((s) => s.url.startsWith('/assets/entityLabels-'));
    expect(labels).toHaveLength(1);
    // English only: the other languages' labels are not sent (src/i18n/labelsByLocale.ts).
    expect(labels[0].url).toMatch(/^\/assets\/entityLabels-en-[\w-]+\.js$/);
    // Entities' labels used to come one file per entity (resources/<name>/i18n.ts), after the catalogue.
    expect(scripts.filter((s) => /\/assets\/i18n-[^/]+\.js$/.test(s.url))).toEqual([]);
    release();
    await expect(page.getByTestId('list-row').first()).toBeVisible();
  });

  test("the login page loads no entity's labels; once logged in, the shell names the entities with them", async ({ page }) => {
    const labels: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/entityLabels-')) labels.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('input[name=email]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(labels).toEqual([]);
    await loginWithForm(page, 'admin@borgo.test');
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
    expect(labels).toHaveLength(1);
    // The audit trail's name is one of those labels (resources/audit/i18n.ts).
    await page.goto('/backend/settings/audit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit trail');
  });

  test('in Italian, like the rest of the console', async ({ browser, request }) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await returningAdmin(page, request);
    const labels: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/entityLabels-')) labels.push(path);
    });
    const release = await holdShellChunk(page);
    await page.goto('/backend/dashboard');
    const wait = page.getByTestId('shell-skeleton');
    await expect(wait.getByRole('heading', { level: 1 })).toHaveText('Ciao, Ada');
    await expect(wait).toContainText('Cosa succede a Borgo Navigli');
    await expect(wait.getByRole('status')).toHaveText('Attendi un momento...');
    release();
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
    // The entities' labels in Italian alone, preloaded by the page (the browser asks for Italian).
    expect(labels).toEqual([expect.stringMatching(/^\/assets\/entityLabels-it-[\w-]+\.js$/)]);
    await expect(page.locator('head link[rel=modulepreload][href*="/assets/entityLabels-it-"]')).toHaveCount(1);
    await context.close();
  });
});
