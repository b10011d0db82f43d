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

/**
 * The walk of every screen (a11y-languages.spec.ts) reads the login, the dashboard, the profile, the
 * 404 and the public invitation in Italian and Portuguese; the user menu, open, is read here.
 */
for (const [locale, messages, words] of [
  ['it-IT', it, { manual: 'Manuale utente (PDF)' }],
  ['pt-BR', pt, { manual: 'Manual do usuário (PDF)' }],
] as const) {
  test.describe(`${locale} screens`, () => {
    test.use({ locale });

    test(`the user menu shows no English (${locale})`, async ({ page, request }) => {
      await openAs(page, request, 'admin@borgo.test');
      await expect(page.getByText(words.manual)).toBeVisible();
      await page.getByTestId('user-menu').click();
      // The menu is open: its language choice, each language named in its own words.
      await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
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
