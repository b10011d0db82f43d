import { TAG_STATUSES, tagInput } from '../../../resources/tags/schema';
import { tags } from '../../db/schema';
import { translatedCrudRoutes } from '../../lib/translatedCrud';

export default translatedCrudRoutes({
  name: 'tags',
  tag: 'tags',
  table: tags,
  input: tagInput,
  statuses: TAG_STATUSES,
  nameField: 'name',
  permissions: { view: 'tags_backoffice_view', add: 'tags_add', edit: 'tags_edit', delete: 'tags_delete' },
});
