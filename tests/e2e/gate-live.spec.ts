import { expect, test } from '@playwright/test';
import { createInvitation, residentConfirms, tokenOf } from './gateApi';
import { openAs, storedSessionOf } from './helpers';

test.describe('gate: live confirmations', () => {
  test('a resident confirms: the gate sees the toast, another district does not, the click opens the invitation', async ({ page, browser, request }) => {
    // Another district's staff: admin working in Vila Aurora (district 2), in a second browser.
    const adminToken = await tokenOf(request, 'admin@borgo.test');
    const select = (id: number) =>
      request.post('/api/v3/auth/select-district', { headers: { Authorization: `Bearer ${adminToken}` }, data: { selected_district: id } });
    expect((await select(2)).ok()).toBe(true);
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      const stored = JSON.parse(await storedSessionOf(request, 'admin@borgo.test')) as { token: string; district: { id: number; name: string } };
      stored.token = adminToken;
      stored.district = { ...stored.district, id: 2, name: 'Vila Aurora' };
      await otherPage.goto('/visitors/invitation');
      await otherPage.evaluate((s) => localStorage.setItem('borgo.session', s), JSON.stringify(stored));
      await otherPage.goto('/backend/gate/visitors');
      await expect(otherPage.getByTestId('district-name')).toHaveText('Vila Aurora');

      await openAs(page, request, 'gate@borgo.test', '/backend/gate/visitors');
      await expect(page.getByTestId('list-row').first()).toBeVisible();
      const invitation = await createInvitation(request, ['LiveGuest']);
      const guest = invitation.guests[0];
      expect(guest.status).toBe('VisitorWait');

      expect(await residentConfirms(request, invitation.id, guest.id)).toBe(200);
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText('Visitor confirmed', { timeout: 5000 });
      await expect(toast).toContainText('The resident Chiara Ferri has confirmed a visitor at the gate.');
      // By now the other district's console has had the same event, and shows nothing.
      await otherPage.waitForTimeout(500);
      await expect(otherPage.getByTestId('toast')).toHaveCount(0);

      await toast.getByText('Open the invitation').click();
      await expect(page).toHaveURL(/\/backend\/gate\/visitors\/invitation$/);
      await expect(page.getByTestId('invitation-code')).toHaveText(invitation.visitor_code);
      const card = page.locator(`[data-testid="guest-card"][data-guest="${guest.id}"]`);
      await expect(card).toHaveAttribute('data-highlighted', 'true');
      await expect(card.getByTestId('guest-status')).toHaveAttribute('data-status', 'VisitorComplete');
      await expect(card.locator('[data-step="confirmed"]')).toBeVisible();
      await expect(card.getByTestId('just-confirmed')).toHaveText('Just confirmed by the resident');
    } finally {
      await other.close();
      await select(1);
    }
  });

  test('a staff member confirms manually: the gate is told who, and the invitation keeps it', async ({ page, request }) => {
    await openAs(page, request, 'gate@borgo.test', '/backend/gate/visitors');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    const invitation = await createInvitation(request, ['ManualGuest']);
    const guest = invitation.guests[0];
    // Another staff member (Ada Rossi, the administrator) uses "Confirm manually" on their console.
    const adminToken = await tokenOf(request, 'admin@borgo.test');
    const res = await request.post(`/api/v3/visitors/${invitation.id}/guests/${guest.id}/confirm`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { district_id: 1 },
    });
    expect(res.status()).toBe(200);

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Ada Rossi has confirmed a visitor manually at the gate.', { timeout: 5000 });
    await expect(toast).not.toContainText('resident');
    await toast.getByText('Open the invitation').click();
    const card = page.locator(`[data-testid="guest-card"][data-guest="${guest.id}"]`);
    await expect(card.getByTestId('just-confirmed')).toHaveText('Just confirmed manually by Ada Rossi');
    await expect(card.locator('[data-step="confirmed"]').getByTestId('step-confirmed-by')).toHaveText('Manually, by Ada Rossi');
  });
});
