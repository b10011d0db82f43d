import type { Permission } from '../../src/lib/permissions';

/**
 * What may be exported to Excel, and the permission that may ask for each (spec console §6:
 * export_view on posts; the gate report for visitors_view holders; the login log for those who may
 * read it, and the users who joined in a period for users_view holders, issue 17). Server-safe and console-safe: the request route, the live event, the
 * dialog's choices and the database column read it. A
 * content issue adds its export by adding a line here and its sheet in `server/exports/sheets/index.ts` (the
 * compiler asks for the sheet of every target listed here).
 */
export const EXPORT_TARGET_PERMISSION = {
  posts: 'export_view',
  visitors: 'visitors_view',
  login_logs: 'login_log_view',
  users: 'users_view',
  // A data subject's archive (issue 18): asked for from the person's page, never from the exports dialog.
  person: 'privacy_manage',
} as const satisfies Record<string, Permission>;

export type ExportTarget = keyof typeof EXPORT_TARGET_PERMISSION;
export const EXPORT_TARGETS = Object.keys(EXPORT_TARGET_PERMISSION) as [ExportTarget, ...ExportTarget[]];

/**
 * Targets whose period may run up to today (spec console §5: the gate report's period is any two
 * valid dates in order, today's visitors included; today's logins are the ones most often looked
 * for); every other export ends before today (content §5 "start and end must be before the
 * current date for exports").
 */
export const EXPORT_PERIOD_UNTIL_TODAY: readonly ExportTarget[] = ['visitors', 'login_logs', 'users'];
export const periodIncludesToday = (target: string) => (EXPORT_PERIOD_UNTIL_TODAY as readonly string[]).includes(target);

/** Every permission that may ask for some export. */
export const EXPORT_PERMISSIONS: Permission[] = [...new Set(Object.values(EXPORT_TARGET_PERMISSION))];

/**
 * Targets whose dialog asks why (issue 18: the gate report holds every visitor's name, phone and
 * plate): the purpose is written to the access log when the file is read.
 */
export const EXPORT_PURPOSE_REQUIRED: readonly ExportTarget[] = ['visitors'];
export const purposeRequired = (target: string) => (EXPORT_PURPOSE_REQUIRED as readonly string[]).includes(target);

/** Targets about one person, with no period: asked for from that person's page. */
export const EXPORT_SUBJECT_TARGETS: readonly ExportTarget[] = ['person'];
export const isSubjectTarget = (target: string) => (EXPORT_SUBJECT_TARGETS as readonly string[]).includes(target);

/** The list targets a holder of these permissions may ask for in the export dialog, in the registry's order. */
export function targetsFor(permissions: readonly string[]): ExportTarget[] {
  return EXPORT_TARGETS.filter((t) => !isSubjectTarget(t) && permissions.includes(EXPORT_TARGET_PERMISSION[t]));
}
