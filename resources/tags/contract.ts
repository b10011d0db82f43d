import { defineContract } from '../../src/contract/entity';

/** A tag is active (can be picked) or disabled; the list's tabs add "all". */
export const TAG_STATUSES = ['active', 'disabled'] as const;

/** Tags of a district (spec console §2 "tags (+details, form)"), 52 in the demo's Borgo Navigli. */
/** A tag's name, per language, at most this long (the form counts, the server refuses more). */
export const TAG_NAME_MAX = 40;

export default defineContract({
  name: 'tags',
  route: '/backend/tags',
  section: { id: 'tags', parent: 'management', position: 30 },
  permissions: { view: 'tags_backoffice_view', add: 'tags_add', edit: 'tags_edit', delete: 'tags_delete' },
  list: {
    sort: { field: 'id', order: 'ASC' },
    sortable: ['id', 'name', 'status', 'created_at'],
    searchable: ['name'],
    tabs: { filter: 'status', values: ['all', ...TAG_STATUSES], default: 'all' },
    columns: [
      { source: 'id', kind: 'number', width: 80, hideOnMobile: true },
      { source: 'name', kind: 'localized' },
      { source: 'status', kind: 'status' },
      { source: 'created_at', kind: 'date', hideOnMobile: true },
    ],
  },
  translatable: ['name'],
  schemas: () => import('./schema').then((m) => ({ input: m.tagInput, record: m.tagRecord })),
});
