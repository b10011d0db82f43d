import { expect, test } from '@playwright/test';
import { openAs } from './helpers';

/**
 * Issue 11, "prefetching a section's chunk and first page when its link is shown or hovered"
 * (layout/usePrefetchSection.ts): hovering a sidebar entry asks for the list's first page and
 * readies the list's code; the rest of the section's code (its form, its details) is only fetched
 * into the cache, not compiled on the way to the click.
 */
test('hovering a sidebar entry asks for its first page and readies only its list code', async ({ page, request }) => {
  await openAs(page, request, 'admin@borgo.test');
  const files = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="borgo-resource-chunks"]');
    return (JSON.parse(meta?.content ?? '{}') as Record<string, string[]>).community_activities ?? [];
  });
  expect(files.length).toBeGreaterThan(1);
  const readied = () =>
    page.evaluate(
      (own) => [...document.querySelectorAll<HTMLLinkElement>('head link[rel=modulepreload]')].filter((l) => own.some((f) => l.href.endsWith(`/${f}`))).length,
      files,
    );

  const link = page.getByTestId('sidebar-menu').locator('a[href="/backend/community/activities"]');
  const firstPage = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v3/community_activities' && r.method() === 'GET');
  const listCode = page.waitForRequest((r) => /\/assets\/ActivityList-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await link.hover();
  const asked = new URL((await firstPage).url());
  expect(asked.searchParams.get('page')).toBe('1');
  expect(asked.searchParams.get('district_id')).toBe('1');
  // The list's module is loaded; the form's and the details' code is not compiled ahead (before,
  // every file of the section was modulepreloaded on hover).
  await listCode;
  expect(await readied()).toBeLessThan(files.length);
  // All of the section's code is in the cache for later (fetched, not run).
  await expect
    .poll(() =>
      page.evaluate(
        (own) => own.filter((f) => document.querySelector(`head link[rel=prefetch][href$="/${f}"], head link[rel=modulepreload][href$="/${f}"]`)).length,
        files,
      ),
    )
    .toBe(files.length);

  await link.click();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activities');
});
