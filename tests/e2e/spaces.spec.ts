import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, dialog, rows } from './resourceHelpers';
import { navigliDay } from '../navigliDay';

const LIST = '/backend/spaces';
const day = navigliDay;

/** The day `offset` days from today, as typed in Borgo Navigli's DD/MM/YYYY fields. */
function typed(offset: number) {
  return day(offset).split('-').reverse().join('');
}
async function typeDay(page: Page, label: string, offset: number) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(typed(offset), { delay: 40 });
}
async function typeTime(page: Page, label: string, hhmm: string) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Hours' }).click();
  await page.keyboard.type(hhmm, { delay: 40 });
}

/** A resident's app: their token and a booking of a space. */
async function residentApp(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v3/auth/login', { data: { email, password: 'borgo-demo-1' } });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  return {
    book: (id: number, body: object) =>
      request.post(`/api/v3/resident/spaces/${id}/bookings`, { headers: { Authorization: `Bearer ${token}` }, data: { district_id: 1, ...body } }),
  };
}

test('a space: created with every rule said on its field, a day frozen, a booking refused there, another rejected with a reason', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `Terrazza ${Date.now() % 100000}`;
  await openAs(page, request, ADMIN, LIST);
  await expect(rows(page)).toHaveCount(4);
  await page.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/backend\/spaces\/form$/);

  // Nothing typed: the title's message; then closing before opening, and a cost on a private space.
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-title.it')).toBeVisible();
  await page.getByTestId('input-title.it').fill(title);
  await typeTime(page, 'Opens at', '2000');
  await typeTime(page, 'Closes at', '0800');
  await page.getByLabel('Visibility').click();
  await page.getByRole('option', { name: 'Private' }).click();
  await page.getByLabel('Residents').fill('5');
  await page.getByTestId('form-save').click();
  await expect(page.getByText('The opening time must be before the closing time')).toBeVisible();
  await expect(page.getByText('A space with a cost must be public')).toBeVisible();
  // Nothing lost: what was typed is still there.
  await expect(page.getByTestId('input-title.it')).toHaveValue(title);
  await expect(page.getByLabel('Residents')).toHaveValue('5');

  await typeTime(page, 'Closes at', '2300');
  await page.getByLabel('Visibility').click();
  await page.getByRole('option', { name: 'Public' }).click();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/spaces$/);
  await page.getByTestId('list-search').fill(title);
  await page.getByTestId('list-search').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('20:00–23:00');

  // Its details: freeze the day after tomorrow, from a page of its own.
  await rows(page).first().click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('space-bookings')).toContainText('No booking yet.');
  await page.getByTestId('space-freeze').click();
  await expect(page).toHaveURL(/\/backend\/spaces\/freeze_space$/);
  await page.getByTestId('freeze-save').click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await typeDay(page, 'From', 2);
  await page.getByTestId('input-reason').fill('Waterproofing');
  await page.getByTestId('freeze-save').click();
  await expect(page.getByText('The dates are frozen')).toBeVisible();
  await expect(page.getByTestId(`frozen-${day(2)}`)).toContainText('Waterproofing');
  await expect(page.getByTestId(`frozen-${day(2)}`)).toContainText('Yours');
  // The form starts again empty.
  await expect(page.getByTestId('input-reason')).toHaveValue('');

  // A resident's app: refused on the frozen day, taken the day after.
  const id = await spaceId(request, title);
  const app = await residentApp(request, 'resident1.1@borgo.test');
  const frozen = await app.book(id, { date: day(2), start_time: '20:00' });
  expect(frozen.status()).toBe(422);
  expect(((await frozen.json()) as { errors: Record<string, string[]> }).errors).toEqual({ date: ['Validations.BookingFrozen'] });
  const booked = await app.book(id, { date: day(3), start_time: '21:00' });
  expect(booked.status()).toBe(201);

  // Back on the details page: the waiting booking, rejected with a reason.
  await page.goBack();
  const booking = page.getByTestId('space-bookings').locator('tbody tr');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText('Waiting');
  await booking.getByTestId('booking-reject').click();
  await dialog(page).getByTestId('reject-confirm').click();
  await expect(dialog(page)).toContainText('This field is required');
  await dialog(page).getByTestId('rejection-reason').fill('The terrace is closed that evening');
  await dialog(page).getByTestId('reject-confirm').click();
  await expect(booking).toContainText('Rejected');
  await expect(booking).toContainText('The terrace is closed that evening');
  await expect(page.getByTestId('space-frozen')).toContainText('Waterproofing');

  // Every space's frozen dates, from the list; a row opens that space's freeze page.
  await page.goto(LIST);
  await page.getByTestId('spaces-frozen-dates').click();
  await expect(page).toHaveURL(/\/backend\/spaces\/freeze$/);
  const mine = page.getByRole('button', { name: new RegExp(title) });
  await expect(mine).toHaveCount(1);
  await mine.click();
  await expect(page).toHaveURL(/\/backend\/spaces\/freeze_space$/);
  await page
    .getByTestId(`frozen-${day(2)}`)
    .getByTestId('unfreeze')
    .click();
  await dialog(page).getByRole('button', { name: 'Unfreeze' }).click();
  await expect(page.getByText('The date is no longer frozen')).toBeVisible();
  await expect(page.getByTestId(`frozen-${day(2)}`)).toHaveCount(0);
});

test('a manager without the space rights sees no Spaces entry, and the page says so', async ({ page, request }) => {
  await openAs(page, request, 'office@borgo.test', '/backend/dashboard');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('sidebar')).not.toContainText('Spaces');
  await page.goto(LIST);
  await expect(page.getByText('You are not authorised to view this section')).toBeVisible();
});

async function spaceId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/v3/auth/login', { data: { email: ADMIN, password: 'borgo-demo-1' } });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  const list = await request.get(`/api/v3/spaces?district_id=1&query=${encodeURIComponent(title)}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await list.json()) as { data: { data: { id: number }[] } }).data.data[0].id;
}
