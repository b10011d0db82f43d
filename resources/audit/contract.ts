import { defineContract } from '../../src/contract/entity';
import { AUDIT_ACTIONS } from '../../src/contract/auditActions';

/**
 * The audit trail's screen (issue 11, `/backend/settings/audit`): every write of the district,
 * newest first, filtered by entity, user, action and period. The entries are written by the
 * server on every write route (server/audit/trail.ts); nobody creates, edits or deletes one.
 */
export default defineContract({
  name: 'audit',
  route: '/backend/settings/audit',
  section: { id: 'settings_audit', parent: 'settings', position: 45 },
  permissions: { view: 'audit_view' },
  // Read-only, by its own routes (resources/audit/server.ts).
  actions: [],
  list: {
    sort: { field: 'id', order: 'DESC' },
    sortable: ['id'],
    searchable: ['entity', 'user_name', 'action', 'changes'],
    filters: [
      { kind: 'lookup', field: 'entity', options: '/audit/entities' },
      { kind: 'lookup', field: 'user_id', options: '/audit/users' },
      { kind: 'enum', field: 'action', values: AUDIT_ACTIONS },
      { kind: 'period', field: 'created_at' },
    ],
  },
  schemas: () => import('../../src/contract/audit').then((m) => ({ record: m.zAuditEntry })),
});
