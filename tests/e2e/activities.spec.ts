import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, dialog, rows, search } from './resourceHelpers';
import { navigliDay } from '../navigliDay';

const LIST = '/backend/community/activities';
const NAVIGLI = 1;
const FIELD_NOT_NULL = 'This field is required';

/** Borgo Navigli's day `offset` days from today (Rome), as the API writes it and as its DD/MM/YYYY fields are typed. */
function romeDay(offset: number) {
  const iso = navigliDay(offset);
  const at = new Date(`${iso}T00:00:00Z`);
  return { iso, typed: `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`, weekday: (at.getUTCDay() + 6) % 7 };
}
async function typeDay(page: Page, label: string, offset: number) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(romeDay(offset).typed, { delay: 40 });
}
async function typeTime(page: Page, label: string, hhmm: string) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Hours' }).click();
  await page.keyboard.type(hhmm, { delay: 40 });
}

/** The API as the admin: the activities of a search, as stored. */
async function api(request: APIRequestContext) {
  const res = await request.post('/api/v3/auth/login', { data: { email: ADMIN, password: 'borgo-demo-1' } });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    search: async (query: string) => {
      const list = await request.get(
        `/api/v3/community_activities?district_id=${NAVIGLI}&paginate=100&order_by=datetime_start&query=${encodeURIComponent(query)}`,
        {
          headers,
        },
      );
      return ((await list.json()) as { data: { data: { id: number; title: string; date: string; start_time: string; current_status: string }[] } }).data.data;
    },
    freeze: (spaceId: number, date: string, reason: string) =>
      request.post(`/api/v3/spaces/${spaceId}/freeze`, { headers, data: { district_id: NAVIGLI, dates: [date], reason } }),
    spaceId: async (name: string) => {
      const list = await request.get(`/api/v3/community_activities/options/spaces?district_id=${NAVIGLI}`, { headers });
      return ((await list.json()) as { data: { id: number; name: string }[] }).data.find((s) => s.name === name)!.id;
    },
  };
}

/** The first offset from 1 whose day is not the last of its week (Monday first): dragged a day on, it stays in that week's view. */
const firstOffset = () => [1, 2].find((o) => romeDay(o).weekday < 6)!;

/** A calendar event by its title. */
const calendarEvent = (page: Page, title: string): Locator => page.getByTestId('activity-calendar').locator('.borgo-activity__content', { hasText: title });

