import LabelIcon from '@mui/icons-material/LabelOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/lib/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/** Labels that posts carry for smart solutions (spec console §2 "smart_solutions_labels (+form)"). */
export default defineResource({
  name: 'smart_solutions_labels',
  route: '/backend/smart_solutions_labels',
  section: 'smart_solutions_labels',
  icon: LabelIcon,
  recordRepresentation: (record) => localized(record.name, localeStore.locale),
  feature: 'SmartSolution',
  permissions: { view: 'smart_solution_view', add: 'smart_solution_add', edit: 'smart_solution_edit', delete: 'smart_solution_delete' },
  views: { list: view('LabelList'), create: view('LabelForm'), edit: view('LabelForm') },
  listOptions: {
    sort: { field: 'id', order: 'ASC' },
    tabs: { filter: 'status', values: ['all', 'active', 'disabled'], default: 'all' },
    search: true,
  },
  translatable: ['name'],
  schema: () => import('./schema').then((m) => m.labelInput),
});
