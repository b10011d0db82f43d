import { expect, test } from '@playwright/test';
import { openAs } from './helpers';
import { sheetRows } from './resourceHelpers';

test.describe('exports', () => {
  test('the admin asks for an export on the exports page, is told when it is ready, and downloads the workbook', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test', '/backend/exports');
    const list = page.locator('[data-testid=resource-list][data-resource=exports]');
    await expect(list.getByRole('heading', { name: 'Exports' })).toBeVisible();
    // The "Mine" tab opens first, empty for a new admin.
    await expect(page.getByTestId('tab-mine')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('list-empty')).toHaveText('Empty');

    await page.getByTestId('export-new').click();
    const dialog = page.getByTestId('export-dialog');
    await expect(dialog).toBeVisible();
    // The default period (the last seven days before today), posts (the first list offered).
    await expect(dialog.getByRole('combobox')).toHaveText('Posts');
    await dialog.getByRole('button', { name: 'Request the export' }).click();
    await page.getByRole('dialog').getByRole('button').last().click();

    // The toast: the file and its expiry in the district's format (DD/MM/YYYY hh:mm:ss), staying open.
    const toast = page.getByTestId('toast').filter({ hasText: 'Export download ready' });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toContainText(/posts_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx is ready; available until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\./);
    const row = page.getByTestId('list-row').first();
    await expect(row.getByTestId('export-status')).toHaveAttribute('data-status', 'completed');
    await expect(row).toContainText('Ada Rossi');
    await page.waitForTimeout(6000);
    await expect(toast).toBeVisible();

    // A click on the toast downloads the workbook: the period's posts under their header.
    const [fromToast] = await Promise.all([page.waitForEvent('download'), toast.click()]);
    expect(fromToast.suggestedFilename()).toMatch(/^posts_.*\.xlsx$/);
    const rows = await sheetRows(fromToast);
    expect(rows[0]).toEqual(['ID', 'Title', 'Language', 'Category', 'Status', 'Author', 'Date']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => typeof r[0] === 'number' && /^Post \d+$/.test(String(r[1])))).toBe(true);

    // The row's download gives the same file.
    const [fromRow] = await Promise.all([page.waitForEvent('download'), row.getByTestId('export-download').click()]);
    expect(fromRow.suggestedFilename()).toBe(fromToast.suggestedFilename());
    expect(await sheetRows(fromRow)).toEqual(rows);
  });
});
