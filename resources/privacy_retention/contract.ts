import { defineContract } from '../../src/contract/entity';

/**
 * How long a district keeps each kind of personal data (issue 18), in days: its bounds and defaults.
 * Gate data 180 days and login logs a year (the defaults); export requests 90 days (their
 * files go earlier, when they lapse). At least one day, at most ten years.
 */
export const RETENTION = {
  gate_days: { default: 180, min: 1, max: 3650 },
  log_days: { default: 365, min: 1, max: 3650 },
  export_days: { default: 90, min: 1, max: 3650 },
} as const;
export type RetentionField = keyof typeof RETENTION;
export const RETENTION_FIELDS = Object.keys(RETENTION) as RetentionField[];

/** What a run removes, by kind: the settings page's "the next run will remove" and the audit entry of a run. */
export const PURGE_KINDS = ['visits', 'guests', 'passes', 'logins', 'reads', 'exports'] as const;
export type PurgeKind = (typeof PURGE_KINDS)[number];

/**
 * settings/privacy (issue 18 "Retention per district"): one record, the current district's
 * retention, read and written at the collection's address (GET and PUT /api/v3/privacy_retention),
 * so none of the generic routes applies. The pruning job (server/jobs/prune.ts) applies it.
 */
export default defineContract({
  title: 'sections.privacy_retention',
  name: 'privacy_retention',
  route: '/backend/settings/privacy',
  section: { id: 'privacy_retention', parent: 'settings', position: 42 },
  permissions: { view: 'privacy_view', edit: 'privacy_manage' },
  actions: [],
  schemas: () => import('./schema').then((m) => ({ input: m.retentionInput, record: m.retentionRecord })),
});
