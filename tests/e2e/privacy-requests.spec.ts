import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { openAs, storedSessionOf } from './helpers';
import { ADMIN, rows, search } from './resourceHelpers';

const OFFICER = 'privacy@borgo.test';

/** A resident of Borgo Navigli made for this run, so the test can run again on the same data. */
async function newResident(request: APIRequestContext, tag: string) {
  const token = JSON.parse(await storedSessionOf(request, ADMIN)).token as string;
  const res = await request.post('/api/v3/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { district_id: 1, first_name: 'Ottavia', last_name: `Brambilla ${tag}`, email: `ottavia.${tag}@borgo.test`, level: 'resident', role_ids: [4] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).data.id as number, name: `Ottavia Brambilla ${tag}`, email: `ottavia.${tag}@borgo.test` };
}

/** The admin, at 1440 px, on the page of a resident made for this test. */
async function adminOnNewResident(page: Page, request: APIRequestContext) {
  const person = await newResident(request, Date.now().toString(36).slice(-5));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN);
  await openPerson(page, person.name);
  return person;
}

async function openPerson(page: Page, name: string) {
  await page.goto('/backend/users');
  await search(page, name, 1, true);
  await rows(page).first().click();
  await expect(page.getByTestId('details')).toContainText(name.split(' ')[0]);
}

/** The success dialog of a request the server took: read, then closed. */
async function acknowledge(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();
}

test('a resident’s data: their archive from their page, downloaded from the exports page, and who saw it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = await adminOnNewResident(page, request);

  // The archive: asked first, then prepared in the background.
  await page.getByTestId('person-export').click();
  await expect(page.getByRole('dialog')).toContainText('ZIP archive of JSON files');
  await page.getByRole('dialog').getByRole('button', { name: 'Prepare the archive' }).click();
  await acknowledge(page, /export/i);

  // The exports page names whose data it is; the file is a ZIP holding their profile.
  await page.goto('/backend/exports');
  const row = rows(page).filter({ hasText: `Data of ${person.name}` });
  await expect(row.getByTestId('export-status')).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
  await expect(row).toContainText('Personal data');
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('export-download').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^personal_data_${person.id}_\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(JSON.parse(strFromU8(files['manifest.json']))).toMatchObject({ format: 'borgo-personal-data', subject_user_id: person.id });
  expect(JSON.parse(strFromU8(files['users.json']))).toEqual([expect.objectContaining({ email: person.email })]);

  // Who saw their data: the admin opened their page and downloaded their archive.
  await openPerson(page, person.name);
  await page.getByTestId('person-access').click();
  const seen = page.getByTestId('access-dialog');
  await expect(seen.getByTestId('access-entry').filter({ hasText: 'A resident’s own request' })).toContainText('Ada Rossi');
  await expect(
    seen
      .getByTestId('access-entry')
      .filter({ hasText: `User #${person.id}` })
      .first(),
  ).toContainText('Ada Rossi');
  await seen.getByTestId('access-days-7').click();
  await expect(seen.getByTestId('access-entry').first()).toBeVisible();
  await seen.getByRole('button', { name: 'Close' }).click();
});

test('erasing a resident takes a second person: the admin asks, the privacy officer approves, and the person is gone', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  // Leaving a page that asks "leave with unsaved changes?" would hang the next navigation: said plainly instead.
  const unloadPrompts: string[] = [];
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') unloadPrompts.push(page.url());
    void d.accept();
  });
  const person = await adminOnNewResident(page, request);

  // What would go, be made anonymous and stay, before anything is asked.
  await page.getByTestId('person-erase').click();
  const asking = page.getByTestId('erasure-dialog');
  await expect(asking).toContainText('a second person holding the privacy management permission must approve');
  await expect(asking.getByTestId('erasure-remove')).toContainText('Roles in the district: 1');
  await expect(asking.getByTestId('erasure-anonymise')).toContainText('Account and profile: 1');
  await asking.getByTestId('erasure-ask').click();
  await acknowledge(page, 'waits for a second person');

  // The one who asked cannot approve.
  await page.goto('/backend/settings/privacy');
  const card = page.getByTestId('erasure-request').filter({ hasText: person.name });
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(card.getByTestId('erasure-approve')).toBeDisabled();
  await expect(card.getByTestId('erasure-mine')).toBeVisible();

  // The privacy officer, in a browser of their own, approves after a question that lists what it does.
  const officer = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await openAs(officer, request, OFFICER, '/backend/settings/privacy');
  const theirs = officer.getByTestId('erasure-request').filter({ hasText: person.name });
  await theirs.getByTestId('erasure-approve').click();
  const question = officer.getByRole('dialog').filter({ hasText: 'This cannot be undone' });
  await expect(question).toContainText('Made anonymous — Account and profile: 1');
  await question.getByRole('button', { name: 'Approve and erase' }).click();
  await acknowledge(officer, 'The person’s data was erased.');
  await expect(officer.getByTestId('erasure-request').filter({ hasText: `#${person.id}` })).toHaveAttribute('data-status', 'done');
  await officer.context().close();

  // The admin's page hears of it without a reload (it reads the requests again while one waits).
  await expect(card).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('erasure-request').filter({ hasText: `#${person.id}` })).toHaveAttribute('data-status', 'done');

  // Nobody of that name or address is left among the users.
  await page.goto('/backend/users');
  await page.getByTestId('list-search').fill(person.email);
  await page.getByTestId('list-search').press('Enter');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  expect(unloadPrompts, 'pages that asked about unsaved changes nobody made').toEqual([]);
});
