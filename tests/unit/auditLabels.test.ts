import { entityLabels } from '../../src/i18n/entityLabels';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../i18n/en';
import it_ from '../../i18n/it';
import pt from '../../i18n/pt';
import { fieldLabel, humanize } from '../../src/components/audit/labels';
import { withAllLabels } from '../../src/contract/labels';
import { UI_LOCALES } from '../../src/contract/locales';
import { translate } from '../../src/lib/translate';
import { CONTRACTS } from '../../src/registry/contracts';

const catalogues = withAllLabels({ en, it: it_, pt }, entityLabels);

/** The schema inside optional, nullable, default and transform wrappers. */
function unwrapped(schema: unknown): unknown {
  let s = schema as { unwrap?: () => unknown; _zod?: { def: { innerType?: unknown; in?: unknown } } };
  for (;;) {
    if (s instanceof z.ZodObject || s instanceof z.ZodArray) return s;
    const next = s?._zod?.def.innerType ?? s?._zod?.def.in;
    if (!next) return s;
    s = next as typeof s;
  }
}

/** The field names the trail records of a record of this shape (server/audit/diff.ts: nested objects by dotted name). */
function auditedFields(schema: unknown, translatable: readonly string[], prefix = '', depth = 0): string[] {
  const s = unwrapped(schema);
  if (!(s instanceof z.ZodObject)) return [];
  return Object.entries(s.shape as Record<string, unknown>).flatMap(([key, value]) => {
    if (depth === 0 && ['id', 'district_id', 'created_at', 'updated_at'].includes(key)) return [];
    if (key === 'translations') return translatable.flatMap((f) => UI_LOCALES.map((l) => `${f}.${l}`));
    const name = prefix ? `${prefix}.${key}` : key;
    return unwrapped(value) instanceof z.ZodObject && depth < 3 ? auditedFields(value, translatable, name, depth + 1) : [name];
  });
}

/** What the routes of areas with no entity screen record (server/routes: profile, session, password, districts, uploads, exports, terms). */
const AREAS: Record<string, string[]> = {
  users: ['full_name', 'phone', 'cover_path', 'dashboard_district', 'password'],
  districts: ['sos_window_days'],
  uploads: ['name', 'type', 'size'],
  exports: ['target', 'date_start', 'date_end', 'file_name', 'subject_user_id', 'purpose'],
  privacy_erasures: ['subject_user_id', 'status'],
  terms_conditions: ['type', 'files.it.file_name', 'files.it.file_url'],
  visitors: ['guest', 'status'],
};

describe('the audit trail names every field it records in the UI language', async () => {
  const fields: [string, string][] = [];
  for (const c of CONTRACTS) {
    const schemas = await c.schemas?.();
    for (const schema of [schemas?.input, schemas?.record]) for (const f of auditedFields(schema, c.translatable)) fields.push([c.name, f]);
  }
  for (const [area, names] of Object.entries(AREAS)) for (const f of names) fields.push([area, f]);
  const unique = [...new Map(fields.map((f) => [f.join(' '), f])).values()];

  it.each(['en', 'it', 'pt'] as const)('in %s, no field is named from its code', (lang) => {
    const t = (key: string, options?: Record<string, unknown>) => translate(catalogues[lang], key, options);
    const unnamed = unique.filter(([entity, name]) => fieldLabel(t, entity, name, () => '\u0000').includes('\u0000')).map((f) => f.join(': '));
    expect(unnamed).toEqual([]);
  });

  it('names a nested field by its parts, a reference by what it refers to, languages last', () => {
    const t = (key: string, options?: Record<string, unknown>) => translate(catalogues.it, key, options);
    expect(fieldLabel(t, 'security', 'handled_by.full_name')).toBe('Gestita da › Nome');
    expect(fieldLabel(t, 'cities', 'country.code')).toBe('Paese › Codice');
    expect(fieldLabel(t, 'tags', 'name.it')).toBe('Nome (IT)');
    expect(fieldLabel(t, 'tags', 'no_such_field')).toBe(humanize('no_such_field'));
  });
});
