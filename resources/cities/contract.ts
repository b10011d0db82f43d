import { defineContract } from '../../src/contract/entity';

/**
 * settings/cities: the cities districts stand in, each in a country (spec console §2). Cities are
 * shared by every district: the district only says where the user's cities_* permission is checked.
 */
/** A city's name at most this long (the form counts, the server refuses more). */
export const CITY_NAME_MAX = 120;

export default defineContract({
  name: 'cities',
  route: '/backend/settings/cities',
  section: { id: 'settings_cities', parent: 'settings', position: 10 },
  scope: 'global',
  permissions: { view: 'cities_view', add: 'cities_add', edit: 'cities_edit', delete: 'cities_delete' },
  list: {
    sort: { field: 'id', order: 'ASC' },
    sortable: ['id', 'name', 'country'],
    searchable: ['name'],
    columns: [
      { source: 'id', kind: 'number', width: 80, hideOnMobile: true },
      { source: 'name', kind: 'text' },
      // Sorted by the country's name, which the record carries as `country: { id, name }`.
      { source: 'country', kind: 'text', value: 'country.name' },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.cityInput, record: m.cityRecord })),
});
