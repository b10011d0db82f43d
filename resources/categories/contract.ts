import { defineContract } from '../../src/contract/entity';
import { CATEGORY_IMAGES } from './constants';

/**
 * Activity and tool categories: the community category page with its Activities and Tools tabs
 * (spec content §2 "Category screens"); create at /form, edit at the two edit routes.
 */
export default defineContract({
  name: 'categories',
  route: '/backend/category',
  section: { id: 'category', parent: 'management', position: 20 },
  permissions: { view: 'category_view', add: 'category_add', edit: 'category_edit', delete: 'category_delete' },
  list: { sort: { field: 'id', order: 'ASC' }, sortable: ['id', 'name'], searchable: ['name'] },
  translatable: ['name'],
  images: CATEGORY_IMAGES,
  schemas: () => import('./schema').then((m) => ({ input: m.activityCategoryInput, record: m.categoryRecord })),
});
