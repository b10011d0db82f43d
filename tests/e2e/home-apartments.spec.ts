import { expect, test } from '@playwright/test';
import { openAs } from './helpers';

test.describe('home: apartments and contracts', () => {
  test('an apartment shows its users and the consumption charts of the seven types', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test', '/backend/apartments');
    await page.getByTestId('list-row').first().click();
    await expect(page).toHaveURL(/\/backend\/apartments\/details$/);
    await expect(page.getByTestId('details')).toContainText('Owner contract code');
    await page.getByTestId('open-consumptions').click();
    await expect(page).toHaveURL(/\/backend\/apartments\/apartmentConsumptions$/);
    const charts = page.getByTestId('consumption-chart');
    await expect(charts).toHaveCount(7);
    // Each chart drew its line (an SVG path), and the district shows CO2 emissions.
    await expect(charts.first().locator('svg path.MuiLineElement-root')).toHaveCount(1);
    await expect(page.getByTestId('carbon-intensity').first()).toHaveText(/Carbon intensity: (Low|Medium|High)/);
  });

  test('a contract request is rejected with a required reason', async ({ page, request }) => {
    await openAs(page, request, 'admin@borgo.test', '/backend/contracts');
    await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('tab-waiting').click();
    await page.getByTestId('list-row').first().click();
    await expect(page).toHaveURL(/\/backend\/contracts\/request\/\d+$/);
    await page.getByTestId('contract-reject').click();
    await page.getByTestId('reject-confirm').click();
    await expect(page.getByRole('dialog')).toContainText('This field is required');
    await page.getByTestId('rejection-reason').fill('The lease documents are missing.');
    await page.getByTestId('reject-confirm').click();
    await expect(page.getByTestId('contract-status')).toHaveAttribute('data-status', 'rejected');
    await expect(page.getByTestId('contract-reason')).toHaveText('The lease documents are missing.');
    await expect(page.getByTestId('contract-reject')).toHaveCount(0);
  });
});
