import { defineContract } from '../../src/contract/entity';
import { GATE_TABS } from './constants';

/**
 * gate/visitors (spec console §2, §4; content §4, §5): invitations of the district and their
 * guests' steps. Seeing needs visitors_view; creating and acting on guests, visitors_add.
 */
export default defineContract({
  name: 'visitors',
  route: '/backend/gate/visitors',
  section: { id: 'gate_visitors', parent: 'home', position: 30 },
  feature: 'Gate',
  permissions: { view: 'visitors_view', add: 'visitors_add' },
  actions: ['list', 'get', 'create'],
  list: {
    // The newest day first: the gate works on today's arrivals.
    sort: { field: 'date_start', order: 'DESC' },
    sortable: ['id', 'date_start', 'category', 'host', 'visitor_code'],
    searchable: ['visitor_code', 'host', 'guest'],
    tabs: { filter: 'tab', values: GATE_TABS, default: 'incoming' },
    // The list draws the code in bold, the day with its hour, the host's whole name and the
    // guests' names (VisitorList); the early rows the code, the day, the category's label, the
    // host's first name, and no guests.
    columns: [
      { source: 'visitor_code', kind: 'text' },
      { source: 'date_start', kind: 'date' },
      { source: 'category', kind: 'label', labels: 'Gate.Category', hideOnMobile: true },
      { source: 'host', kind: 'text', value: 'user.first_name', hideOnMobile: true },
      { source: 'guests', kind: 'custom' },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.invitationInput, record: m.invitationRecord })),
});
