import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAs, sidebarSections, storedSessionOf } from './helpers';
import { tokenOf } from './gateApi';
import { dialog, rows } from './resourceHelpers';

/**
 * Issue 15, community content as the staff of Borgo Navigli work it: a resident's item arrives
 * waiting (the sidebar bubble counts it, live), is approved from the list, or rejected with a
 * reason from its details; the concierge's contact details; who may not see the section.
 */
const MANAGER = 'manager@borgo.test';
const OFFICE = 'office@borgo.test';
const RUN = Date.now().toString(36).slice(-5);

/** What resident1.1's app sends: an item of the community, waiting for approval. */
async function residentSends(request: APIRequestContext, entity: string, title: string) {
  const token = await tokenOf(request, 'resident1.1@borgo.test');
  const res = await request.post(`/api/v3/resident/${entity}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { district_id: 1, translations: [{ locale: 'it', title, description: 'Scritto da un residente.' }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The bubble of a community section in the sidebar: its number, 0 when it shows none. */
async function bubbleOf(page: Page, section: string): Promise<number> {
  const bubble = page.getByTestId('sidebar-menu').locator(`[data-section="${section}"]`).getByTestId('bubble');
  if ((await bubble.count()) === 0) return 0;
  return Number((await bubble.textContent())!.replace('+', ''));
}

async function openSection(page: Page, section: string) {
  const entry = page.getByTestId('sidebar-menu').locator(`[data-section="${section}"]`);
  if (!(await entry.isVisible())) await page.getByTestId('sidebar-menu').locator('[data-section="community"]').click();
  await entry.click();
}

test('a resident’s group waits: the bubble counts it live, and approving it from the list takes it away', async ({ page, request }) => {
  await openAs(page, request, MANAGER);
  await openSection(page, 'community_groups');
  await expect(page).toHaveURL(/\/backend\/community\/groups$/);
  await expect(rows(page).first()).toBeVisible();
  const before = await bubbleOf(page, 'community_groups');

  const title = `Gruppo di lettura ${RUN}`;
  await residentSends(request, 'community_groups', title);
  // No reload: the list and the bubble follow the resident's write.
  await expect.poll(() => bubbleOf(page, 'community_groups')).toBe(before + 1);
  const row = rows(page).filter({ hasText: title });
  await expect(row.getByTestId('approval-status')).toHaveText('Waiting');

  await row.getByTestId('row-approve').click();
  await expect(dialog(page)).toContainText('Approve this item?');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('approval-status')).toHaveText('Approved');
  await expect(row.getByTestId('row-approve')).toHaveCount(0);
  await expect.poll(() => bubbleOf(page, 'community_groups')).toBe(before);
  // Approving did not open the item: the list is still there.
  await expect(page).toHaveURL(/\/backend\/community\/groups$/);
});

test('rejecting needs a reason; the item then shows it, on the Rejected tab', async ({ page, request }) => {
  const title = `Vendo divano ${RUN}`;
  await residentSends(request, 'community_feed', title);
  await openAs(page, request, MANAGER, '/backend/community/feed');
  await page.getByTestId('tab-waiting').click();
  await rows(page).filter({ hasText: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByTestId('content-reject').click();
  await page.getByTestId('reject-confirm').click();
  await expect(dialog(page)).toContainText('This field is required');
  await page.getByTestId('rejection-reason').fill('Le vendite vanno nelle Promozioni.');
  await page.getByTestId('reject-confirm').click();
  await expect(page.getByTestId('approval-status')).toHaveText('Rejected');
  await expect(page.getByTestId('rejection-reason-shown')).toContainText('Le vendite vanno nelle Promozioni.');
  await expect(page.getByTestId('content-reject')).toHaveCount(0);
  await expect(page.getByTestId('content-approve')).toBeVisible();

  await page.goto('/backend/community/feed');
  await page.getByTestId('tab-rejected').click();
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
});

test('the concierge’s contact details: the phone rule on its field, then saved and kept', async ({ page, request }) => {
  await openAs(page, request, MANAGER, '/backend/community/concierge');
  await page.getByTestId('concierge-contact-open').click();
  await expect(page).toHaveURL(/\/backend\/community\/concierge\/contact_details_form$/);
  const phone = page.locator('input[name=phone]');
  await expect(phone).not.toHaveValue('');
  await phone.fill('12');
  await page.locator('input[name=whatsapp_link]').fill('wa.me/39');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The contact phone must have at least 3 digits')).toBeVisible();
  await expect(page.getByText(/must begin with http/i)).toBeVisible();
  await phone.fill('+3902000');
  await page.locator('input[name=whatsapp_link]').fill(`https://wa.me/3902000${RUN.length}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.locator('input[name=phone]')).toHaveValue('+3902000');
});

test('without the community rights: no community sections, the 401 page, the API refuses', async ({ page, request }) => {
  await openAs(page, request, OFFICE);
  expect(await sidebarSections(page)).not.toContain('community');
  await page.goto('/backend/community/news');
  await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
  const { token } = JSON.parse(await storedSessionOf(request, OFFICE)) as { token: string };
  const res = await request.post('/api/v3/community_news/1/approve', { headers: { Authorization: `Bearer ${token}` }, data: { district_id: 1 } });
  expect(res.status()).toBe(403);
});
