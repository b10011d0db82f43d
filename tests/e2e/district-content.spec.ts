import { expect, test, type Locator, type Page } from '@playwright/test';
import { gradientIllustration } from '../../server/lib/png';
import { openAs, sidebarSections, storedSessionOf, withFlagOff } from './helpers';
import { ADMIN, confirmDelete, dialog, rows, search } from './resourceHelpers';

/**
 * Issue 14, the district content screens, as a user: news from draft to published and shared to
 * another district, "save and notify" into the composer, the content form's validation messages
 * on their fields, a podcast's episodes, a live camera that cannot be checked, and who may not
 * see them. Borgo Navigli is Italian (the form opens in IT) and dates are DD/MM/YYYY.
 */
const MANAGER = 'manager@borgo.test';
const OFFICE = 'office@borgo.test';
/** A suffix that keeps this run's items apart from earlier ones on a reused server. */
const RUN = Date.now().toString(36).slice(-5);
/** For the messages checked softly once the form has shown its first ones: they are there by then. */
const SHORT = { timeout: 2_000 };
const cover = { name: 'cover.png', mimeType: 'image/png', buffer: gradientIllustration('#2B6CB0') };

/** Today in Borgo Navigli's calendar and format (Europe/Rome, DD/MM/YYYY). */
const todayInMilan = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

/** Opens a section of the District group from the sidebar (the group opens first when closed). */
async function fromSidebar(page: Page, section: string) {
  const entry = page.getByTestId('sidebar-menu').locator(`[data-section="${section}"]`);
  if (!(await entry.isVisible())) await page.getByTestId('sidebar-menu').locator('[data-section="district"]').click();
  await entry.click();
}

/** Picks the cover and crops it as offered; the crop dialog is gone before anything else is clicked. */
async function pickCover(page: Page, field = 'cover') {
  await page.getByTestId(`file-${field}`).setInputFiles(cover);
  await page.getByTestId('crop-confirm').click();
  await expect(page.getByTestId(`image-${field}`).locator('img')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
}

/** The helper text under a date field (MUI X's field has no error test id of its own). */
function dateHelper(page: Page, label: string): Locator {
  return page
    .locator('.MuiFormControl-root')
    .filter({ has: page.getByRole('group', { name: label, exact: true }) })
    .locator('.MuiFormHelperText-root');
}

/**
 * Picks a day in a date field's calendar, `months` from this month, with the calendar's keys (Page
 * Up/Down a month, arrows a day, Enter): the calendar opens with its focused day, which is read
 * from the page, so the keys go from wherever it opened.
 */
async function pickDay(page: Page, label: string, months: number, day: number) {
  const field = page.locator('.MuiFormControl-root').filter({ has: page.getByRole('group', { name: label, exact: true }) });
  await field.getByRole('button', { name: 'Choose date' }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  const focused = calendar.locator('[role=gridcell]:focus');
  await expect(focused).toHaveCount(1);
  const target = await page.evaluate(
    ([m, d]) => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth() + m, d).getTime();
    },
    [months, day],
  );
  const at = async () => Number(await focused.getAttribute('data-timestamp'));
  const monthOf = (t: number) => new Date(t).getFullYear() * 12 + new Date(t).getMonth();
  for (let diff = monthOf(target) - monthOf(await at()); diff !== 0; diff += diff > 0 ? -1 : 1) {
    const before = await at();
    await page.keyboard.press(diff > 0 ? 'PageDown' : 'PageUp');
    await expect.poll(at).not.toBe(before);
  }
  const days = Math.round((target - (await at())) / 86_400_000);
  for (let i = 0; i < Math.abs(days); i++) await page.keyboard.press(days > 0 ? 'ArrowRight' : 'ArrowLeft');
  await expect.poll(at).toBe(target);
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
}

