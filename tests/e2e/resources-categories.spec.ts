import { expect, test, type Page } from '@playwright/test';
import { discIcon, gradientIllustration } from '../../server/lib/png';
import { openAs } from './helpers';
import { ADMIN, columnTexts, confirmDelete, dialog, mobilePage, rows, search, shot } from './resourceHelpers';

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/** Picks a file for an image field and crops it as offered. */
async function pickImage(page: Page, field: string, file: ReturnType<typeof png>) {
  await page.getByTestId(`file-${field}`).setInputFiles(file);
  await page.getByTestId('crop-confirm').click();
  await expect(page.getByTestId(`image-${field}`).locator('img')).toBeVisible();
}

test('categories: activity and tool tabs, private ones kept, images checked and cropped', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/category');
  await expect(page.getByTestId('category-tab-activity')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(4);
  await shot(page, 'categories-list-desktop');

  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2).then((t) => t[0])).toBe('Culture');
  await page.getByTestId('sort-name').click();
  await expect.poll(() => columnTexts(page, 2).then((t) => t[0])).toBe('Wellness');

  // Sport is private: no delete, and its title cannot be changed.
  const sport = rows(page).filter({ hasText: 'Sport' });
  await expect(sport.getByTestId('row-delete')).toHaveCount(0);
  await sport.getByTestId('row-edit').click();
  await expect(page).toHaveURL(/\/backend\/category\/editActivityCategoryform$/);
  await expect(page.getByTestId('input-name.it')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('form-delete')).toHaveCount(0);
  await page.getByTestId('input-category_color').fill('#2BCFD2');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/category$/);

  await page.getByTestId('category-tab-tool').click();
  await expect(rows(page)).toHaveCount(3);
  await search(page, 'kitch', 1);

  // A new activity category: every client check, then a refusal by the server, then success.
  await page.getByTestId('category-tab-activity').click();
  await page.getByTestId('list-create').click();
  await expect(page.getByTestId('form-type-activity')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('input-category_color').fill('#12');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-name.it')).toHaveText('Cannot be empty in language IT');
  for (const f of ['category_icon', 'category_grey_icon', 'category_illustration'])
    await expect(page.getByTestId(`error-${f}`)).toHaveText('You must load an image');
  await expect(page.getByText('The colour must be # followed by 3 or 6 hexadecimal digits')).toBeVisible();
  await page.getByTestId('file-category_icon').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('error-category_icon')).toHaveText('The selected file is not a valid image');
  await page.getByTestId('file-category_icon').setInputFiles(png('big.png', Buffer.alloc(1024 * 1024 + 10)));
  await expect(page.getByTestId('error-category_icon')).toHaveText('The file exceeds the maximum size');

  await page.getByTestId('input-name.it').fill('Giochi e2e');
  await page.getByTestId('input-category_color').fill('#AA5500');
  await pickImage(page, 'category_icon', png('icon.png', discIcon('#AA5500')));
  await pickImage(page, 'category_grey_icon', png('grey.png', discIcon('#999999')));
  await pickImage(page, 'category_illustration', png('wide.png', gradientIllustration('#AA5500')));
  await shot(page, 'categories-form-desktop');

  await page.route('**/api/v3/categories?**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = { ...(route.request().postDataJSON() as Record<string, unknown>), category_icon: 'missing-upload.png' };
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByTestId('form-save').click();
  await expect(dialog(page)).toContainText('Icon: You must load an image');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('error-category_icon')).toHaveText('You must load an image');
  await page.unroute('**/api/v3/categories?**');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/backend\/category$/);
  await search(page, 'giochi', 1, true);
  await expect(rows(page).first().locator('img')).toBeVisible();

  await rows(page).first().getByTestId('row-edit').click();
  await expect(page.getByTestId('input-name.it')).toHaveValue('Giochi e2e');
  await page.getByTestId('input-name.it').fill('Giochi e2e 2');
  await page.getByTestId('form-save').click();
  await search(page, 'giochi e2e 2', 1, true);
  await rows(page).first().getByTestId('row-delete').click();
  await confirmDelete(page);
  await expect(rows(page)).toHaveCount(0);

  // A tool category: a title only.
  await page.getByTestId('list-clear').click();
  await page.getByTestId('category-tab-tool').click();
  await page.getByTestId('list-create').click();
  await expect(page.getByTestId('form-type-tool')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('image-category_icon')).toHaveCount(0);
  await page.getByTestId('input-name.it').fill('Bici e2e');
  await page.getByTestId('form-save').click();
  await page.getByTestId('category-tab-tool').click();
  await search(page, 'bici', 1);

  const phone = await mobilePage(browser, request, '/backend/category');
  await expect(rows(phone)).toHaveCount(4);
  await shot(phone, 'categories-list-mobile');
  await phone.getByTestId('list-create').click();
  await phone.getByTestId('form-save').waitFor();
  await shot(phone, 'categories-form-mobile');
  await phone.context().close();
});
