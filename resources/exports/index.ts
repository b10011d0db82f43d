import ExportsIcon from '@mui/icons-material/FileDownloadOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';
import type { ExportRecord } from './schema';

const view = viewsOf(() => import('./views'));

/** exports (spec console §2): the export requests of the district and their files. */
export default defineResource<ExportRecord>(contract, {
  icon: ExportsIcon,
  recordRepresentation: (r) => r.file_name ?? `#${r.id}`,
  views: { list: view('ExportList') },
});