test('news: a draft with a cropped cover, published from its details, shared to Vila Aurora where it is a draft', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN);
  await fromSidebar(page, 'district_news');
  await expect(page).toHaveURL(/\/backend\/district\/news$/);
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(rows(page)).not.toHaveCount(0);

  const title = `Giardino condiviso e2e ${RUN}`;
  await page.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/backend\/district\/news\/form$/);
  await page.getByTestId('input-title.it').fill(title);
  await page.getByTestId('input-description.it').fill('Sabato si piantano le aiuole del cortile.');
  await pickCover(page);
  await page.getByTestId('form-draft').click();

  // Back on the list: under Drafts, with its Draft chip.
  await expect(page).toHaveURL(/\/backend\/district\/news$/);
  await page.getByTestId('tab-draft').click();
  await expect(page.getByTestId('tab-draft')).toHaveAttribute('aria-selected', 'true');
  const row = rows(page).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('content-status')).toHaveText('Draft');
  await expect(row.locator('img')).toBeVisible();

  // Its details, then Edit, then Publish: back on the details, published today.
  await row.click();
  await expect(page).toHaveURL(/\/backend\/district\/news\/details$/);
  await expect(page.getByTestId('details')).toContainText(title);
  await expect(page.getByTestId('content-cover')).toBeVisible();
  await page.getByTestId('details-edit').click();
  await expect(page.getByTestId('input-title.it')).toHaveValue(title);
  await page.getByTestId('form-publish').click();
  await expect(page).toHaveURL(/\/backend\/district\/news\/details$/);
  await expect(page.getByTestId('content-status')).toHaveText('Published');
  await expect(page.getByTestId('details')).toContainText(todayInMilan());

  // Share: a district must be chosen first; then it is sent.
  await page.getByTestId('content-share').click();
  const share = page.getByTestId('share-dialog');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share).toContainText('You must select an option');
  await share.getByRole('combobox').click();
  await expect(page.getByRole('option')).toHaveText(['Cedar Park Commons', 'Vila Aurora']);
  await page.getByRole('option', { name: 'Vila Aurora' }).click();
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(dialog(page)).toContainText('The content was shared. It arrives in the other district as a draft.');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // In Vila Aurora (the district selector), it is a draft of the news there.
  await page.getByTestId('district-select').click();
  await page.getByRole('option', { name: 'Vila Aurora' }).click();
  await expect(page.getByTestId('district-name')).toHaveText('Vila Aurora');
  try {
    await fromSidebar(page, 'district_news');
    await expect(page).toHaveURL(/\/backend\/district\/news$/);
    await page.getByTestId('tab-draft').click();
    await search(page, title, 1, true);
    await expect(rows(page).first().getByTestId('content-status')).toHaveText('Draft');
  } finally {
    // Back to where the other tests expect the administrator to be.
    await page.getByTestId('district-select').click();
    await page.getByRole('option', { name: 'Borgo Navigli' }).click();
    await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
  }
});

test('news: "save and notify" asks, saves, and opens the composer with the title; its Cancel goes back', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN);
  await fromSidebar(page, 'district_news');
  // The list names it in the reader's language (English); the form opens in the district's (Italian).
  const row = rows(page).filter({ hasText: 'Recycling: new collection days' });
  await row.getByTestId('row-edit').click();
  await expect(page).toHaveURL(/\/backend\/district\/news\/form$/);
  const title = `Raccolta differenziata: nuovi giorni ${RUN}`;
  await page.getByTestId('input-title.it').fill(title);

  // Asked first: cancelling stays on the form with the text as typed.
  await page.getByTestId('form-notify').click();
  await expect(dialog(page)).toContainText('The item will be saved as published, then you will write the notification about it.');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/backend\/district\/news\/form$/);
  await expect(page.getByTestId('input-title.it')).toHaveValue(title);

  await page.getByTestId('form-notify').click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/backend\/notifications\/sendNotification$/);
  await expect(page.getByTestId('input-title.it')).toHaveValue(title);
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('input-title.en')).toHaveValue('Recycling: new collection days');

  // Cancel goes back where the form would have: the news list, where the item is published.
  await page.getByTestId('form-cancel').click();
  await expect(page).toHaveURL(/\/backend\/district\/news$/);
  const saved = rows(page).filter({ hasText: 'Recycling: new collection days' });
  await expect(saved.getByTestId('content-status')).toHaveText('Published');
});

