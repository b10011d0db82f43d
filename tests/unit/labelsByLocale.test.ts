import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '../../src/contract/locales';
import { entityLabels } from '../../src/i18n/entityLabels';

/**
 * The console loads the entities' labels of its own language only, from modules the build writes
 * (src/i18n/labelsByLocale.ts): each must hold exactly that language's part of every entity's
 * labels as resources/<name>/i18n.ts declares them, in the same order (later ones win on merge).
 */
describe('the entities’ labels cut by language', () => {
  for (const locale of UI_LOCALES) {
    it(`${locale}: every entity's labels in that language, and nothing of the others`, async () => {
      const { default: labels } = (await import(`virtual:entity-labels/${locale}`)) as { default: unknown[] };
      expect(labels).toEqual(entityLabels.map((l) => l[locale]));
      expect(labels.length).toBeGreaterThan(20);
    });
  }

  it('refuses a language the console does not speak', async () => {
    await expect(import('virtual:entity-labels/es')).rejects.toThrow(/not one of the console's languages/);
  });
});
