import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { drawPng, gradientIllustration } from '../../server/lib/png';
import { openAs, sidebarSections, storedSessionOf, withFlagOff } from './helpers';
import { dialog, rows, search } from './resourceHelpers';

/**
 * Issue 15, posts, as a user: create a post (every rule of the form said on its field first),
 * approve it, archive it from the list, write to its author; the route refused without the
 * rights or the Posts flag. Borgo Navigli is Italian: the form opens in IT.
 */
const ADMIN = 'admin@borgo.test';
const MANAGER = 'manager@borgo.test';
const OFFICE = 'office@borgo.test';
const RUN = Date.now().toString(36).slice(-5);
const cover = { name: 'bike.png', mimeType: 'image/png', buffer: gradientIllustration('#2F855A') };
/** Noise does not compress: 700x700 RGBA noise is about 2 MB as PNG, over the cover's 1 MB. */
function bigPicture() {
  const noise = randomBytes(700 * 700 * 3);
  const buffer = drawPng(700, 700, (x, y) => {
    const i = (y * 700 + x) * 3;
    return [noise[i], noise[i + 1], noise[i + 2], 255];
  });
  return { name: 'big.png', mimeType: 'image/png', buffer };
}

async function openPosts(page: Page) {
  const entry = page.getByTestId('sidebar-menu').locator('[data-section="posts"]');
  if (!(await entry.isVisible())) await page.getByTestId('sidebar-menu').locator('[data-section="community"]').click();
  // The bubble counts the 120 waiting posts of the demo: capped.
  await expect(entry).toContainText('+99');
  await entry.click();
  await expect(page).toHaveURL(/\/backend\/posts$/);
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
}

/** A field's message under it (the inputs' own error test ids). */
const error = (page: Page, source: string) => page.getByTestId(`error-${source}`);

