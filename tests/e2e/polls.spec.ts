import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAs, storedSessionOf, withFlagOff } from './helpers';
import { ADMIN, dialog, rows } from './resourceHelpers';
import { navigliDay } from '../navigliDay';

const LIST = '/backend/community/pollsAndsurvey';
const MANAGER = 'manager@borgo.test';

/** The day `offset` days from today, as typed in Borgo Navigli's DD/MM/YYYY fields. */
function typed(offset: number) {
  return navigliDay(offset).split('-').reverse().join('');
}
async function typeDay(page: Page, label: string, offset: number) {
  const day = page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Day' });
  await day.click();
  await page.keyboard.type(typed(offset), { delay: 40 });
}

/** A resident's app: their token, their running polls, their answer. */
async function residentApp(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v3/auth/login', { data: { email, password: 'borgo-demo-1' } });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    polls: async () =>
      ((await (await request.get('/api/v3/resident/polls?district_id=1', { headers })).json()) as { data: { id: number; title: string }[] }).data,
    answer: (id: number, answers: object[]) => request.post(`/api/v3/resident/polls/${id}/answers`, { headers, data: { district_id: 1, answers } }),
  };
}

test('a poll: built with a copied question, previewed, answered through the resident API, results live, stopped, exported', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `Courtyard lights ${Date.now() % 100000}`;
  await openAs(page, request, ADMIN, LIST);
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('polls-new-poll').click();
  await expect(page).toHaveURL(/\/backend\/poll\/form$/);
  await expect(page.getByRole('heading', { name: 'Create poll', level: 1 })).toBeVisible();

  // Nothing typed: every message at once, nothing sent.
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-title')).toHaveText('This field is required');
  await expect(page.getByTestId('error-questions.0.options.0')).toHaveText('This field is required');

  await page.getByTestId('input-title').fill(title);
  await typeDay(page, 'From', -1);
  await typeDay(page, 'To', 7);
  await page.getByTestId('input-questions.0.text').fill('Which light do you prefer?');
  await page.getByTestId('input-questions.0.options.0').fill('Warm white');
  await page.getByTestId('input-questions.0.options.1').fill('Cold white');
  await page.getByTestId('add-option-0').click();
  await page.getByTestId('input-questions.0.options.2').fill('Coloured');

  // Copy a question from the demo's pool poll: the form comes back with it, and with what was typed.
  await page.getByTestId('poll-copy-question').click();
  await expect(page).toHaveURL(/\/backend\/poll\/form\/copyQuestion$/);
  await page.getByTestId('list-search').fill('orario');
  await page.getByTestId('list-search').press('Enter');
  const copies = page.getByTestId('copy-questions').locator('li');
  await expect(copies).toHaveCount(1);
  await expect(copies).toContainText('Quale orario preferite?');
  await copies.getByTestId('copy-this-question').click();
  await expect(page).toHaveURL(/\/backend\/poll\/form$/);
  await expect(page.getByTestId('input-title')).toHaveValue(title);
  await expect(page.getByTestId('input-questions.1.text')).toHaveValue('Quale orario preferite?');
  await expect(page.getByTestId('input-questions.1.options.2')).toHaveValue('10:00 – 23:00');

  // Preview: as a resident sees it; back to the form with nothing lost.
  await page.getByTestId('poll-preview').click();
  await expect(page).toHaveURL(/\/backend\/poll\/form\/preview$/);
  const card = page.getByTestId('poll-preview-card');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByRole('radio')).toHaveCount(6);
  await expect(card).toContainText('2. Quale orario preferite?');
  await page.getByTestId('preview-back').click();
  await expect(page).toHaveURL(/\/backend\/poll\/form$/);
  await expect(page.getByTestId('input-questions.0.options.2')).toHaveValue('Coloured');

  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const row = rows(page).filter({ hasText: title });
  await expect(row.getByTestId('poll-status')).toHaveText('Running');
  await row.click();
  await expect(page).toHaveURL(/\/backend\/poll\/details$/);
  await expect(page.getByTestId('poll-results')).toContainText('No answer yet');

  // A resident answers in the app: the results move without a reload.
  const app = await residentApp(request, 'resident1.1@borgo.test');
  const poll = (await app.polls()).find((p) => p.title === title)!;
  expect(poll).toBeTruthy();
  expect(
    (
      await app.answer(poll.id, [
        { question: 0, options: [2] },
        { question: 1, options: [1] },
      ])
    ).status(),
  ).toBe(201);
  await expect(page.getByTestId('poll-answers-count')).toHaveText('1 answer');
  const first = page.getByTestId('poll-question-result').first();
  await expect(first.getByTestId('poll-option-figures').nth(2)).toHaveText('1 · 100%');
  await expect(first.getByTestId('poll-option-figures').nth(0)).toHaveText('0 · 0%');
  // One answer per user.
  expect(
    (
      await app.answer(poll.id, [
        { question: 0, options: [0] },
        { question: 1, options: [0] },
      ])
    ).status(),
  ).toBe(409);
  const second = await residentApp(request, 'resident1.2@borgo.test');
  expect(
    (
      await second.answer(poll.id, [
        { question: 0, options: [0] },
        { question: 1, options: [0] },
      ])
    ).status(),
  ).toBe(201);
  await expect(page.getByTestId('poll-answers-count')).toHaveText('2 answers');
  await expect(first.getByTestId('poll-option-figures').nth(0)).toHaveText('1 · 50%');

  // Stop: asked first (cancel keeps it running), then for good.
  await page.getByTestId('poll-stop').click();
  await expect(dialog(page)).toContainText('This cannot be undone.');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('poll-status')).toHaveText('Running');
  await page.getByTestId('poll-stop').click();
  await dialog(page).getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('poll-status')).toHaveText('Stopped');
  await expect(page.getByTestId('poll-stop')).toHaveCount(0);
  await expect(page.getByTestId('details-edit')).toHaveCount(0);
  const late = await residentApp(request, 'resident1.3@borgo.test');
  expect(
    (
      await late.answer(poll.id, [
        { question: 0, options: [0] },
        { question: 1, options: [0] },
      ])
    ).status(),
  ).toBe(409);

  // The Excel of the answers, named after the poll and the district.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('poll-export').click()]);
  expect(download.suggestedFilename()).toBe(`${title} - Borgo Navigli.xlsx`);
});

