import { defineContract } from '../../src/contract/entity';
import { DEFAULT_IMAGE_RULE } from '../../src/contract/fileRules';
import { CATEGORY_IMAGE_MAX_BYTES, CATEGORY_IMAGES } from './constants';

/**
 * Activity and tool categories: the community category page with its Activities and Tools tabs
 * (spec content §2 "Category screens"); create at /form, edit at the two edit routes.
 */
export default defineContract({
  name: 'categories',
  route: '/backend/category',
  // "New category" / "Nuova categoria": the generic "New %{name}" does not agree in Italian.
  createTitle: 'resources.categories.create',
  section: { id: 'category', parent: 'management', position: 20 },
  permissions: { view: 'category_view', add: 'category_add', edit: 'category_edit', delete: 'category_delete' },
  list: {
    sort: { field: 'id', order: 'ASC' },
    sortable: ['id', 'name'],
    searchable: ['name'],
    // The page opens on the Activities tab (CategoryPage.tsx): the wait screen's first page is
    // theirs, under the key the list reads. The page's tab always sets its own type over this.
    filter: { type: 'activity' },
    // The Activities tab's columns; the Tools tab shows the name only. The list draws the icon,
    // the colour's swatch and the visibility's word itself; the wait screen the plain kinds.
    columns: [
      { source: 'category_icon', kind: 'image', width: 72 },
      { source: 'name', kind: 'localized' },
      { source: 'category_color', kind: 'text', hideOnMobile: true },
      { source: 'visibility', kind: 'label', labels: 'Status', hideOnMobile: true },
    ],
  },
  translatable: ['name'],
  images: CATEGORY_IMAGES,
  // Spec content §9: each of the three images at most 1 MB.
  fileRules: Object.fromEntries(CATEGORY_IMAGES.map((field) => [field, { ...DEFAULT_IMAGE_RULE, maxBytes: CATEGORY_IMAGE_MAX_BYTES }])),
  schemas: () => import('./schema').then((m) => ({ input: m.activityCategoryInput, record: m.categoryRecord })),
});
