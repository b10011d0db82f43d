import { defineContract } from '../../src/contract/entity';

/** Apartments of the district (spec content §3): list, details with their users, consumptions. */
export default defineContract({
  name: 'apartments',
  route: '/backend/apartments',
  // The console reads apartments only (resources/apartments/index.ts declares no form).
  createTitle: false,
  section: { id: 'apartments', parent: 'home', position: 10 },
  feature: 'Apartment',
  permissions: { view: 'apartments_view', add: 'apartments_add', edit: 'apartments_edit', delete: 'apartments_delete' },
  list: {
    sort: { field: 'code', order: 'ASC' },
    sortable: ['id', 'code', 'number', 'floor', 'tower_code'],
    searchable: ['code', 'number', 'tower_code'],
    // The list draws code in bold and an empty number, tower or floor as a dash (views.tsx); the wait screen plainly.
    columns: [
      { source: 'code', kind: 'text' },
      { source: 'number', kind: 'text', empty: '—' },
      { source: 'tower_code', kind: 'text', empty: '—' },
      { source: 'floor', kind: 'number', empty: '—', hideOnMobile: true },
      { source: 'residents_number', kind: 'number', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.apartmentInput, record: m.apartmentRecord })),
});
