import DailyHelpIcon from '@mui/icons-material/CleaningServicesOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/** gate/daily_help (spec content §3 "Long-term pass"): helpers who come every day, with their code. */
export default defineResource<{ id: number; name: string }>({
  name: 'daily_help',
  route: '/backend/gate/daily_help',
  section: 'gate_daily_help',
  icon: DailyHelpIcon,
  recordRepresentation: (record) => record.name,
  feature: 'DailyHelp',
  permissions: { view: 'visitors_view', add: 'visitors_add' },
  views: { list: view('DailyHelpList'), create: view('DailyHelpForm'), edit: view('DailyHelpForm') },
  listOptions: {
    sort: { field: 'id', order: 'ASC' },
    tabs: { filter: 'status', values: ['all', 'active', 'suspended'], default: 'all' },
    search: true,
  },
  schema: () => import('./schema').then((m) => m.longTermPassInput),
});
