import { describe, expect, it } from 'vitest';
import { diff, fieldChange, flatten, MAX_VALUE_CHARS } from '../../server/audit/diff';

/** The audit entry's field diff (server/audit/diff.ts): what an entry keeps of a write. */
describe('audit diff (issue 11)', () => {
  it('keeps only the fields an update moved, with their values before and after', () => {
    expect(diff({ id: 1, name: 'A', status: 'active', created_at: 'x' }, { id: 1, name: 'B', status: 'active', created_at: 'x' })).toEqual({
      name: { before: 'A', after: 'B' },
    });
  });

  it('gives a create no before and a delete no after, and leaves out empty fields', () => {
    expect(diff(null, { id: 3, name: 'A', note: null })).toEqual({ name: { after: 'A' } });
    expect(diff({ id: 3, name: 'A', note: '' }, null)).toEqual({ name: { before: 'A' }, note: { before: '' } });
  });

  it('compares translations language by language, as the forms show them', () => {
    const before = {
      translations: [
        { locale: 'en', name: 'Garden' },
        { locale: 'it', name: 'Giardino' },
      ],
    };
    const after = {
      translations: [
        { locale: 'en', name: 'Gardens' },
        { locale: 'it', name: 'Giardino' },
      ],
    };
    expect(diff(before, after)).toEqual({ 'name.en': { before: 'Garden', after: 'Gardens' } });
    expect(flatten({ translations: [{ locale: 'pt', name: 'Jardim', description: 'x' }] })).toEqual({ 'name.pt': 'Jardim', 'description.pt': 'x' });
  });

  it('never keeps a secret: its change is marked, with neither value', () => {
    const out = diff({ password_hash: 'old-hash', token: 'a' }, { password_hash: 'new-hash', token: 'b' });
    expect(out).toEqual({ password_hash: { redacted: true }, token: { redacted: true } });
    expect(JSON.stringify(out)).not.toMatch(/old-hash|new-hash|"a"|"b"/);
    expect(fieldChange('access_token', 'x', 'y')).toEqual({ access_token: { redacted: true } });
    expect(diff(null, { user: { password: 'secret-1' } })).toEqual({ 'user.password': { redacted: true } });
  });

  it('cuts long values, so an entry stays small whatever the record holds', () => {
    const long = 'x'.repeat(1024 * 1024);
    const out = diff(null, { notes: long, data: { a: long } });
    expect(String(out.notes.after).length).toBe(MAX_VALUE_CHARS + 1);
    expect(String(out['data.a'].after).length).toBe(MAX_VALUE_CHARS + 1);
  });

  it('writes dates as ISO strings and treats missing and null alike', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    expect(diff({ handled_at: null }, { handled_at: at })).toEqual({ handled_at: { before: null, after: '2026-11-25T10:00:00.000Z' } });
    expect(diff({ note: null }, { note: undefined })).toEqual({});
  });
});

describe('audit diff: credentials of the gate', () => {
  it("keeps no visitor code, which opens the invitation's public page", () => {
    expect(diff(null, { visitor_code: 'ABC123', category: 'guest' })).toEqual({ visitor_code: { redacted: true }, category: { after: 'guest' } });
  });
});
