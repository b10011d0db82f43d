import { defineContract } from '../../src/contract/entity';
import { describeUserAgent } from '../../src/lib/userAgent';

/** The outcome filter's values: a login that opened a session, or one that was refused. */
export const LOGIN_OUTCOMES = ['success', 'failure'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/**
 * settings/logs (spec console §2, §6 login_log_view; issue 17): every sign-in and refused attempt
 * of the district's users, newest first, with who, when, from where and with what browser. The
 * rows are written by the login route (server/data/auth.ts); nobody creates, edits or deletes one.
 */
export default defineContract({
  name: 'login_logs',
  route: '/backend/settings/logs',
  section: { id: 'settings_logs', parent: 'settings', position: 40 },
  permissions: { view: 'login_log_view' },
  // Read-only, by its own routes (resources/login_logs/server.ts).
  actions: [],
  list: {
    sort: { field: 'created_at', order: 'DESC' },
    sortable: ['id', 'created_at', 'user', 'email', 'success', 'ip'],
    searchable: ['email', 'user', 'ip', 'user_agent'],
    filters: [
      { kind: 'enum', field: 'outcome', values: LOGIN_OUTCOMES },
      { kind: 'lookup', field: 'user_id', options: '/login_logs/users' },
      { kind: 'period', field: 'created_at' },
    ],
    // The list draws most cells itself (views.tsx `renders`); the kinds say their plain text.
    columns: [
      { source: 'created_at', kind: 'datetime', nowrap: true },
      { source: 'user', kind: 'text', value: 'user.full_name', nowrap: 'wide' },
      { source: 'email', kind: 'text', hideOnMobile: true },
      // The outcome in the list's words ("Succeeded", "Failed"), for the wait screen's early rows too.
      { source: 'success', kind: 'status', labels: 'resources.login_logs.values.outcome', text: (r, as) => as('status', r.success ? 'success' : 'failure') },
      { source: 'ip', kind: 'text', hideOnMobile: true },
      // The agent as a person reads it ("Chrome 126 · Windows"), in the early rows as in the list.
      {
        source: 'user_agent',
        kind: 'text',
        hideOnMobile: true,
        nowrap: true,
        text: (r) => describeUserAgent(typeof r.user_agent === 'string' ? r.user_agent : null),
      },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ record: m.loginLogRecord })),
});