test('a weekly activity in a space: its hours said on the field, four occurrences, one dragged on the calendar alone, all renamed, and a proposal rejected with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `Pilates ${Date.now() % 100000}`;
  const start = firstOffset();
  const server = await api(request);
  await openAs(page, request, ADMIN, LIST);
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/backend\/community\/activities\/form$/);

  await page.getByTestId('input-title.it').fill(title);
  await page.getByTestId('input-description.it').fill('Core and balance');
  await typeDay(page, 'Date', start);
  await typeTime(page, 'Start', '0600');
  await typeTime(page, 'End', '0700');
  await page.getByLabel('Repeat', { exact: true }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await typeDay(page, 'End of repetition', start + 21);
  await page.getByRole('radio', { name: 'A space of the district' }).check();
  await page.getByTestId('input-space_id').click();
  await page.getByRole('option', { name: 'Tennis court' }).click();
  await page.getByTestId('form-save').click();
  // The tennis court opens at 07:00: the message says so on the start, and nothing typed is lost.
  await expect(page.getByText(/must fall inside the space.s opening hours/)).toContainText('07:00');
  await expect(page.getByTestId('input-title.it')).toHaveValue(title);
  await typeTime(page, 'Start', '1800');
  await typeTime(page, 'End', '1900');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/community\/activities$/);
  await expect.poll(async () => (await server.search(title)).map((a) => a.date)).toEqual([0, 7, 14, 21].map((d) => romeDay(start + d).iso));
  await search(page, title, 4, true);
  await expect(rows(page).first().getByTestId('series-icon')).toBeVisible();

  // The calendar, week view: the first occurrence is there; dragged to the next day, "only this one".
  await page.getByTestId('activities-view-calendar').click();
  await expect(page).toHaveURL(/view=calendar/);
  await page.getByRole('tab', { name: 'Week view' }).click();
  const first = romeDay(start).iso;
  const next = romeDay(start + 1).iso;
  for (let i = 0; i < 2 && (await page.locator(`[data-date="${first}"]`).count()) === 0; i++) await page.getByRole('button', { name: 'Next' }).click();
  const event = calendarEvent(page, title);
  await expect(event).toBeVisible();
  // In the middle of the window: at its bottom edge a toast (bottom right) could lie over the drop.
  await event.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const from = (await event.boundingBox())!;
  const target = (await page.locator(`[data-date="${next}"]`).last().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 4);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(from.x + from.width / 2 + ((target.x + target.width / 2 - from.x - from.width / 2) * i) / 12, from.y + 4);
  await page.mouse.up();
  await dialog(page).getByTestId('choose-one').click();
  await expect.poll(async () => (await server.search(title)).map((a) => a.date)).toEqual([1, 7, 14, 21].map((d) => romeDay(start + d).iso));
  await expect((await server.search(title)).map((a) => a.start_time)).toEqual(['18:00', '18:00', '18:00', '18:00']);

  // Another occurrence renamed "for all coming ones": every one takes the title, the moved one too.
  await page.getByTestId('activities-view-list').click();
  await search(page, title, 4, true);
  await rows(page).nth(2).click();
  await page.getByTestId('details-edit').click();
  await page.getByTestId('input-title.it').fill(`${title} avanzato`);
  await page.getByTestId('form-save').click();
  await dialog(page).getByTestId('choose-all').click();
  await expect.poll(async () => (await server.search(`${title} avanzato`)).length).toBe(4);

  // A proposal waiting for approval: rejecting it needs a reason, then it is in the Rejected tab.
  await page.goto(LIST);
  await page.getByRole('tab', { name: 'Waiting' }).click();
  const proposal = rows(page).filter({ hasText: 'Book club' });
  await proposal.getByTestId('activity-status').click();
  await page.getByTestId('status-to-rejected').click();
  await page.getByTestId('reject-confirm').click();
  await expect(dialog(page).getByText(FIELD_NOT_NULL)).toBeVisible();
  await page.getByTestId('rejection-reason').fill('The room is booked for the assembly');
  await page.getByTestId('reject-confirm').click();
  await expect(rows(page).filter({ hasText: 'Book club' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(rows(page).filter({ hasText: 'Book club' })).toHaveCount(1);
});

test('a frozen day of a space shows on the calendar, and a booking there is refused', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const server = await api(request);
  const gym = await server.spaceId('Gym');
  const day = romeDay(3).iso;
  expect((await server.freeze(gym, day, 'Floor varnishing')).status()).toBe(201);
  const resident = await request.post('/api/v3/auth/login', { data: { email: 'resident1.1@borgo.test', password: 'borgo-demo-1' } });
  const token = ((await resident.json()) as { data: { access_token: string } }).data.access_token;
  const booking = await request.post(`/api/v3/resident/spaces/${gym}/bookings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { district_id: NAVIGLI, date: day, start_time: '10:00' },
  });
  expect(booking.status()).toBe(422);
  expect(JSON.stringify(await booking.json())).toContain('Validations.BookingFrozen');

  await openAs(page, request, ADMIN, `${LIST}?view=calendar`);
  await expect(page.getByTestId('activity-calendar')).toBeVisible();
  await page.getByRole('tab', { name: 'Week view' }).click();
  for (let i = 0; i < 2 && (await page.locator(`[data-date="${day}"]`).count()) === 0; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('activity-calendar').getByText('Frozen: Gym — Floor varnishing').first()).toBeVisible();
  // A click on an activity opens its details.
  await page.getByTestId('activity-calendar').locator('.borgo-activity__content').first().click();
  await expect(page).toHaveURL(/\/backend\/community\/activities\/details/);
});

test('staff without the activities rights see no Activities entry, and the page says so', async ({ page, request }) => {
  await openAs(page, request, 'office@borgo.test', '/backend/dashboard');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('sidebar')).not.toContainText('Activities');
  await page.goto(LIST);
  await expect(page.getByText('You are not authorised to view this section')).toBeVisible();
});
