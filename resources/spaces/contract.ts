import { defineContract } from '../../src/contract/entity';
import { SPACE_VISIBILITIES } from './constants';

/**
 * community spaces (spec console §2 "spaces (+details, form, freeze, freeze_space)", flag
 * `Places`, permissions `places_*`; content §3 "Space"): bookable places with their opening hours,
 * booking limits and prices. Freezing dates needs `FreezeSpace` too; bookings are the residents'.
 */
export default defineContract({
  name: 'spaces',
  route: '/backend/spaces',
  section: { id: 'spaces', parent: 'community', position: 90 },
  feature: 'Places',
  permissions: { view: 'places_view', add: 'places_add', edit: 'places_edit', delete: 'places_delete' },
  translatable: ['title', 'description'],
  list: {
    sortable: ['id', 'title', 'max_occupancy'],
    searchable: ['title', 'address'],
    // Spec console §4: "Default tag filter per list: … spaces=all".
    tabs: { filter: 'visibility', values: ['all', ...SPACE_VISIBILITIES], default: 'all' },
    // The list draws hours, capacity and visibility itself (SpaceList); the early rows leave the
    // first two empty (no one field says them) and show the visibility's label.
    columns: [
      { source: 'title', kind: 'localized' },
      { source: 'hours', kind: 'custom' },
      { source: 'reservation_type', kind: 'custom', hideOnMobile: true },
      { source: 'max_occupancy', kind: 'number', hideOnMobile: true },
      { source: 'visibility', kind: 'status', labels: 'resources.spaces.values.visibility', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.spaceInput, record: m.spaceRecord })),
});
