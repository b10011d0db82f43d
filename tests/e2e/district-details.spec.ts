import { expect, test, type Page } from '@playwright/test';
import { openAs } from './helpers';
import { rows } from './resourceHelpers';

test.describe.configure({ mode: 'serial' });

const MANAGER = 'manager@borgo.test';

/** Opens a section of the District group from the sidebar (the group opens first when closed). */
async function fromSidebar(page: Page, section: string) {
  const entry = page.getByTestId('sidebar-menu').locator(`[data-section="${section}"]`);
  if (!(await entry.isVisible())) await page.getByTestId('sidebar-menu').locator('[data-section="district"]').click();
  await entry.click();
}

/** The ids of the list's rows, top to bottom. */
const rowIds = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));

test('district details: edit the description, add and move a useful contact, add an SOS contact after a refused phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, MANAGER, '/backend/dashboard');

  // The district's page, from the sidebar: the description in the district's language (Italian).
  await fromSidebar(page, 'district_details');
  await expect(page).toHaveURL(/\/backend\/district\/details$/);
  await expect(page.getByTestId('input-name')).toHaveValue('Borgo Navigli');
  const description = `Canali, cortili e botteghe (e2e ${Date.now()})`;
  await page.getByTestId('input-description.it').fill(description);
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('input-description.it')).toHaveValue(description);

  // Useful info: a new contact goes last; moved up, it is one place higher.
  await fromSidebar(page, 'useful_info');
  await expect(page).toHaveURL(/\/backend\/district\/useful_info$/);
  await page.getByTestId('list-create').click();
  await page.getByTestId('input-name.it').fill('Farmacia di turno e2e');
  await page.getByTestId('input-phone').fill('+390212345678');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/district\/useful_info$/);
  const added = rows(page).filter({ hasText: 'Farmacia di turno e2e' });
  await expect(added).toHaveCount(1);
  const id = await added.getAttribute('data-id');
  const before = await rowIds(page);
  expect(before.at(-1)).toBe(id);
  await added.getByTestId('row-move-up').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => rowIds(page).then((ids) => ids.indexOf(id))).toBe(before.length - 2);

  // SOS contacts: a phone of two digits is refused on its field, with the spec's message.
  await fromSidebar(page, 'sos_contacts');
  await expect(page).toHaveURL(/\/backend\/district\/sos_contacts$/);
  // The useful info's list stays until the SOS contacts' has come: its Create is not this one.
  await expect(page.locator('[data-testid=resource-list][data-resource=sos_contacts]')).toBeVisible();
  await page.getByTestId('list-create').click();
  await page.getByTestId('input-name.it').fill('Guardia medica e2e');
  await page.getByTestId('input-phone').fill('12');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-phone')).toHaveText('The contact phone must have at least 3 digits');
  await page.getByTestId('input-phone').fill('116117');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/district\/sos_contacts$/);
  await expect(rows(page).filter({ hasText: 'Guardia medica e2e' })).toHaveCount(1);
});
