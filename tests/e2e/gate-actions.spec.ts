import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { createInvitation, residentConfirms } from './gateApi';
import { openAs } from './helpers';

async function openDetails(page: Page, guestName: string) {
  await page.getByTestId('list-search').fill(guestName);
  await page.getByTestId('list-search').press('Enter');
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await page.getByTestId('list-row').click();
  await expect(page).toHaveURL(/\/backend\/gate\/visitors\/details$/);
}

/** Clicks a guest's action and answers yes to its question. */
async function act(page: Page, guestId: number, action: 'confirm' | 'resend' | 'exit') {
  await page.locator(`[data-testid="guest-card"][data-guest="${guestId}"]`).getByTestId(`guest-${action}`).click();
  await page.getByRole('dialog').getByRole('button').last().click();
}

test.describe('gate: staff actions', () => {
  test('resend, confirm manually, a 409 when the state changed meanwhile, and confirm exit', async ({ page, request }) => {
    const tag = `Act${Date.now() % 100000}`;
    const inv = await createInvitation(request, [`${tag}A`, `${tag}B`]);
    const [a, b] = inv.guests;
    await openAs(page, request, 'gate@borgo.test', '/backend/gate/visitors');
    await openDetails(page, `${tag}A`);
    const status = (id: number) => page.locator(`[data-testid="guest-card"][data-guest="${id}"]`).getByTestId('guest-status');
    await expect(status(a.id)).toHaveAttribute('data-status', 'VisitorWait');

    await act(page, a.id, 'resend');
    await expect(page.getByText('The request has been sent again.')).toBeVisible();

    await act(page, b.id, 'confirm');
    await expect(status(b.id)).toHaveAttribute('data-status', 'VisitorComplete');
    // The confirmed step says it was this staff member, manually, not the resident.
    const confirmedBy = (id: number) => page.locator(`[data-guest="${id}"] [data-step="confirmed"]`).getByTestId('step-confirmed-by');
    await expect(confirmedBy(b.id)).toHaveText('Manually, by Gino Verdi');
    await expect(confirmedBy(b.id)).toHaveAttribute('data-kind', 'staff');

    // The resident answers for A while the page still offers "Confirm manually". The page hears of
    // it live and reloads the invitation: that reload is held until the staff member has clicked, as
    // on a slow line, or the button could be gone before the click (it was once in CI).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const invitation = `**/api/v3/visitors/${inv.id}?**`;
    await page.route(invitation, async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.fallback();
    });
    expect(await residentConfirms(request, inv.id, a.id)).toBe(200);
    await act(page, a.id, 'confirm');
    const error = page.getByRole('dialog');
    await expect(error).toContainText("This guest's state has changed");
    release();
    await page.unroute(invitation);
    await error.getByRole('button').click();
    await expect(status(a.id)).toHaveAttribute('data-status', 'VisitorComplete');
    await expect(confirmedBy(a.id)).toHaveText('By the resident, Chiara Ferri');

    await act(page, a.id, 'exit');
    await expect(status(a.id)).toHaveAttribute('data-status', 'VisitorExit');
    await expect(page.locator(`[data-guest="${a.id}"] [data-step="exit_confirmation"]`)).toBeVisible();
    await expect(page.locator(`[data-guest="${a.id}"] [data-testid^="guest-"][data-testid$="exit"]`)).toHaveCount(0);
  });

  test('the badge and the public page of a new invitation carry its code as a QR', async ({ page, request }) => {
    const inv = await createInvitation(request, [`Qr${Date.now() % 100000}`]);
    await openAs(page, request, 'gate@borgo.test', '/backend/gate/visitors');
    await openDetails(page, inv.guests[0].first_name);
    await page.getByTestId('print-badge').click();
    await expect(page.getByTestId('badge-code')).toHaveText(inv.visitor_code);
    await expect(page.getByTestId('badge-qr')).toBeVisible();

    await page.goto(`/visitors/invitation/${inv.visitor_code}`);
    const qr = page.getByTestId('invitation-qr');
    await qr.waitFor();
    const { width, height, pixels } = await qr.evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
    });
    expect(jsQR(Uint8ClampedArray.from(pixels), width, height)?.data).toBe(inv.visitor_code);
  });
});
