import { defineContract } from '../../src/contract/entity';

export const SECURITY_TABS = ['calls', 'handled', 'all'] as const;

/** security (spec console §2 "security (+form)", §4 default tab "calls"): residents' SOS calls and their handling. */
/** What staff may write when they handle a call, at most this long. */
export const HANDLING_NOTES_MAX = 1000;

export default defineContract({
  name: 'security',
  route: '/backend/security',
  section: { id: 'security', parent: 'community', position: 120 },
  permissions: { view: 'sos_view' },
  actions: ['list', 'get'],
  list: {
    // Newest call first: an SOS list is read from the top.
    sort: { field: 'created_at', order: 'DESC' },
    sortable: ['id', 'created_at', 'handled_at', 'location'],
    searchable: ['user', 'location', 'notes'],
    tabs: { filter: 'tab', values: SECURITY_TABS, default: 'calls' },
  },
  schemas: () => import('./schema').then((m) => ({ record: m.sosCallRecord })),
});
