import { describe, expect, it } from 'vitest';
import { districtDetailsInput } from '../../resources/district_details/schema';
import { contactInput } from '../../resources/useful_info/schema';
import { mapLinkError } from '../../src/components/content/SmartSolutionsMapLink';
import { movedIds } from '../../src/components/list/useMoveRow';
import { defineContract } from '../../src/contract/entity';

describe('moving a row of an orderable list', () => {
  it('swaps it with its neighbour, and does nothing at either end', () => {
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 1, -1)).toBeNull();
    expect(movedIds([1, 2, 3], 3, 1)).toBeNull();
    expect(movedIds([1, 2, 3], 9, 1)).toBeNull();
  });

  it('sorts an orderable contract by position unless it says otherwise', () => {
    const base = { name: 'x', route: '/backend/x', section: { id: 'x', parent: 'district' }, permissions: {} };
    expect(defineContract({ ...base, list: { orderable: true } }).list).toMatchObject({
      sort: { field: 'position', order: 'ASC' },
      sortable: ['position', 'id'],
    });
    expect(defineContract(base).list.sort).toEqual({ field: 'id', order: 'ASC' });
  });
});

describe('the rules of the district page, contacts and map link', () => {
  const page = { name: 'Borgo', translations: [{ locale: 'en', description: 'x' }] };
  const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('takes coordinates in range and both or neither, and a weather link beginning with http(s)', () => {
    expect(districtDetailsInput.safeParse({ ...page, latitude: 45.4, longitude: 9.1, weather_link: 'https://w.example.org' }).success).toBe(true);
    expect(errors(districtDetailsInput.safeParse({ ...page, latitude: -91, longitude: 181 }))).toEqual({
      latitude: 'Validations.NumberMin',
      longitude: 'Validations.NumberMax',
    });
    expect(errors(districtDetailsInput.safeParse({ ...page, longitude: 9 }))).toEqual({ latitude: 'Validations.FieldNotNull' });
    expect(errors(districtDetailsInput.safeParse({ ...page, weather_link: 'www.example.org' }))).toEqual({ weather_link: 'Validations.InvalidUrl' });
    expect(districtDetailsInput.parse({ ...page, address: '  ', cover: '/api/v3/files/abc.png' })).toMatchObject({ address: null, cover: 'abc.png' });
  });

  it('takes a contact phone of an optional + and at least 3 digits', () => {
    const contact = (phone: string) => contactInput.safeParse({ translations: [{ locale: 'en', name: 'A' }], phone, category: 'health' });
    for (const ok of ['112', '+390212345', '800332299']) expect(contact(ok).success, ok).toBe(true);
    for (const bad of ['12', '+1a', '02 1234', '++112']) expect(errors(contact(bad)), bad).toEqual({ phone: 'Validations.InvalidContactPhone' });
  });

  it('takes an empty map link or one beginning with http:// or https://', () => {
    expect(mapLinkError('')).toBeNull();
    expect(mapLinkError(' https://maps.example.org/x ')).toBeNull();
    expect(mapLinkError('maps.example.org')).toBe('Validations.InvalidUrl');
    expect(mapLinkError('ftp://maps.example.org')).toBe('Validations.InvalidUrl');
  });
});
