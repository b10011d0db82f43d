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
  },
  schemas: () => import('./schema').then((m) => ({ input: m.toolInput, record: m.toolRecord })),
});