test('create a post (its rules on their fields), approve it, archive it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, MANAGER);
  await openPosts(page);
  await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
  for (const tab of ['all', 'waiting', 'rejected', 'confirmed', 'archived']) await expect(page.getByTestId(`tab-${tab}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(20);

  await page.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/backend\/posts\/form$/);
  // A new post starts from the user: request, public, the user's e-mail shown.
  await expect(page.getByRole('radio', { name: 'Request' })).toBeChecked();
  await expect(page.getByTestId('input-contact_email')).toHaveValue('manager@borgo.test');

  // Every rule on its field: nothing typed, a link without its scheme, a phone shown but empty.
  await page.getByTestId('input-external_link').fill('www.example.org');
  await page.getByTestId('switch-display_telephone').click();
  await page.getByTestId('input-contact_telephone').fill('');
  await page.getByTestId('form-approved').click();
  await expect(error(page, 'title.it')).toHaveText('Cannot be empty in language IT');
  await expect(error(page, 'description.it')).toHaveText('Cannot be empty in language IT');
  await expect(error(page, 'image_path')).toHaveText('You must load an image');
  await expect(error(page, 'external_link')).toHaveText('Invalid URL: it must begin with http:// or https://');
  await expect(error(page, 'contact_telephone')).toHaveText('This field is required');
  await page.getByTestId('input-contact_telephone').fill('12');
  await page.getByTestId('form-approved').click();
  await expect(error(page, 'contact_telephone')).toHaveText('The contact phone must have at least 3 digits');
  // The e-mail cannot be hidden while the phone is hidden: one contact stays shown.
  await page.getByTestId('switch-display_telephone').click();
  await expect(page.getByTestId('switch-display_email').getByRole('switch')).toBeDisabled();
  await page.getByTestId('input-contact_email').fill('not-an-address');
  await page.getByTestId('form-approved').click();
  await expect(error(page, 'contact_email')).toHaveText('The e-mail address is not valid');
  // The title stops at 50 characters.
  await page.getByTestId('input-title.it').fill('x'.repeat(60));
  await expect(page.getByTestId('input-title.it')).toHaveValue('x'.repeat(50));

  // A cover over 1 MB is refused on its field, before any upload.
  await page.getByTestId('file-image_path').setInputFiles(bigPicture());
  await expect(error(page, 'image_path')).toHaveText('The file exceeds the maximum size');

  // Then a good one: offer, texts in Italian (the other languages filled from them), a cover; Waiting.
  const title = `Bici in prestito ${RUN}`;
  await page.getByRole('radio', { name: 'Offer' }).check();
  await page.getByTestId('input-title.it').fill(title);
  await page.getByTestId('input-description.it').fill('Una bici da città, per il fine settimana.');
  await page.getByTestId('input-external_link').fill('https://example.org/bici');
  await page.getByTestId('input-contact_email').fill('marco@example.org');
  await page.getByTestId('file-image_path').setInputFiles(cover);
  await page.getByTestId('crop-confirm').click();
  await expect(page.getByTestId('image-image_path').locator('img')).toBeVisible();
  // A linked content: its kind loads the valid ones to pick from.
  await page.getByRole('combobox', { name: 'Linked content' }).click();
  await page.getByRole('option', { name: 'District news' }).click();
  await page.getByRole('combobox', { name: 'Content to link' }).click();
  // (The first option is the empty one.)
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await page.getByRole('option').nth(1).click();
  await page.getByTestId('form-waiting').click();

  await expect(page).toHaveURL(/\/backend\/posts$/);
  await page.getByTestId('tab-waiting').click();
  const row = rows(page).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('post-badge')).toHaveText('Pending');
  await expect(row).toContainText('Offer');
  await expect(row).toContainText('Marco Bianchi');
  // Saved with the Italian texts in every language (blank ones filled on submit), and the content linked.
  const { token, district } = JSON.parse(await storedSessionOf(request, MANAGER)) as { token: string; district: { id: number } };
  const found = await request.get(`/api/v3/posts?district_id=${district.id}&query=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const saved = (
    (await found.json()) as { data: { data: { translations: { locale: string; title: string }[]; linked_content_type: string; linked_content_id: number }[] } }
  ).data.data[0];
  expect(saved.translations.map((x) => [x.locale, x.title])).toEqual(['en', 'es', 'it', 'pt'].map((l) => [l, title]));
  expect(saved.linked_content_type).toBe('NoticesDetail');
  expect(saved.linked_content_id).toBeGreaterThan(0);

  // Approved: it moves to the confirmed tab.
  await row.getByTestId('row-edit').click();
  await expect(page).toHaveURL(/\/backend\/posts\/form$/);
  await expect(page.getByTestId('input-title.it')).toHaveValue(title);
  await page.getByTestId('form-approved').click();
  await expect(page).toHaveURL(/\/backend\/posts$/);
  await page.getByTestId('tab-confirmed').click();
  await search(page, title, 1, true);
  await expect(rows(page).first().getByTestId('post-badge')).toHaveText('Approved');

  // Archive from the list, after the question; no archive button on an archived post.
  await rows(page).first().getByTestId('row-archive').click();
  await expect(dialog(page)).toContainText('Archive this post?');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Post archived.' })).toBeVisible();
  await page.getByTestId('tab-archived').click();
  await search(page, title, 1, true);
  await expect(rows(page).first().getByTestId('post-badge')).toHaveText('Revoked');
  await expect(rows(page).first().getByTestId('row-archive')).toHaveCount(0);
});

test('write to the author of a post: the message is required, then sent by mail', async ({ page, request }) => {
  await openAs(page, request, MANAGER);
  await openPosts(page);
  await page.getByTestId('tab-confirmed').click();
  await rows(page).first().getByTestId('row-edit').click();
  await page.getByTestId('form-message').click();
  await page.getByTestId('post-message-send').click();
  await expect(dialog(page)).toContainText('This field is required');
  await page.getByTestId('post-message').fill('Could you add a photo?');
  await page.getByTestId('post-message-send').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Message sent.' })).toBeVisible();
});

test('a new post discarded goes back to the list without a question; Create notification opens the composer about a post', async ({ page, request }) => {
  await openAs(page, request, ADMIN);
  await openPosts(page);
  await page.getByTestId('list-create').click();
  await page.getByTestId('input-title.it').fill('Da scartare');
  await page.getByTestId('form-discard').click();
  await expect(page).toHaveURL(/\/backend\/posts$/);
  await expect(dialog(page)).toHaveCount(0);

  await page.getByTestId('tab-confirmed').click();
  const row = rows(page).first();
  await row.getByTestId('row-edit').click();
  await expect(page.getByTestId('input-title.it')).not.toHaveValue('');
  const title = await page.getByTestId('input-title.it').inputValue();
  await page.getByTestId('form-notify').click();
  await expect(dialog(page)).toContainText('Save the post and write a notification about it?');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/backend\/notifications\/sendNotification$/);
  await expect(page.getByTestId('input-title.it')).toHaveValue(title);
  // Cancel goes back where the post form would have: the posts list.
  await page.getByTestId('form-cancel').click();
  await expect(page).toHaveURL(/\/backend\/posts$/);
});

