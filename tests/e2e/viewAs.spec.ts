import { expect, test } from '@playwright/test';
import { openAs, sidebarSections } from './helpers';
import { ADMIN, dialog, rows, search, shot } from './resourceHelpers';

/** Demo role ids (server/db/seed.ts, in insertion order). */
const FRONT_OFFICE = 5;

test('"view as" a role: its sidebar and refusals in a read-only tab; the own console stays', async ({ page, request, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, request, ADMIN, '/backend/settings/roles');
  await search(page, 'Front office', 1);
  const opened = context.waitForEvent('page');
  await rows(page).first().getByTestId(`view-as-role-${FRONT_OFFICE}`).click();
  const preview = await opened;
  await preview.setViewportSize({ width: 1440, height: 900 });

  // Whose console it is, and that nothing can be saved; the address keeps no parameter.
  const banner = preview.getByTestId('preview-banner');
  await expect(banner).toContainText('You are viewing the console as the role “Front office” in Borgo Navigli.');
  await expect(banner).toContainText('Read-only preview');
  await expect(preview).toHaveURL(/\/backend\/dashboard$/);
  // The front office's sidebar: no settings, no single-district selector.
  const sections = await sidebarSections(preview);
  expect(sections).not.toContain('settings');
  expect(sections).toContain('dashboard');
  await expect(preview.getByTestId('district-selector')).toHaveCount(0);
  await shot(preview, 'view-as-dashboard-desktop');
  // A section the role does not have is refused as it would be for them.
  await preview.goto('/backend/settings/cities');
  await expect(preview.getByText('You are not authorised to view this section')).toBeVisible();
  await expect(banner).toBeVisible();

  // A section it has opens; a save is refused by the server, and what was typed stays.
  await preview.goto('/backend/tags/form');
  await preview.getByTestId('input-name.it').fill('Anteprima e2e');
  await preview.getByTestId('form-save').click();
  await expect(dialog(preview)).toContainText('This is a read-only preview');
  await dialog(preview).getByRole('button', { name: 'OK' }).click();
  await expect(preview.getByTestId('input-name.it')).toHaveValue('Anteprima e2e');

  // Leaving the preview closes its tab; the admin's own console is as it was, reload included.
  const closed = preview.waitForEvent('close');
  await preview.getByTestId('preview-exit').click();
  await closed;
  await page.reload();
  await page.getByTestId('district-name').waitFor();
  expect(await sidebarSections(page)).toContain('settings');
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('borgo.session') ?? '{}') as { user?: { permissions?: string[]; preview?: unknown } },
  );
  expect(stored.user?.preview).toBeUndefined();
  expect(stored.user?.permissions?.length).toBeGreaterThan(50);
  // The tag was not created.
  await page.goto('/backend/tags');
  await search(page, 'Anteprima e2e', 0);
});