test('content form: each validation message on its field, nothing typed lost', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN);

  // News: empty title and message in the form's language (IT), and no cover.
  await fromSidebar(page, 'district_news');
  await page.getByTestId('list-create').click();
  await page.getByTestId('input-source').fill('Ufficio tecnico');
  await page.getByTestId('form-publish').click();
  await expect(page.getByTestId('error-title.it')).toHaveText('Cannot be empty in language IT');
  await expect(page.getByTestId('error-description.it')).toHaveText('Cannot be empty in language IT');
  await expect(page.getByTestId('error-cover')).toHaveText('You must load an image');
  await expect(page).toHaveURL(/\/backend\/district\/news\/form$/);
  await expect(page.getByTestId('input-source')).toHaveValue('Ufficio tecnico');
  // Filled, the title's message goes; the message's stays, on the language being written (IT).
  await page.getByTestId('input-title.it').fill('Titolo e2e');
  await page.getByTestId('form-publish').click();
  await expect(page.getByTestId('error-title.it')).toHaveCount(0);
  await expect(page.getByTestId('error-cover')).toHaveText('You must load an image');
  await expect.soft(page.getByTestId('error-description.it'), 'the message is empty in IT').toHaveText('Cannot be empty in language IT', SHORT);
  await expect.soft(page.getByTestId('error-title.en'), 'no message on the English title, left for IT to fill').toHaveCount(0, SHORT);
  await expect(page.getByTestId('input-title.it')).toHaveValue('Titolo e2e');

  // Cancel with changes typed asks first.
  await page.getByTestId('form-cancel').click();
  await expect(dialog(page)).toContainText('Cancel current task? The changes you made will be lost.');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/backend\/district\/news$/);

  // A promotion: dates in the calendar, a link without http(s), another place with no name or address.
  await fromSidebar(page, 'district_promotions');
  await expect(page).toHaveURL(/\/backend\/district\/promotions$/);
  // The news list stays until the promotions' has come: its Create is not this one.
  await expect(page.locator('[data-testid=resource-list][data-resource=district_promotions]')).toBeVisible();
  await page.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/backend\/district\/promotions\/form$/);
  await pickDay(page, 'Valid from', -1, 10);
  await pickDay(page, 'Valid until', 1, 10);
  const promo = `Sconto bici e2e ${RUN}`;
  await page.getByTestId('input-title.it').fill(promo);
  await page.getByTestId('input-description.it').fill('Il 15% sulla revisione completa.');
  await page.getByTestId('input-external_link').fill('www.ciclofficina.example');
  await page.getByRole('radio', { name: 'Another place' }).check();
  await page.getByTestId('form-publish').click();
  // Every message at once, each on its own field (soft: one missing does not hide the others).
  await expect(page.getByTestId('error-cover')).toHaveText('You must load an image');
  await expect.soft(page.getByTestId('error-external_link')).toHaveText('Invalid URL: it must begin with http:// or https://', SHORT);
  await expect.soft(dateHelper(page, 'Valid from')).toHaveText('The date cannot be in the past', SHORT);
  await expect.soft(page.getByTestId('error-place_name'), 'shown with the other messages').toHaveText("Enter the place's name", SHORT);
  await expect.soft(page.getByTestId('error-place_address'), 'shown with the other messages').toHaveText("Enter the place's address", SHORT);
  await expect(page.getByTestId('input-title.it')).toHaveValue(promo);
  await expect(page.getByTestId('input-external_link')).toHaveValue('www.ciclofficina.example');

  // The cover and link fixed; the start moved after the end.
  await pickCover(page);
  await page.getByTestId('input-external_link').fill('https://www.ciclofficina.example');
  await pickDay(page, 'Valid from', 1, 20);
  await page.getByTestId('form-publish').click();
  await expect.soft(dateHelper(page, 'Valid until')).toHaveText('The end date cannot be before the start date');
  await expect.soft(dateHelper(page, 'Valid from')).toHaveCount(0);
  await expect.soft(page.getByTestId('error-place_name')).toHaveText("Enter the place's name");
  await expect.soft(page.getByTestId('error-place_address')).toHaveText("Enter the place's address");
  await expect(page.getByTestId('error-cover')).toHaveCount(0);
  await expect(page.getByTestId('error-external_link')).toHaveCount(0);

  // All right: the promotion is saved, published.
  await pickDay(page, 'Valid until', 1, 25);
  await page.getByTestId('input-place_name').fill('Ciclofficina del Naviglio');
  await page.getByTestId('input-place_address').fill('Alzaia Naviglio Grande 12, Milano');
  await page.getByTestId('form-publish').click();
  await expect(page).toHaveURL(/\/backend\/district\/promotions$/);
  await expect(rows(page).filter({ hasText: promo }).getByTestId('content-status')).toHaveText('Published');
});

test('content form: a date typed in its field, day, month and year, is kept', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/district/promotions');
  await page.getByTestId('list-create').click();
  const year = new Date().getFullYear() + 1;
  const day = page.getByRole('group', { name: 'Valid from', exact: true }).getByRole('spinbutton', { name: 'Day' });
  await day.click();
  await expect(day).toBeFocused();
  // Typed as a person types (a key at a time): the field moves on from day to month to year.
  await page.keyboard.type(`1012${year}`, { delay: 60 });
  await expect(page.getByTestId('input-datetime_start')).toHaveValue(`10/12/${year}`);
});

