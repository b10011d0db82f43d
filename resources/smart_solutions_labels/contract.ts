import { defineContract } from '../../src/contract/entity';

export const LABEL_STATUSES = ['active', 'disabled'] as const;

/** Labels that posts carry for smart solutions (spec console §2 "smart_solutions_labels (+form)"). */
/** A label's name, per language, at most this long (the form counts, the server refuses more). */
export const LABEL_NAME_MAX = 60;

export default defineContract({
  name: 'smart_solutions_labels',
  route: '/backend/smart_solutions_labels',
  section: { id: 'smart_solutions_labels', parent: 'management', position: 40 },
  feature: 'SmartSolution',
  permissions: { view: 'smart_solution_view', add: 'smart_solution_add', edit: 'smart_solution_edit', delete: 'smart_solution_delete' },
  list: {
    sort: { field: 'id', order: 'ASC' },
    sortable: ['id', 'name', 'status', 'created_at'],
    searchable: ['name'],
    tabs: { filter: 'status', values: ['all', ...LABEL_STATUSES], default: 'all' },
    columns: [
      { source: 'id', kind: 'number', width: 80, hideOnMobile: true },
      { source: 'name', kind: 'localized' },
      { source: 'status', kind: 'status' },
    ],
  },
  translatable: ['name'],
  schemas: () => import('./schema').then((m) => ({ input: m.labelInput, record: m.labelRecord })),
});
