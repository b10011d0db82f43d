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
    // The list draws every cell itself (views.tsx: the time with seconds, "nobody", the action's
    // coloured chip, the record's name); the kinds are the plain text the wait screen shows.
    columns: [
      { source: 'created_at', kind: 'datetime' },
      { source: 'user_name', kind: 'text' },
      { source: 'action', kind: 'status', labels: 'resources.audit.values.action' },
      { source: 'entity', kind: 'custom' },
      { source: 'changes', kind: 'custom', hideOnMobile: true },
    ],
  },
  schemas: () => import('../../src/contract/audit').then((m) => ({ record: m.zAuditEntry })),
});