test('podcast: its details, an episode added (counters, link required), edited and deleted', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN);
  await fromSidebar(page, 'district_podcasts');
  await expect(page).toHaveURL(/\/backend\/district\/podcasts$/);
  await rows(page).filter({ hasText: 'Voices of the Borgo' }).click();
  await expect(page).toHaveURL(/\/backend\/district\/podcast\/details$/);
  const list = page.getByTestId('episode-list');
  const episodes = list.locator('li');
  // The demo's three (more on a server other runs left episodes on).
  await expect(episodes.nth(2)).toBeVisible();
  const before = await episodes.count();
  await expect.soft(list.getByRole('heading', { name: 'Episodes', exact: true })).toBeVisible(SHORT);

  // A new episode: the counters count to 90; without a link it is refused on the link.
  await page.getByTestId('episode-add').click();
  const box = page.getByTestId('episode-dialog');
  await expect(page.getByTestId('input-title.it')).toBeVisible();
  await expect.soft(box.getByRole('heading', { name: 'New episode', exact: true })).toBeVisible(SHORT);
  const name = `Il mercato del sabato ${RUN}`;
  await page.getByTestId('input-title.it').fill(name);
  await expect(box).toContainText(`${name.length}/90`);
  await page.getByTestId('input-episode_number.it').fill('4');
  await expect(box).toContainText('1/90');
  await page.getByTestId('episode-save').click();
  await expect(box).toContainText('The podcast URL is required');
  await expect(page.getByTestId('input-title.it')).toHaveValue(name);
  await page.getByTestId('input-external_link').fill('https://podcast.borgonavigli.it/voci/04-il-mercato.mp3');
  await page.getByTestId('episode-save').click();
  await expect(box).toHaveCount(0);
  await expect(episodes).toHaveCount(before + 1);
  const added = episodes.filter({ hasText: name });
  await expect(added).toContainText('https://podcast.borgonavigli.it/voci/04-il-mercato.mp3');

  // Edited in the same dialog, with its values (every language got the Italian title on saving);
  // the list names it in the reader's language, English.
  await added.locator('[data-testid^="episode-edit-"]').click();
  await expect(page.getByTestId('input-title.it')).toHaveValue(name);
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('input-title.en')).toHaveValue(name);
  await page.getByTestId('input-title.en').fill(`${name} (replica)`);
  await page.getByTestId('episode-save').click();
  await expect(box).toHaveCount(0);
  const edited = episodes.filter({ hasText: `${name} (replica)` });
  await expect(edited).toHaveCount(1);

  // Deleted after the question: gone, the others left.
  await edited.locator('[data-testid^="episode-delete-"]').click();
  await confirmDelete(page);
  await expect(episodes.filter({ hasText: name })).toHaveCount(0);
  await expect(episodes).toHaveCount(before);
});

test('live camera: a stream that cannot be checked is saved once confirmed, "Not verified"', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN);
  await fromSidebar(page, 'district_live_cameras');
  await expect(page).toHaveURL(/\/backend\/district\/live_cameras$/);
  await page.getByTestId('list-create').click();
  const camera = `Webcam del cortile e2e ${RUN}`;
  await page.getByTestId('input-title.it').fill(camera);
  await page.getByTestId('input-description.it').fill('Il cortile interno dal tetto della torre B.');
  // No internet here: the stream cannot be reached.
  await page.getByTestId('input-external_link').fill('https://cams.borgo.invalid/cortile/live.m3u8');
  await page.getByTestId('form-publish').click();
  await expect(dialog(page)).toContainText('Save it anyway, not verified?');
  // Not confirmed: nothing is saved, the form keeps what was typed.
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/backend\/district\/live_cameras\/form$/);
  await expect(page.getByTestId('input-title.it')).toHaveValue(camera);
  await page.getByTestId('form-publish').click();
  await expect(dialog(page)).toContainText('Save it anyway, not verified?');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/backend\/district\/live_cameras$/);
  const row = rows(page).filter({ hasText: camera });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not verified');
  await expect(row.getByTestId('content-status')).toHaveText('Published');
});

test.describe('access', () => {
  test('without the district content permissions: no News in the sidebar, the 401 page, the API refuses', async ({ page, request }) => {
    // The front office of Borgo Navigli holds tags, categories and the gate, no district_contents_*.
    await openAs(page, request, OFFICE);
    expect(await sidebarSections(page)).not.toContain('district_news');
    await expect(page.getByTestId('sidebar-menu').locator('[data-section="district_news"]')).toHaveCount(0);
    await page.goto('/backend/district/news');
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
    const { token, district } = JSON.parse(await storedSessionOf(request, OFFICE)) as { token: string; district: { id: number } };
    const res = await request.get(`/api/v3/district_news?district_id=${district.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });

  test('with the DistrictContents.News flag off: no News in the sidebar, the 401 page; Podcasts still there', async ({ page, request }) => {
    // No API switches a district's flags: the district's answers are given as they would be with News off.
    await withFlagOff(page, ['DistrictContents', 'News'], 'district_news');
    await openAs(page, request, MANAGER);
    await page.getByTestId('sidebar-menu').locator('[data-section="district"]').click();
    await expect(page.getByTestId('sidebar-menu').locator('[data-section="district_podcasts"]')).toBeVisible();
    await expect(page.getByTestId('sidebar-menu').locator('[data-section="district_news"]')).toHaveCount(0);
    await page.goto('/backend/district/news');
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
    await page.goto('/backend/district/podcasts');
    await expect(page.getByRole('heading', { name: 'Podcasts', level: 1 })).toBeVisible();
  });
});
