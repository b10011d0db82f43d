import { expect, test } from '@playwright/test';
import { tokenOf } from './gateApi';
import { openAs } from './helpers';

test.describe('dashboard', () => {
  test("the SOS card counts and quotes the district's own window", async ({ page, request }) => {
    const adminToken = await tokenOf(request, 'admin@borgo.test');
    const setWindow = (days: number) =>
      request.put('/api/v3/districts/1/settings', { headers: { Authorization: `Bearer ${adminToken}` }, data: { sos_window_days: days } });
    await openAs(page, request, 'manager@borgo.test');
    const card = page.getByTestId('dashboard-sos_calls');
    // Borgo Navigli's demo SOS calls are 0, 2, 4, 8, 11, 14 and 17 days old.
    await expect(card).toContainText('SOS calls, last 7 days');
    await expect(card).toContainText('3');
    try {
      expect((await setWindow(10)).status()).toBe(200);
      await page.reload();
      await expect(card).toContainText('SOS calls, last 10 days');
      await expect(card.locator('p').first()).toHaveText('4');
      expect((await setWindow(1)).status()).toBe(200);
      await page.reload();
      await expect(card).toContainText('SOS calls, last day');
    } finally {
      await setWindow(7);
    }
  });
});
