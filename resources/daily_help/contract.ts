import { defineContract } from '../../src/contract/entity';

export const LONG_TERM_PASS_STATUSES = ['active', 'suspended'] as const;

/** gate/daily_help (spec content §3 "Long-term pass"): helpers who come every day, with their code. */
/** What a helper with a long-term pass does (the form's choices). */
export const LONG_TERM_PASS_CATEGORIES = ['housekeeper', 'babysitter', 'caregiver', 'driver', 'gardener', 'other'] as const;

export default defineContract({
  name: 'daily_help',
  route: '/backend/gate/daily_help',
  section: { id: 'gate_daily_help', parent: 'home', position: 40 },
  feature: 'DailyHelp',
  // Passes are gate work: the spec gives them the visitors' permissions.
  permissions: { view: 'visitors_view', add: 'visitors_add', edit: 'visitors_add' },
  actions: ['list', 'get', 'create', 'update'],
  list: {
    sort: { field: 'id', order: 'ASC' },
    sortable: ['id', 'name', 'category', 'status'],
    searchable: ['name', 'visitor_code', 'resident'],
    tabs: { filter: 'status', values: ['all', ...LONG_TERM_PASS_STATUSES], default: 'all' },
    // The list draws the category's word and the code in bold itself (views.tsx); the wait screen plainly.
    columns: [
      { source: 'name', kind: 'text' },
      { source: 'category', kind: 'label', labels: 'Gate.PassCategory' },
      { source: 'resident', kind: 'text', hideOnMobile: true },
      { source: 'visitor_code', kind: 'text', hideOnMobile: true },
      { source: 'status', kind: 'status', labels: 'Gate.PassStatus' },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.longTermPassInput, record: m.longTermPassRecord })),
});
