import { defineContract } from '../../src/contract/entity';
import { EXPORT_TABS } from './status';

/**
 * exports (spec console §2 route `exports`, §6 exported_iot_documents_view, §3 flag Exports): the
 * Excel exports asked for in the district, their progress, and their files while available. The
 * requests are made from the lists (posts, gate report) or this page's "New export"; a worker
 * writes them (server/jobs/exports.ts). Its routes are its own (resources/exports/server.ts).
 *
 * Who sees what: the page opens on one's own requests ("Mine"); a holder of
 * exported_iot_documents_view (the only ones who reach the page) may also see everyone's in the
 * district ("All", with a "Requested by" column) and download them, as the download route allows.
 */
export default defineContract({
  name: 'exports',
  route: '/backend/exports',
  section: { id: 'exports', parent: 'communication', position: 20 },
  feature: 'Exports',
  permissions: { view: 'exported_iot_documents_view' },
  actions: [],
  list: {
    sort: { field: 'id', order: 'DESC' },
    sortable: ['id'],
    searchable: [],
    tabs: { filter: 'scope', values: EXPORT_TABS, default: 'mine' },
    // The list draws most cells itself (views.tsx `renders`); the kinds say their plain text.
    columns: [
      { source: 'target', kind: 'label', labels: 'resources.exports.values.target' },
      // From – to, or a data subject's archive: several fields.
      { source: 'period', kind: 'custom' },
      { source: 'created_at', kind: 'datetime', hideOnMobile: true },
      { source: 'status', kind: 'status', labels: 'resources.exports.values.status', positive: 'completed' },
      { source: 'file_name', kind: 'text' },
      { source: 'datetime_available', kind: 'datetime', hideOnMobile: true },
      { source: 'user_name', kind: 'text', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ record: m.zExport })),
});
