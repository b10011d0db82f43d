import { expect, test, type Page } from '@playwright/test';
import { openAs } from './helpers';
import { ADMIN, dialog, mobilePage, rows, shot } from './resourceHelpers';
import { navigliDay } from '../navigliDay';

/**
 * Issue 13, the console's push notifications, as the administrator of Borgo Navigli (Italian by
 * default; the demo has 3 sent notifications, 11 people, 7 activities): compose with each kind
 * of target, the rules on their fields, schedule one, see it planned, edit it and cancel it.
 */
test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function compose(page: Page, title: string) {
  await page.getByTestId('notification-new').click();
  await expect(page).toHaveURL(/\/backend\/notifications\/sendNotification$/);
  await page.getByTestId('input-title.it').fill(title);
  await page.getByTestId('input-content.it').fill(`${title}: message`);
}

/** Send now after the question; back on the list, the sent tab shows it first. */
async function sendNow(page: Page, people: number, title: string) {
  await expect(page.getByTestId('audience')).toHaveAttribute('data-size', String(people));
  await page.getByTestId('notification-send').click();
  await expect(dialog(page)).toContainText(`to ${people} ${people === 1 ? 'person' : 'people'}`);
  await dialog(page).getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, `Notification sent to ${people} people.`)).toBeVisible();
  await expect(page).toHaveURL(/\/backend\/notifications$/);
  await expect(rows(page).first()).toContainText(title);
  await expect(rows(page).first()).toContainText(String(people));
}

test('notifications: list, compose to all, picked users, a role, an activity; rules on their fields', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/notifications');
  await expect(page.getByTestId('tab-sent')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(3);
  await shot(page, 'notifications-list-desktop');

  // Everyone in the district.
  await compose(page, 'E2E to all');
  await shot(page, 'notifications-compose-desktop');
  await sendNow(page, 6, 'E2E to all');

  // Picked users: none picked is refused on its field; then all of them, through the selection list.
  await compose(page, 'E2E to picked');
  await page.getByTestId('target-users').check();
  await page.getByTestId('notification-send').click();
  await expect(page.getByTestId('error-target_user_ids')).toHaveText('Select a user first');
  await page.getByTestId('choose-users').click();
  await expect(page).toHaveURL(/\/sendNotification\/selectionList$/);
  await expect(page.getByTestId('recipient-row')).toHaveCount(11);
  await page.getByTestId('selection-check-all').check();
  await expect(page.getByTestId('selection-done')).toContainText('Done (11 selected)');
  // One less: the checkbox of a row takes it out again.
  await page.getByTestId('recipient-check').first().uncheck();
  await expect(page.getByTestId('selection-done')).toContainText('Done (10 selected)');
  await shot(page, 'notifications-selection-desktop');
  await page.getByTestId('selection-done').click();
  // Back on the compose page with the draft as it was.
  await expect(page).toHaveURL(/\/backend\/notifications\/sendNotification$/);
  await expect(page.getByTestId('input-title.it')).toHaveValue('E2E to picked');
  await expect(page.getByTestId('picked-user')).toHaveCount(10);
  await expect(page.getByTestId('error-target_user_ids')).toHaveCount(0);
  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByTestId('input-title.it')).toHaveValue('E2E to picked');
  await expect(page.getByTestId('picked-user')).toHaveCount(10);
  await sendNow(page, 10, 'E2E to picked');

  // A role's holders.
  await compose(page, 'E2E to residents');
  await page.getByTestId('target-role').check();
  await page.getByTestId('notification-send').click();
  await expect(page.getByText('Select an option')).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Resident' }).click();
  await sendNow(page, 6, 'E2E to residents');

  // The interested people of an activity.
  await compose(page, 'E2E to interested');
  await page.getByTestId('target-interested').check();
  await page.getByTestId('input-content_id').click();
  await page.getByRole('option', { name: /Courtyard concert/ }).click();
  await sendNow(page, 4, 'E2E to interested');

  // Phone-sized screenshots of the three pages.
  const phone = await mobilePage(browser, request, '/backend/notifications');
  await expect(rows(phone)).not.toHaveCount(0);
  await shot(phone, 'notifications-list-phone');
  await phone.getByTestId('notification-new').click();
  await shot(phone, 'notifications-compose-phone');
  await phone.getByTestId('target-users').check();
  await phone.getByTestId('choose-users').click();
  await expect(phone.getByTestId('recipient-row')).toHaveCount(11);
  await shot(phone, 'notifications-selection-phone');
  await phone.context().close();
});

