import { defineContract } from '../../src/contract/entity';
import { RESERVATION_STATUSES } from './rules';

/** tools_reservations (spec console §2, flag Tools): tools lent to users, their delivery and return. */
export default defineContract({
  name: 'tool_reservations',
  route: '/backend/tools_reservations',
  section: { id: 'tools_reservations', parent: 'community', position: 105 },
  feature: 'Tools',
  permissions: {
    view: 'equipment_reservations_view',
    add: 'equipment_reservations_add',
    edit: 'equipment_reservations_edit',
    delete: 'equipment_reservations_delete',
  },
  list: {
    sort: { field: 'start_date', order: 'DESC' },
    sortable: ['id', 'start_date', 'end_date', 'status', 'tool', 'user'],
    searchable: ['tool', 'user'],
    tabs: { filter: 'status', values: ['all', ...RESERVATION_STATUSES], default: 'all' },
    columns: [
      { source: 'tool', kind: 'text' },
      { source: 'user', kind: 'text', hideOnMobile: true },
      { source: 'start_date', kind: 'date' },
      { source: 'end_date', kind: 'date', hideOnMobile: true },
      // The list keeps its own chip (colour per status, ReservationStatusChip); the early rows its label.
      { source: 'status', kind: 'status', labels: 'resources.tool_reservations.values.status', positive: 'returned' },
      // How delivery and return went, from several fields (TimingText): the list's alone.
      { source: 'timing', kind: 'custom', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.reservationInput, record: m.reservationRecord })),
});