test('a survey from its tab opens at survey/details; the form of a survey is the survey’s', async ({ page, request }) => {
  await openAs(page, request, ADMIN, LIST);
  await page.getByTestId('tab-survey').click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/backend\/survey\/details$/);
  await expect(page.getByTestId('poll-status')).toHaveText('Stopped');
  await expect(page.getByTestId('poll-text-answers')).toContainText('Tutto bene, grazie!');
  await page.goto(LIST);
  await page.getByTestId('polls-new-survey').click();
  await expect(page).toHaveURL(/\/backend\/survey\/form$/);
  await expect(page.getByRole('heading', { name: 'Create survey', level: 1 })).toBeVisible();
});

test.describe('access', () => {
  test('without poll rights: no Polls in the sidebar, the 401 page on every poll route, the API refuses', async ({ page, request }) => {
    await openAs(page, request, MANAGER);
    await expect(page.getByTestId('sidebar-menu').locator('[data-section="community_polls"]')).toHaveCount(0);
    for (const path of [LIST, '/backend/poll/form', '/backend/survey/form/copyQuestion', '/backend/poll/form/preview', '/backend/survey/details']) {
      await page.goto(path);
      await expect(page.getByTestId('status-401'), path).toContainText('You are not authorised to view this section');
    }
    const { token } = JSON.parse(await storedSessionOf(request, MANAGER)) as { token: string };
    expect((await request.get('/api/v3/polls?district_id=1', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
  });

  test('with CommunityContents.Polls off: no Polls in the sidebar, the 401 page', async ({ page, request }) => {
    // No API switches a district's flags: the district's answers are given as they would be with Polls off.
    await withFlagOff(page, ['CommunityContents', 'Polls'], 'community_polls');
    await openAs(page, request, ADMIN);
    await expect(page.getByTestId('sidebar-menu').locator('[data-section="community_polls"]')).toHaveCount(0);
    await page.goto(LIST);
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
    await page.goto('/backend/poll/form');
    await expect(page.getByTestId('status-401')).toContainText('You are not authorised to view this section');
  });
});
