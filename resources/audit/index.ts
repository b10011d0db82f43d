import HistoryIcon from '@mui/icons-material/ManageHistoryOutlined';
import type { AuditEntry } from '../../src/contract/audit';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** The audit trail's screen (issue 11): the list with its filters, and one entry's changes. */
export default defineResource<AuditEntry>(contract, {
  icon: HistoryIcon,
  recordRepresentation: (entry) => `#${entry.id}`,
  views: { list: view('AuditList'), show: view('AuditDetails') },
});