/** The day `offset` days from today's date, typed whole into "Send on" (Borgo Navigli writes DD/MM/YYYY). */
async function typeSendOn(page: Page, offset: number) {
  const typed = navigliDay(offset).split('-').reverse().join('');
  await page.getByRole('group', { name: 'Send on' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typed, { delay: 40 });
}

/** Types a time into the schedule's time field (MUI X's sections: hours, then minutes). */
async function typeTime(page: Page, hhmm: string) {
  const field = page.getByRole('group', { name: 'Time' });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(hhmm);
}

test('notifications: schedule (not in the past), planned tab, edit, cancel', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/notifications');
  await compose(page, 'E2E planned');
  await page.getByTestId('time-schedule').check();
  // Yesterday at 09:30 has gone, whatever the time now (the form proposes the next hour, which
  // after 23:00 in Rome is already tomorrow: a time of today was no test then).
  await typeSendOn(page, -1);
  await typeTime(page, '0930');
  await page.getByTestId('notification-send').click();
  await expect(page.getByTestId('error-scheduled_at')).toHaveText('You cannot choose a past date or time');
  // In two days at 09:30: ahead, whatever the time now.
  await typeSendOn(page, 2);
  await typeTime(page, '0930');
  await expect(page.getByTestId('error-scheduled_at')).toHaveCount(0);
  // The day typed anew: its section cleared keeps the month, the year and the time beside it; sent
  // without a day, the field says so; typed again, it is taken.
  const [year, month, day] = navigliDay(2).split('-');
  const sendOn = page.getByRole('group', { name: 'Send on' }).getByRole('spinbutton');
  const time = page.getByRole('group', { name: 'Time' }).getByRole('spinbutton');
  await sendOn.first().click();
  await page.keyboard.press('Backspace');
  await expect(sendOn.nth(1)).toHaveText(month);
  await expect(sendOn.nth(2)).toHaveText(year);
  await expect(time.nth(0)).toHaveText('09');
  await expect(time.nth(1)).toHaveText('30');
  await page.getByTestId('notification-send').click();
  await expect(page.getByTestId('error-scheduled_at')).toHaveText('This field is required');
  await expect(time.nth(1)).toHaveText('30');
  await sendOn.first().click();
  await page.keyboard.type(day, { delay: 40 });
  await expect(page.getByTestId('error-scheduled_at')).toHaveCount(0);
  await page.getByTestId('notification-send').click();
  await expect(dialog(page)).toContainText('09:30');
  await dialog(page).getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Notification planned.')).toBeVisible();
  await expect(page).toHaveURL(/\/backend\/notifications$/);

  await page.getByTestId('tab-planned').click();
  const planned = rows(page).filter({ hasText: 'E2E planned' });
  await expect(planned).toHaveCount(1);
  await expect(planned).toContainText('09:30');

  // Edit: the same page with its values; saved with PUT.
  await planned.getByTestId('row-edit').click();
  await expect(page.getByRole('heading', { name: 'Edit planned notification' })).toBeVisible();
  await expect(page.getByTestId('input-title.it')).toHaveValue('E2E planned');
  // Every language was filled from Italian on sending; the list shows the reader's (English).
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('input-title.en')).toHaveValue('E2E planned');
  await page.getByTestId('input-title.en').fill('E2E planned, edited');
  await page.getByTestId('notification-send').click();
  await expect(toast(page, 'Notification planned.')).toBeVisible();
  await expect(page).toHaveURL(/\/backend\/notifications$/);
  await page.getByTestId('tab-planned').click();
  const edited = rows(page).filter({ hasText: 'E2E planned, edited' });
  await expect(edited).toHaveCount(1);

  // Cancel: asked first; keeping it keeps it.
  await edited.getByTestId('row-delete').click();
  await expect(dialog(page)).toContainText('It will not be sent.');
  await dialog(page).getByRole('button', { name: 'Keep it' }).click();
  await expect(edited).toHaveCount(1);
  await edited.getByTestId('row-delete').click();
  await dialog(page).getByRole('button', { name: 'Cancel notification' }).click();
  await expect(toast(page, 'Planned notification cancelled.')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'E2E planned' })).toHaveCount(0);

  // A sent one opens read-only.
  await page.getByTestId('tab-sent').click();
  await rows(page).first().click();
  await expect(page.getByTestId('details')).toBeVisible();
  await expect(page.getByTestId('notification-send')).toHaveCount(0);
});
