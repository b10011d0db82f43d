import { VISIBILITIES } from '../../src/contract/content';
import { defineContract } from '../../src/contract/entity';
import { ACTIVITY_TABS, activityWhen } from './constants';

/**
 * community/activities (console §2 "(+form, details)", flag CommunityContents.Activities,
 * permissions `events_*`; content §3 "Activity"): activities and events of the community, single
 * or repeating (each occurrence a record of its own), with their workflow status (console §4),
 * people interested or taking part, and a calendar view of the same list.
 */
export default defineContract({
  name: 'community_activities',
  route: '/backend/community/activities',
  section: { id: 'community_activities', parent: 'community', position: 40, waiting: 'events' },
  feature: 'CommunityContents.Activities',
  permissions: { view: 'events_view', add: 'events_add', edit: 'events_edit', delete: 'events_delete' },
  translatable: ['title', 'description'],
  images: ['cover'],
  list: {
    // Console §9: "events default order_by datetime_start".
    sort: { field: 'datetime_start', order: 'ASC' },
    sortable: ['id', 'title', 'datetime_start', 'current_status', 'created_at'],
    searchable: ['title', 'description'],
    tabs: { filter: 'current_status', values: ACTIVITY_TABS, default: 'all' },
    filters: [
      { kind: 'enum', field: 'visibility', values: VISIBILITIES },
      { kind: 'lookup', field: 'tag_id', options: '/community_activities/options/tags' },
      { kind: 'lookup', field: 'category_id', options: '/community_activities/options/categories' },
    ],
    // The list draws every cell itself (ActivityList: a series icon, day and times, the status
    // menu…); the early rows the plain text nearest to it, or nothing where no field says it.
    columns: [
      { source: 'title', kind: 'localized' },
      // Its day with its hours, "24/11/2026 · 17:00–19:00", in the list and its early rows alike.
      {
        source: 'datetime_start',
        kind: 'date',
        value: 'date',
        label: 'resources.community_activities.fields.when',
        text: (r, as) => activityWhen(r, (v) => as('date', v)),
      },
      { source: 'place', kind: 'custom', hideOnMobile: true },
      { source: 'category', kind: 'text', value: 'category.name', hideOnMobile: true },
      { source: 'price', kind: 'custom', hideOnMobile: true },
      { source: 'current_status', kind: 'status', labels: 'resources.community_activities.statusOne' },
      { source: 'people', kind: 'custom', hideOnMobile: true },
      { source: 'visibility', kind: 'label', labels: 'resources.community_activities.values.visibility', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.activityInput, record: m.activityRecord })),
});
