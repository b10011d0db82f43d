import { expect, test, type Page } from '@playwright/test';
import { openAs, storedSessionOf } from './helpers';
import { ADMIN, rows, search } from './resourceHelpers';
import { districtDay } from '../../server/db/seedDays';

/** Cedar Park Commons carries the demo's gate history (server/db/seedGate.ts): a visit a month, eight months back. */
async function inCedar(page: Page) {
  await page.getByTestId('district-select').click();
  await page.getByRole('option', { name: 'Cedar Park Commons' }).click();
  await expect(page.getByTestId('district-name')).toHaveText('Cedar Park Commons');
  await page.reload();
  await expect(page.getByTestId('district-name')).toHaveText('Cedar Park Commons');
}

/** The gate list's period from `days` ago (it opens on the last seven days), typed in the district's date order. */
async function gateSince(page: Page, days: number) {
  await page.goto('/backend/gate/visitors');
  await page.getByTestId('tab-all').click();
  // Cedar Park's days (America/Chicago), whatever the browser's zone; the district writes MM/DD/YYYY.
  const [ty, tm, td] = districtDay('America/Chicago').split('-');
  const [fy, fm, fd] = districtDay('America/Chicago', -days).split('-');
  const monthFirst = (await page.getByTestId('visitors-range-end').inputValue()) === `${tm}/${td}/${ty}`;
  const typed = monthFirst ? `${fm}${fd}${fy}` : `${fd}${fm}${fy}`;
  // The start's first section (day or month, as the district writes dates); typing fills them in order.
  await page.getByRole('group', { name: 'From', exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
  await expect(page.getByTestId('visitors-range-start')).not.toHaveValue(/^$/);
}

test('settings/privacy: a shorter retention, checked on its field, and "remove now" take the old visits of the gate away', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN);
  await inCedar(page);
  try {
    // The gate's past visits, before: eight, a month apart (fewer if an hourly round already took those past 180 days).
    await gateSince(page, 250);
    await page.getByTestId('list-search').fill('PAST3');
    await page.getByTestId('list-search').press('Enter');
    await expect(rows(page).first()).toContainText('PAST300');
    await expect(rows(page).filter({ hasNotText: 'PAST3' })).toHaveCount(0);
    const before = await rows(page).count();
    expect(before).toBeGreaterThanOrEqual(6);

    // From the sidebar: Settings → Privacy.
    const menu = page.getByTestId('sidebar-menu');
    const entry = menu.locator('[data-section="privacy_retention"]');
    if (!(await entry.isVisible())) await menu.locator('[data-section="settings"]').click();
    await entry.click();
    await expect(page).toHaveURL(/\/backend\/settings\/privacy$/);
    const gate = page.getByLabel('Gate visits, their guests, suspended passes');
    await expect(gate).toHaveValue('180');

    // Out of range: said on the field, and what was typed stays.
    await page.getByLabel('Export requests and their files').fill('30');
    await gate.fill('0');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('It must be at least 1')).toBeVisible();
    await expect(gate).toHaveValue('0');
    await expect(page.getByLabel('Export requests and their files')).toHaveValue('30');

    // 45 days: every visit but last month's is due, and the page says how many.
    await gate.fill('45');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Saved.')).toBeVisible();
    const visits = page.getByTestId('next-run-visits');
    // Every visit but last month's.
    const due = before - 1;
    await expect(visits).toContainText(String(due));

    // Remove now asks first, says what goes, then removes it.
    await page.getByTestId('retention-purge').click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText(`Visits removed: ${due}`);
    await ask.getByRole('button', { name: 'Remove now' }).click();
    await expect(page.getByText(new RegExp(`^Removed: ${due} visits with ${due} guests, 0 suspended passes`))).toBeVisible();
    await expect(page.getByTestId('next-run-nothing')).toBeVisible();
    await expect(page.getByTestId('retention-purge')).toHaveCount(0);

    // The gate keeps only last month's visit.
    await gateSince(page, 250);
    await search(page, 'PAST3', 1, true);
    await expect(rows(page).first()).toContainText('PAST3001');

    // The defaults back, for whoever comes next.
    await page.goto('/backend/settings/privacy');
    await gate.fill('180');
    await page.getByLabel('Export requests and their files').fill('90');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Saved.')).toBeVisible();
  } finally {
    // Back to the admin's usual district through the API: the page may be gone if the test failed.
    const { token } = JSON.parse(await storedSessionOf(request, ADMIN)) as { token: string };
    await request.post('/api/v3/auth/select-district', { headers: { Authorization: `Bearer ${token}` }, data: { selected_district: 1 } });
  }
});

test('the manager, without a privacy permission, has no privacy page', async ({ page, request }) => {
  await openAs(page, request, 'manager@borgo.test', '/backend/settings/privacy');
  await expect(page.getByText('401')).toBeVisible();
  await expect(page.locator('[data-section="privacy_retention"]')).toHaveCount(0);
  await expect(page.getByLabel('Gate visits, their guests, suspended passes')).toHaveCount(0);
});