test('the form opens at /backend/posts/form/:TargetId too', async ({ page, request }) => {
  const { token, district } = JSON.parse(await storedSessionOf(request, MANAGER)) as { token: string; district: { id: number } };
  const res = await request.get(`/api/v3/posts?district_id=${district.id}&status=confirmed`, { headers: { Authorization: `Bearer ${token}` } });
  const post = ((await res.json()) as { data: { data: { id: number; translations: { locale: string; title: string }[] }[] } }).data.data[0];
  await openAs(page, request, MANAGER, `/backend/posts/form/${post.id}`);
  await expect(page.getByTestId('input-title.it')).toHaveValue(post.translations.find((t) => t.locale === 'it')!.title);
  await expect(page.getByTestId('form-archive')).toBeVisible();
});

test('the export button asks for a period and the posts export comes as a file', async ({ page, request }) => {
  await openAs(page, request, MANAGER);
  await openPosts(page);
  await page.getByTestId('posts-export').click();
  const asking = page.getByTestId('export-dialog');
  await expect(asking.getByTestId('export-start')).toBeVisible();
  await asking.getByRole('button', { name: 'Request the export' }).click();
  await expect(dialog(page)).toContainText('The export was requested. You will be notified when the file is ready.');
  await dialog(page).getByRole('button').last().click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Export download ready' })).toBeVisible();
});

test('a post that comes and goes in another district moves its sidebar bubble live', async ({ page, request }) => {
  const { token } = JSON.parse(await storedSessionOf(request, ADMIN)) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  await openAs(page, request, ADMIN);
  await page.getByTestId('district-select').click();
  await page.getByRole('option', { name: 'Cedar Park Commons' }).click();
  await expect(page.getByTestId('district-name')).toHaveText('Cedar Park Commons');
  // Opened afresh in Cedar Park Commons: live messages are paused while a district switch settles.
  await page.reload();
  await expect(page.getByTestId('district-name')).toHaveText('Cedar Park Commons');
  try {
    const cedar = 3;
    const entry = page.getByTestId('sidebar-menu').locator('[data-section="posts"]');
    if (!(await entry.isVisible())) await page.getByTestId('sidebar-menu').locator('[data-section="community"]').click();
    const bubble = entry.getByTestId('bubble');
    await expect(bubble).toBeVisible();
    const before = Number(await bubble.innerText());
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'on');
    // A resident's post arriving (here through the API, as another session): the bubble counts it, without a reload.
    const upload = await request.post(`/api/v3/uploads?district_id=${cedar}&purpose=posts.image_path`, {
      headers,
      multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: cover.buffer } },
    });
    const body = {
      district_id: cedar,
      translations: [{ locale: 'en', title: `Live post ${RUN}`, description: 'Counted at once' }],
      contact_email: 'admin@borgo.test',
      image_path: ((await upload.json()) as { data: { name: string } }).data.name,
    };
    const made = await request.post('/api/v3/posts', { headers, data: body });
    expect(made.status()).toBe(201);
    await expect(bubble).toHaveText(String(before + 1));
    const id = ((await made.json()) as { data: { id: number } }).data.id;
    expect((await request.post(`/api/v3/posts/${id}/archive`, { headers, data: { district_id: cedar } })).status()).toBe(200);
    await expect(bubble).toHaveText(String(before));
  } finally {
    await page.getByTestId('district-select').click();
    await page.getByRole('option', { name: 'Borgo Navigli' }).click();
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
  }
});

test.describe('access', () => {
  test('without the posts rights: no Posts in the sidebar, the 401 page, the API refuses', async ({ page, request }) => {
    await openAs(page, request, OFFICE);
    expect(await sidebarSections(page)).not.toContain('posts');
    await page.goto('/backend/posts');
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
    await page.goto('/backend/posts/form');
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
    const { token, district } = JSON.parse(await storedSessionOf(request, OFFICE)) as { token: string; district: { id: number } };
    const res = await request.get(`/api/v3/posts?district_id=${district.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });

  test('with the Posts flag off: no Posts in the sidebar and the 401 page', async ({ page, request }) => {
    // No API switches a district's flags: the district's answers are given as they would be with Posts off.
    await withFlagOff(page, ['Posts'], 'posts');
    await openAs(page, request, MANAGER);
    expect(await sidebarSections(page)).not.toContain('posts');
    await page.goto('/backend/posts');
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
  });
});
