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
    // The list draws most cells itself (views.tsx `renders`); the kinds say their plain text.
    columns: [
      { source: 'created_at', kind: 'datetime' },
      { source: 'user', kind: 'text', value: 'user.full_name', empty: '—' },
      { source: 'location', kind: 'text', empty: '—', hideOnMobile: true },
      // No `positive`: a call is the alarm (a red chip in the list), and no SOS status is `active`, so none is drawn green.
      { source: 'status', kind: 'status', labels: 'Home.SosStatus' },
      // Who handled it and when: the plain text is who.
      { source: 'handled_at', kind: 'text', value: 'handled_by.full_name', label: 'resources.security.fields.handled_by', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ record: m.sosCallRecord })),
});
