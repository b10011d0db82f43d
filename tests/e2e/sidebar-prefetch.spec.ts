import { expect, test } from '@playwright/test';
import { openAs } from './helpers';

/**
 * Issue 11, "prefetching a section's chunk and first page when its link is shown or hovered"
 * (layout/usePrefetchSection.ts, shell/routeChunks.ts): hovering a sidebar entry asks for the
 * list's first page and readies the list's code, all its modules at once; the rest of the
 * section's code (its form, its details) is only fetched into the cache, not compiled on the way
 * to the click.
 */
test('hovering a sidebar entry asks for its first page and readies its list code at once, and only that', async ({ page, request }) => {
  const fetched = new Set<string>();
  page.on('request', (r) => {
    if (['script', 'fetch', 'other'].includes(r.resourceType())) fetched.add(new URL(r.url()).pathname.replace(/^\//, ''));
  });
  await openAs(page, request, 'admin@borgo.test');
  const files = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="borgo-resource-chunks"]');
    return (JSON.parse(meta?.content ?? '{}') as Record<string, string[]>).community_activities ?? [];
  });
  expect(files.length).toBeGreaterThan(1);
  const readied = () =>
    page.evaluate(
      (own) => own.filter((f) => [...document.querySelectorAll<HTMLLinkElement>('head link[rel=modulepreload]')].some((l) => l.href.endsWith(`/${f}`))),
      files,
    );

  // Once the page is idle, all of the section's code is fetched into the cache (not run).
  await expect.poll(() => files.filter((f) => !fetched.has(f)), { timeout: 15_000 }).toEqual([]);

  const link = page.getByTestId('sidebar-menu').locator('a[href="/backend/community/activities"]');
  const firstPage = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v3/community_activities' && r.method() === 'GET');
  const listCode = page.waitForRequest((r) => /\/assets\/ActivityList-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await link.hover();
  const asked = new URL((await firstPage).url());
  expect(asked.searchParams.get('page')).toBe('1');
  expect(asked.searchParams.get('district_id')).toBe('1');
  await listCode;
  // The list's imports are modulepreloaded with it, not found one import level after another as
  // each runs: the shared list code among them, which the idle prefetch had fetched already (a
  // prefetch link naming it would have hidden it from Vite's preload helper).
  await expect.poll(async () => (await readied()).some((f) => /^assets\/ResourceList-[\w-]+\.js$/.test(f))).toBe(true);
  // The form's and the details' code is not compiled ahead.
  expect((await readied()).length).toBeLessThan(files.length);

  await link.click();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activities');
});

test('a list on routes of its own (the audit trail) has its first page asked for on hover too', async ({ page, request }) => {
  await openAs(page, request, 'admin@borgo.test');
  const link = page.getByTestId('sidebar-menu').locator('a[href="/backend/settings/audit"]');
  const firstPage = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v3/audit' && r.method() === 'GET');
  await link.hover();
  const asked = new URL((await firstPage).url());
  // The list's opening: newest first.
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({ page: '1', order_by: 'id', sort_by: 'desc', district_id: '1' });
  let again = false;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v3/audit') again = true;
  });
  await link.click();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  // The list read the page the hover asked for.
  expect(again).toBe(false);
});
