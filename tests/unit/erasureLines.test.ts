import { entityLabels } from '../../src/i18n/entityLabels';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import { withAllLabels } from '../../src/contract/labels';
import { translate } from '../../src/lib/translate';
import { lineDetails, lineText } from '../../resources/privacy_retention/person/erasureLines';
import type { ErasureLine } from '../../src/contract/privacy';
import { PERSONAL_TABLES } from '../../server/privacy/personalData';
import { KEEP_REASONS } from '../../src/contract/privacyWords';

const catalogues = withAllLabels<object>({ en, it: en, pt: en }, entityLabels);
const t = ((key: string, options?: Record<string, unknown>) => translate(catalogues.en, key, options)) as Parameters<typeof lineText>[0];

/** Issue 18: what an erasure does, in the words the approver confirms. */
describe('an erasure in words', () => {
  const lines: ErasureLine[] = [
    { table: 'space_bookings', rows: 2, effect: 'keep', reason: 'books' },
    { table: 'posts', rows: 3, effect: 'remove', reason: null },
    { table: 'users', rows: 1, effect: 'anonymise', reason: null },
  ];

  it('says each kind of data, how many, and why a kept one stays', () => {
    expect(lineText(t, lines[0])).toBe('Space bookings: 2 (the district’s books)');
    expect(lineText(t, lines[1])).toBe('Posts: 3');
  });

  it('lists what is removed first, then what is made anonymous, then what is kept', () => {
    expect(lineDetails(t, lines)).toEqual(['Removed — Posts: 3', 'Made anonymous — Account and profile: 1', 'Kept — Space bookings: 2 (the district’s books)']);
  });

  it('names every table of the personal-data registry and every reason to keep', () => {
    const unnamed = Object.keys(PERSONAL_TABLES).filter((table) => lineText(t, { table, rows: 1, effect: 'remove', reason: null }).startsWith(`${table}:`));
    expect(unnamed).toEqual([]);
    for (const reason of KEEP_REASONS) expect(t(`Privacy.Keep.${reason}`)).not.toBe(`Privacy.Keep.${reason}`);
  });
});
