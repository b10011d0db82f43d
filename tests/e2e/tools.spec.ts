import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAs, storedSessionOf } from './helpers';
import { ADMIN, dialog, rows, search } from './resourceHelpers';
import { navigliDay } from '../navigliDay';

/**
 * Issue 16, tools: the admin adds a tool, lends it to a resident (the user first, then the tool
 * and the days; more days than the tool allows are refused on the field, nothing typed is lost),
 * delivers it, and records a late return in worn condition.
 */
const RUN = Date.now().toString(36).slice(-5);
const NAVIGLI = 1;

/** Borgo Navigli's calendar day `offset` days from today (Europe/Rome), as YYYY-MM-DD. */
const day = navigliDay;
/** The same day as Italy writes it, DD/MM/YYYY. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** Types a day into a date input, section by section, as a person does. */
async function typeDate(page: Page, label: string, iso: string) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(iso.split('-').reverse().join(''), { delay: 40 });
}

/** The admin's token, from the session the console also opens with (one login for the run). */
const tokenOf = async (request: APIRequestContext) => (JSON.parse(await storedSessionOf(request, ADMIN)) as { token: string }).token;

async function api(request: APIRequestContext, method: 'post' | 'put', url: string, data: object) {
  const token = await tokenOf(request);
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data: { district_id: NAVIGLI, ...data } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: number } }).data;
}

test('a tool is added, lent to a resident within its days, and delivered', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Trapano E2E ${RUN}`;
  await openAs(page, request, ADMIN, '/backend/tools_list');
  await page.getByTestId('list-create').click();
  await page.getByTestId('input-name').fill(name);
  await page.getByTestId('input-brand').fill('Bosch');
  await page.getByTestId('input-serial_number').fill(`SN-${RUN}`);
  await page.getByLabel('Longest reservation (days)').fill('2');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/tools_list$/);
  await search(page, `SN-${RUN}`, 1);
  await rows(page).first().click();
  await expect(page.getByTestId('details')).toContainText('Available');
  await expect(page.getByTestId('tool-reservations')).toContainText('Not reserved yet.');

  await page.goto('/backend/tools_reservations');
  await page.getByTestId('list-create').click();
  // The user first: the tool and the days come once one is chosen.
  await expect(page.getByTestId('pick-user-first')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tool' })).toHaveCount(0);
  await page.getByTestId('input-user_id').fill('Chiara ');
  await page
    .getByRole('option', { name: /Chiara Ferri/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Tool' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByText('At most 2 days')).toBeVisible();
  await typeDate(page, 'From', day(1));
  await typeDate(page, 'To', day(3));
  await page.getByTestId('form-save').click();
  // Three days of a two-day tool: said on the field, and everything typed is still there.
  const endField = page.locator('.MuiFormControl-root', { has: page.getByTestId('input-end_date') });
  await expect(endField.locator('.MuiFormHelperText-root')).toHaveText('This tool can be reserved for at most 2 days');
  await expect(page).toHaveURL(/\/backend\/tools_reservations\/form$/);
  await expect(page.getByTestId('input-user_id')).toHaveValue(/Chiara Ferri/);
  await expect(page.getByRole('combobox', { name: 'Tool' })).toHaveText(name);
  await expect(page.getByTestId('input-start_date')).toHaveValue(shown(day(1)));
  await expect(page.getByTestId('input-end_date')).toHaveValue(shown(day(3)));
  await typeDate(page, 'To', day(2));
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/tools_reservations$/);

  await search(page, name, 1);
  const row = rows(page).first();
  await expect(row.getByTestId('reservation-status')).toHaveText('Booked');
  await expect(row).toContainText('Chiara Ferri');
  await row.getByTestId('reservation-deliver').click();
  await expect(dialog(page)).toContainText(`Deliver “${name}” to Chiara Ferri`);
  await expect(page.getByTestId('input-delivered_on')).toHaveValue(shown(day(0)));
  await dialog(page).getByRole('button', { name: 'Deliver' }).click();
  await expect(row.getByTestId('reservation-status')).toHaveText('In use');
  // Delivered today for tomorrow's start.
  await expect(row.getByTestId('reservation-timing')).toHaveText('Delivery: Early by 1 day');
  await page.getByTestId('tab-in_use').click();
  await search(page, name, 1);
});

test('a tool kept past its end day comes back late by 2 days, worn', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Scala E2E ${RUN}`;
  const tool = await api(request, 'post', '/api/v3/tools', { name, max_booking_days: 5 });
  const token = await tokenOf(request);
  const users = await request.get('/api/v3/tool_reservations/options/users', {
    headers: { Authorization: `Bearer ${token}` },
    params: { district_id: NAVIGLI },
  });
  const [resident] = ((await users.json()) as { data: { id: number; full_name: string }[] }).data;
  const booked = { user_id: resident.id, tool_id: tool.id, start_date: day(1), end_date: day(2) };
  const made = await api(request, 'post', '/api/v3/tool_reservations', booked);
  // Moved to last week (a booked reservation may be changed so), then delivered on its first day.
  await api(request, 'put', `/api/v3/tool_reservations/${made.id}`, { ...booked, start_date: day(-4), end_date: day(-2) });
  await api(request, 'post', `/api/v3/tool_reservations/${made.id}/deliver`, { delivered_on: day(-4) });

  await openAs(page, request, ADMIN, '/backend/tools_reservations');
  await search(page, name, 1);
  const row = rows(page).first();
  await expect(row.getByTestId('reservation-timing')).toContainText('Overdue: Late by 2 days');
  await row.getByTestId('reservation-return').click();
  await expect(dialog(page)).toContainText(`Return of “${name}” from ${resident.full_name}`);
  await dialog(page).getByRole('button', { name: 'Return' }).click();
  // The condition is required.
  await expect(dialog(page)).toContainText('You must select an option');
  await page.getByRole('combobox', { name: 'Condition on return' }).click();
  await page.getByTestId('condition-worn').click();
  await dialog(page).getByRole('button', { name: 'Return' }).click();
  await expect(row.getByTestId('reservation-status')).toHaveText('Returned');
  await expect(row.getByTestId('reservation-timing')).toContainText('Delivery: On time');
  await expect(row.getByTestId('reservation-timing')).toContainText('Return: Late by 2 days');

  // Its page says what happened, read only.
  await row.click();
  await expect(page.getByTestId('details')).toContainText('Worn');
  await expect(page.getByTestId('form-save')).toHaveCount(0);
});
