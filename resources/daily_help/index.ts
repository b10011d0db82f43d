import DailyHelpIcon from '@mui/icons-material/CleaningServicesOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** gate/daily_help (spec content §3 "Long-term pass"): helpers who come every day, with their code. */
export default defineResource<{ id: number; name: string }>(contract, {
  icon: DailyHelpIcon,
  recordRepresentation: (record) => record.name,
  views: { list: view('DailyHelpList'), create: view('DailyHelpForm'), edit: view('DailyHelpForm') },
});
