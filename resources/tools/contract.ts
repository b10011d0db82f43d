import { defineContract } from '../../src/contract/entity';

/** tools_list (spec console §2, flag Tools): the tools the district lends, with their details and form. */
export default defineContract({
  name: 'tools',
  route: '/backend/tools_list',
  // The section keeps its route's name, as the site map and its labels have it since the shell (issue 2).
  section: { id: 'tools_list', parent: 'community', position: 100 },
  feature: 'Tools',
  permissions: { view: 'equipments_view', add: 'equipments_add', edit: 'equipments_edit', delete: 'equipments_delete' },
  list: {
    sort: { field: 'name', order: 'ASC' },
    sortable: ['id', 'name', 'max_booking_days'],
    searchable: ['name', 'brand', 'model', 'serial_number'],
    // Brand with model, a dash for none, in the list and its early rows alike; the list also draws
    // the category's name and "14 days" (ToolList), the early rows no category (an id, named by a lookup).
    columns: [
      { source: 'name', kind: 'text' },
      { source: 'brand', kind: 'text', text: (r) => [r.brand, r.model].filter(Boolean).join(' · '), empty: '—' },
      { source: 'serial_number', kind: 'text', empty: '—', hideOnMobile: true },
      { source: 'category_id', kind: 'custom', hideOnMobile: true },
      { source: 'max_booking_days', kind: 'number', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.toolInput, record: m.toolRecord })),
});
