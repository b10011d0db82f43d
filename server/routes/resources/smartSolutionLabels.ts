import { LABEL_STATUSES, labelInput } from '../../../resources/smart_solutions_labels/schema';
import { smartSolutionLabels } from '../../db/schema';
import { translatedCrudRoutes } from '../../lib/translatedCrud';

export default translatedCrudRoutes({
  name: 'smart_solutions_labels',
  tag: 'smart-solution labels',
  table: smartSolutionLabels,
  input: labelInput,
  statuses: LABEL_STATUSES,
  nameField: 'name',
  permissions: { view: 'smart_solution_view', add: 'smart_solution_add', edit: 'smart_solution_edit', delete: 'smart_solution_delete' },
});
