import { expect, test, type Page } from '@playwright/test';
import en from '../../i18n/en';
import it from '../../i18n/it';
import pt from '../../i18n/pt';
import { openAs } from './helpers';

function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else leaves(v, key, out);
  }
  return out;
}

/**
 * English UI texts that read differently in the other language (so finding one is a leak). A text
 * the other catalogue also uses somewhere (a language's own name, "English") is not a leak.
 */
function englishOnly(other: unknown): string[] {
  const theirs = leaves(other);
  const theirValues = new Set(theirs.values());
  return [...leaves(en)]
    .filter(([k, v]) => theirs.get(k) !== v && !theirValues.has(v) && !v.includes('%{') && v.replace(/[^A-Za-z]/g, '').length >= 5 && !k.startsWith('Mail.'))
    .map(([, v]) => v);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoEnglish(page: Page, other: unknown) {
  const text = await page.locator('body').innerText();
  // Whole words only: "Italian" is not a leak inside "Italiano".
  const leaks = englishOnly(other).filter((s) => new RegExp(`(^|[^\\p{L}])${escape(s)}($|[^\\p{L}])`, 'u').test(text));
  expect(leaks).toEqual([]);
}

for (const [locale, messages, words] of [
  ['it-IT', it, { login: 'Accedi', dashboard: 'Cruscotto', manual: 'Manuale utente (PDF)' }],
  ['pt-BR', pt, { login: 'Entrar', dashboard: 'Painel', manual: 'Manual do usuário (PDF)' }],
] as const) {
  test.describe(`${locale} screens`, () => {
    test.use({ locale });

    test(`login, dashboard and profile show no English (${locale})`, async ({ page, request }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: words.login })).toBeVisible();
      await expectNoEnglish(page, messages);
      await openAs(page, request, 'admin@borgo.test');
      await expect(page.getByText(words.manual)).toBeVisible();
      await expect(page.getByTestId('dashboard-waiting_approval')).toContainText(/\d/);
      await expectNoEnglish(page, messages);
      await page.getByTestId('user-menu').click();
      await expectNoEnglish(page, messages);
      await page.keyboard.press('Escape');
      await page.goto('/backend/profile');
      await page.locator('h1').waitFor();
      await expectNoEnglish(page, messages);
      await page.goto('/backend/nope');
      await page.getByTestId('status-404').waitFor();
      await expectNoEnglish(page, messages);
      await page.goto('/visitors/invitation/DEMO1001');
      await page.getByTestId('invitation-qr').waitFor();
      await expectNoEnglish(page, messages);
    });
  });
}

test('the language chosen in the user menu is remembered', async ({ page, request }) => {
  await openAs(page, request, 'admin@borgo.test');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  await expect(page.getByText('Manuale utente (PDF)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Manuale utente (PDF)')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('borgo.locale'))).toBe('it');
  await page.evaluate(() => localStorage.removeItem('borgo.locale'));
});
