import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../../src/contract/entity';
import { cellText, columnLabelKey, isPositive, secondaryText, valueAt, type CellContext } from '../../src/lib/listCells';
import activities from '../../resources/community_activities/contract';
import tools from '../../resources/tools/contract';

const t: CellContext['t'] = (key, params) =>
  ({ 'Status.active': 'Active', 'Content.Status.published': 'Published', 'Home.Yes': 'Yes', 'Home.No': 'No' })[key] ?? String(params?._ ?? key);
const ctx: CellContext = { locale: 'it', dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/Rome', t };
const text = (column: ListColumn, record: Record<string, unknown>) => cellText(column, record, ctx);

describe("a list cell's words, from its contract column (the list's and the wait screen's)", () => {
  it('text and numbers as they are; nothing for a missing value or an object', () => {
    expect(text({ source: 'code' }, { code: 'A-12' })).toBe('A-12');
    expect(text({ source: 'id', kind: 'number' }, { id: 7 })).toBe('7');
    expect(text({ source: 'code' }, {})).toBe('');
    expect(text({ source: 'code' }, { code: { nested: true } })).toBe('');
  });

  it('a dotted value path reads into the record', () => {
    expect(valueAt({ user: { full_name: 'Ada Rossi' } }, 'user.full_name')).toBe('Ada Rossi');
    expect(text({ source: 'user_id', value: 'user.full_name' }, { user: { full_name: 'Ada Rossi' } })).toBe('Ada Rossi');
    expect(text({ source: 'user_id', value: 'user.full_name' }, { user: null })).toBe('');
  });

  it('a per-language value in the UI language, else English', () => {
    expect(text({ source: 'name', kind: 'localized' }, { name: { en: 'Garden', it: 'Giardino' } })).toBe('Giardino');
    expect(text({ source: 'name', kind: 'localized' }, { name: { en: 'Garden', it: ' ' } })).toBe('Garden');
  });

  it("a status by its catalogue's label, under the column's own prefix; the value itself when there is none", () => {
    expect(text({ source: 'status', kind: 'status' }, { status: 'active' })).toBe('Active');
    expect(text({ source: 'status', kind: 'status', labels: 'Content.Status' }, { status: 'published' })).toBe('Published');
    expect(text({ source: 'status', kind: 'status' }, { status: 'odd' })).toBe('odd');
    expect(isPositive({ source: 'status' }, 'active')).toBe(true);
    expect(isPositive({ source: 'status', positive: 'published' }, 'active')).toBe(false);
  });

  it('a label is the same words as plain text; an empty cell says what the column says for nothing', () => {
    expect(text({ source: 'status', kind: 'label' }, { status: 'active' })).toBe('Active');
    expect(text({ source: 'kind', kind: 'label', labels: 'Content.Status' }, { kind: 'published' })).toBe('Published');
    expect(text({ source: 'code', empty: '—' }, { code: '' })).toBe('—');
    expect(text({ source: 'at', kind: 'date', empty: '—' }, { at: null })).toBe('—');
    expect(text({ source: 'floor', kind: 'number', empty: '—' }, { floor: 0 })).toBe('0');
  });

  it("dates in the district's format and zone: a day as it is, a timestamp as its day and time in the district", () => {
    expect(text({ source: 'day', kind: 'date' }, { day: '2026-12-01' })).toBe('01/12/2026');
    // 23:30 UTC is already the next day in Rome.
    expect(text({ source: 'at', kind: 'date' }, { at: '2026-12-01T23:30:00Z' })).toBe('02/12/2026');
    expect(text({ source: 'at', kind: 'datetime' }, { at: '2026-12-01T23:30:00Z' })).toBe('02/12/2026 00:30');
    expect(text({ source: 'at', kind: 'date' }, { at: null })).toBe('');
  });

  it('yes or no; images and custom cells draw no words', () => {
    expect(text({ source: 'public', kind: 'boolean' }, { public: true })).toBe('Yes');
    expect(text({ source: 'public', kind: 'boolean' }, { public: false })).toBe('No');
    expect(text({ source: 'cover', kind: 'image' }, { cover: '/x.png' })).toBe('');
    expect(text({ source: 'tags', kind: 'custom' }, { tags: 'a' })).toBe('');
  });

  it("a column's own text, writing values as its kinds would; what it says for nothing when that is empty", () => {
    const when: ListColumn = {
      source: 'datetime_start',
      kind: 'date',
      text: (r, as) => `${as('date', r.date)} · ${String(r.start_time)}–${String(r.end_time)}`,
    };
    expect(text(when, { date: '2026-11-24', start_time: '17:00', end_time: '19:00' })).toBe('24/11/2026 · 17:00–19:00');
    const joined: ListColumn = { source: 'brand', text: (r) => [r.brand, r.model].filter(Boolean).join(' · '), empty: '—' };
    expect(text(joined, { brand: 'Kärcher', model: 'K4' })).toBe('Kärcher · K4');
    expect(text(joined, { brand: null, model: '' })).toBe('—');
  });

  it("the entities' own texts: an activity's day with its hours, a tool's brand with its model", () => {
    const column = (contract: typeof tools, source: string) => contract.list.columns!.find((c) => c.source === source)!;
    expect(text(column(activities, 'datetime_start'), { date: '2026-11-24', start_time: '17:00', end_time: '19:00' })).toBe('24/11/2026 · 17:00–19:00');
    expect(text(column(tools, 'brand'), { brand: 'Kärcher', model: 'K4 Power Control' })).toBe('Kärcher · K4 Power Control');
    expect(text(column(tools, 'brand'), { brand: 'Bosch', model: null })).toBe('Bosch');
  });

  it('a second line: its field in the UI language; none for a column without one or an empty field', () => {
    const title: ListColumn = { source: 'title', kind: 'localized', secondary: 'subtitle' };
    expect(secondaryText(title, { subtitle: { en: 'New paving', it: 'Nuova pavimentazione' } }, ctx)).toBe('Nuova pavimentazione');
    expect(secondaryText(title, { subtitle: null }, ctx)).toBe('');
    expect(secondaryText({ source: 'title' }, { subtitle: 'x' }, ctx)).toBe('');
  });

  it("a heading is the column's label, else the field's", () => {
    expect(columnLabelKey('tags', { source: 'name' })).toBe('resources.tags.fields.name');
    expect(columnLabelKey('tags', { source: 'cover', label: 'Content.Cover' })).toBe('Content.Cover');
  });
});
