import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import it_ from '../../i18n/it';
import pt from '../../i18n/pt';
import englishMessages from 'ra-language-english';
import { SECTIONS } from '../../src/registry/contracts';
import { V } from '../../src/lib/validation';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { loadMessages, localeStore, pickLocale } from '../../src/i18n/locale';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { translate } from '../../src/lib/translate';
import { withAllLabels, type EntityLabels } from '../../src/contract/labels';
import { translate as serverTranslate } from '../../server/lib/i18n';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const catalogues = { en, it: it_, pt };

/** Entities' own labels, of the product and of the test fixtures. */
const entityLabels = import.meta.glob<{ default: EntityLabels }>(['../../resources/*/i18n.ts', '../fixtures/resources/*/i18n.ts'], { eager: true });
/** The catalogues as the console has them: i18n/ with the product's entity labels laid over. */
const product = Object.entries(entityLabels)
  .filter(([path]) => path.startsWith('../../resources/'))
  .map(([, m]) => m.default);
const shown = withAllLabels({ en, it: it_, pt }, product);

describe('UI languages', () => {
  it.each(Object.entries(entityLabels))('%s labels the same keys in en, it and pt', (_, m) => {
    const keys = [...leaves(m.default.en).keys()].sort();
    expect(keys.length).toBeGreaterThan(0);
    expect([...leaves(m.default.it).keys()].sort()).toEqual(keys);
    expect([...leaves(m.default.pt).keys()].sort()).toEqual(keys);
  });

  it('en, it and pt have exactly the same keys', () => {
    const keys = [...leaves(en).keys()].sort();
    expect([...leaves(it_).keys()].sort()).toEqual(keys);
    expect([...leaves(pt).keys()].sort()).toEqual(keys);
  });

  it.each(Object.entries(catalogues))('%s has no empty text (react-admin null label aside)', (_, messages) => {
    const empty = [...leaves(messages)].filter(([k, v]) => !v.trim() && k !== 'ra.boolean.null');
    expect(empty).toEqual([]);
  });

  it('carries every react-admin key', () => {
    const ra = [...leaves(englishMessages).keys()];
    for (const messages of Object.values(catalogues)) {
      const mine = leaves(messages);
      expect(ra.filter((k) => !mine.has(k))).toEqual([]);
    }
  });

  it('Italian and Portuguese are translated, not English copies', () => {
    const english = leaves(shown.en);
    for (const messages of [shown.it, shown.pt]) {
      // Texts that are mostly placeholders or names ('%{name} %{recordRepresentation}', '© %{year} Borgo') may match.
      const wordy = (v: string) => v.replace(/%\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 10;
      const same = [...leaves(messages)].filter(([k, v]) => english.get(k) === v && wordy(v) && !k.startsWith('Languages.'));
      expect(same.map(([k]) => k)).toEqual([]);
    }
  });

  it('keeps the server keys: every validation key and every section has a label', () => {
    for (const messages of Object.values(shown)) {
      const mine = leaves(messages);
      for (const key of Object.values(V)) expect(mine.has(key), key).toBe(true);
      for (const s of SECTIONS) expect(mine.has(`sections.${s.id}`), s.id).toBe(true);
      for (const key of ['Errors.SessionExpired', 'Errors.NoDashboardDistrict', 'Mail.ResetBody', 'Strings.PasswordResetSent'])
        expect(mine.has(key)).toBe(true);
    }
  });

  it('picks the remembered language, else the browser one, else English', () => {
    expect(pickLocale('pt', ['it-IT'])).toBe('pt');
    expect(pickLocale(null, ['de-DE', 'it-IT'])).toBe('it');
    expect(pickLocale('xx', ['fr'])).toBe('en');
  });

  it('interpolates like polyglot', () => {
    expect(translate(en, 'Validations.PasswordTooShort', { min: 8 })).toBe('The password must have at least 8 characters');
    expect(translate(en, 'missing.key')).toBe('missing.key');
  });

  it('reads react-admin messages exactly as polyglot did (the shell no longer loads it)', () => {
    const polyglot = polyglotI18nProvider(() => en, 'en', [], { allowMissing: true });
    const cases: [string, Record<string, unknown>][] = [
      ['ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 50 }],
      ['ra.message.bulk_delete_content', { name: 'tag', smart_count: 1 }],
      ['ra.message.bulk_delete_content', { name: 'tags', smart_count: 3 }],
      ['ra.action.delete', {}],
      ['missing.key', { _: 'Fallback %{x}', x: 'y' }],
      ['missing.key', {}],
      ['Validations.PasswordTooShort', { min: undefined }],
    ];
    for (const [key, options] of cases) expect(translate(en, key, options), key).toBe(polyglot.translate(key, options));
  });

  it('the server translates with the same translator', () => {
    expect(serverTranslate('it', 'Validations.PasswordTooShort', { min: 8 })).toBe(translate(it_, 'Validations.PasswordTooShort', { min: 8 }));
    expect(serverTranslate('pt', 'ra.message.bulk_delete_content', { name: 'tags', smart_count: 3 })).toBe(
      translate(pt, 'ra.message.bulk_delete_content', { name: 'tags', smart_count: 3 }),
    );
    expect(serverTranslate('it', 'missing.key')).toBe('missing.key');
  });

  it('the shell translator follows a change of language', async () => {
    await loadMessages('en');
    await localeStore.setLocale('en');
    const provider = createI18nProvider();
    expect(provider.translate('ra.action.delete')).toBe('Delete');
    await provider.changeLocale('it');
    expect(provider.getLocale()).toBe('it');
    expect(provider.translate('ra.action.delete')).toBe(translate(it_, 'ra.action.delete'));
    expect(provider.translate('ra.action.delete')).not.toBe('Delete');
    await provider.changeLocale('en');
  });
});
