import { expect, test, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { drawPng } from '../../server/lib/png';
import { openAs } from './helpers';
import { ADMIN, confirmDelete, rows, shot } from './resourceHelpers';

/** A real PNG the browser decodes, of that size, in one colour (test images are made here, none is shipped). */
const png = (name: string, width: number, height: number, rgb: [number, number, number] = [31, 111, 92]) => ({
  name,
  mimeType: 'image/png',
  buffer: drawPng(width, height, () => [...rgb, 255]),
});
const zip = (name: string, files: Record<string, Uint8Array>) => ({ name, mimeType: 'application/zip', buffer: Buffer.from(zipSync(files, { level: 0 })) });

const previewHeader = (page: Page) => page.getByTestId('preview-header');

test('brands: create, save and go on to the theme with a live preview, checked files, then the publishing wizard', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/brands');
  await expect(rows(page).filter({ hasText: 'Borgo Verde' })).toContainText('Borgo Navigli');

  // The brand: name, a cropped logo, a short code, a district that carries no brand yet.
  await page.getByTestId('list-create').click();
  await page.getByTestId('input-name').fill('Cedar Living');
  await page.getByTestId('input-short_code').fill('cedar');
  await page.getByTestId('file-logo_path').setInputFiles(png('logo.png', 300, 300, [180, 70, 27]));
  await page.getByTestId('crop-confirm').click();
  // The crop dialog is gone (and has given the focus back) before anything else is typed or clicked.
  await expect(page.getByTestId('crop-area')).toHaveCount(0);
  await expect(page.getByTestId('image-logo_path').getByRole('img')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Cedar Park Commons' }).check();
  // Borgo Navigli carries Borgo Verde already: offered, but not to be picked.
  await expect(page.getByRole('checkbox', { name: /Borgo Navigli/ })).toBeDisabled();
  await page.getByTestId('form-go-on').click();

  // Going on: the theme page of the new brand, its id, name and language in the state and the address.
  await expect(page).toHaveURL(/\/backend\/brands\/themeSetting\?TargetId=\d+&brandName=Cedar\+Living&language=it$/);
  await expect(page.getByRole('heading', { name: 'Theme settings: Cedar Living' })).toBeVisible();
  await expect(previewHeader(page)).toHaveCSS('background-color', 'rgb(31, 111, 92)');

  // The colour, typed: the preview follows at once, and so does the font.
  await page.getByTestId('input-primary_color').fill('#c2410c');
  await expect(previewHeader(page)).toHaveCSS('background-color', 'rgb(194, 65, 12)');
  await expect(page.getByTestId('color-contrast')).toContainText(':1');
  await page.getByTestId('input-font_family').click();
  await page.getByTestId('font-Georgia').click();
  await expect(page.getByTestId('preview-screen-home')).toHaveCSS('font-family', /Georgia/);
  // The colour picked on the palette (its slider, by keyboard): the preview changes again.
  const palette = page.getByTestId('color-picker').getByRole('slider', { name: 'Color' });
  for (let i = 0; i < 4; i += 1) await palette.press('ArrowDown');
  await expect(previewHeader(page)).not.toHaveCSS('background-color', 'rgb(194, 65, 12)');
  await expect(page.getByTestId('input-primary_color')).not.toHaveValue('#c2410c');
  await page.getByTestId('input-primary_color').fill('#c2410c');

  // A wrong-size app logo: the message on the field; then a right one is taken.
  await page.getByTestId('file-app_logo_path').setInputFiles(png('logo.png', 500, 500));
  await expect(page.getByTestId('error-app_logo_path')).toHaveText('The image must be 512x512 pixels');
  await page.getByTestId('file-app_logo_path').setInputFiles(png('logo.png', 512, 512, [255, 255, 255]));
  await expect(page.getByTestId('accepted-app_logo_path')).toBeVisible();
  await expect(page.getByTestId('error-app_logo_path')).toHaveCount(0);
  // A PNG named .jpg is a PNG: a welcome screen of the right pixels is taken whatever its name.
  await page.getByTestId('file-welcome_paths').setInputFiles(png('welcome.jpg', 1280, 2272, [240, 200, 120]));
  await expect(page.getByTestId('brand-file-welcome_paths').getByRole('img')).toHaveCount(1);
  await page.getByTestId('preview-tab-welcome').click();
  await expect(page.getByTestId('preview-welcome-image')).toHaveCSS('background-image', /url\(/);
  await page.getByTestId('preview-tab-home').click();
  await shot(page, 'brands-theme-desktop');
  // The brand form's own "Saved." may still be showing on a slow machine: this save is known by its answer, then its toast.
  const themeSaved = page.waitForResponse((r) => /\/api\/v3\/brands\/\d+\/theme$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');
  await page.getByTestId('theme-save').click();
  expect((await themeSaved).status()).toBe(200);
  await expect(page.getByText('Saved').last()).toBeVisible();

  // On to the wizard, from the theme page.
  await page.getByTestId('theme-to-publishing').click();
  await expect(page).toHaveURL(/\/backend\/brands\/appPublishing\?TargetId=\d+/);
  await expect(page.getByTestId('input-app_name')).toHaveValue('Cedar Living');
  await page.getByTestId('input-app_name').fill('');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('error-app_name')).toHaveText('This field is required');
  await expect(page.getByTestId('wizard-step-app')).toBeVisible();
  await page.getByTestId('input-app_name').fill('Cedar Living');
  // 31 characters: the 31st is refused, the counter stops at 30.
  await page.getByTestId('input-app_subtitle').fill('Your district, all in one place');
  await expect(page.getByTestId('input-app_subtitle')).toHaveValue('Your district, all in one plac');
  await expect(page.getByTestId('counter-app_subtitle')).toHaveText('30/30');
  await page.getByTestId('input-app_subtitle').fill('Your district in one place');
  await shot(page, 'brands-wizard-1-desktop');
  await page.getByTestId('wizard-next').click();

  await page.getByTestId('input-short_description').fill('News, activities and bookings of Cedar Park Commons.');
  await page.getByTestId('input-full_description').fill('The residents’ app of Cedar Park Commons.\nNews, activities, spaces and tools.');
  await shot(page, 'brands-wizard-2-desktop');
  await page.getByTestId('wizard-next').click();

  await page.getByTestId('input-privacy_url').fill('cedar.example/privacy');
  await page.getByTestId('input-eula_url').fill('https://cedar.example/eula');
  await page.getByTestId('input-email').fill('app@cedar.example');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('error-privacy_url')).toHaveText('Invalid URL: it must begin with http:// or https://');
  await page.getByTestId('input-privacy_url').fill('https://cedar.example/privacy');
  await shot(page, 'brands-wizard-3-desktop');
  await page.getByTestId('wizard-next').click();

  // Back and forth keeps everything typed.
  await page.getByTestId('wizard-back').click();
  await expect(page.getByTestId('input-privacy_url')).toHaveValue('https://cedar.example/privacy');
  await page.getByTestId('wizard-back').click();
  await expect(page.getByTestId('input-short_description')).toHaveValue('News, activities and bookings of Cedar Park Commons.');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();

  // Graphics: a feature graphic of the wrong size is refused on its field, a right one taken; the zip likewise.
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('error-feature_graphic_path')).toHaveText('This field is required');
  await page.getByTestId('file-feature_graphic_path').setInputFiles(png('graphic.png', 1000, 500));
  await expect(page.getByTestId('error-feature_graphic_path')).toHaveText('The image must be 1024x500 pixels');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-step-graphics')).toBeVisible();
  await page.getByTestId('file-feature_graphic_path').setInputFiles(png('graphic.png', 1024, 500, [194, 65, 12]));
  await expect(page.getByTestId('accepted-feature_graphic_path')).toBeVisible();
  const shotPng = drawPng(108, 192, () => [200, 200, 200, 255]);
  await page.getByTestId('file-screenshots_zip_path').setInputFiles(zip('shots.zip', { '1.png': shotPng, 'notes.txt': new TextEncoder().encode('hi') }));
  await expect(page.getByTestId('error-screenshots_zip_path')).toHaveText('Every file in the archive must be a PNG or JPEG image');
  await page.getByTestId('file-screenshots_zip_path').setInputFiles(zip('shots.zip', { '1.png': shotPng, '2.png': shotPng }));
  await expect(page.getByTestId('accepted-screenshots_zip_path')).toBeVisible();
  await shot(page, 'brands-wizard-4-desktop');
  await page.getByTestId('wizard-next').click();

  // The summary, then submit.
  await expect(page.getByTestId('publishing-summary')).toBeVisible();
  await expect(page.getByTestId('summary-app_subtitle')).toHaveText('Your district in one place');
  await expect(page.getByTestId('summary-screenshots_zip_path')).toContainText('shots.zip');
  await shot(page, 'brands-wizard-5-desktop');
  await page.getByTestId('wizard-submit').click();
  await expect(page.getByText('Sent for publishing.')).toBeVisible();
  await expect(page).toHaveURL(/\/backend\/brands$/);
  const row = rows(page).filter({ hasText: 'Cedar Living' });
  await expect(row).toContainText('CEDAR');
  await expect(row).toContainText('Cedar Park Commons');
  await expect(row).not.toContainText('Not sent yet');
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/v3\/files\//);
  await shot(page, 'brands-list-desktop');

  // Delete, with its confirmation.
  await row.getByTestId('row-delete').click();
  await confirmDelete(page);
  await expect(rows(page).filter({ hasText: 'Cedar Living' })).toHaveCount(0);
});
