/**
 * An export's status as the API and the console show it. The database keeps the worker's steps
 * (pending, running, completed, empty, failed); the API says `queued` for pending, and `expired`
 * for a completed export past its `available_until` (its file answers 410, and is pruned).
 */
export const EXPORT_STATUSES = ['queued', 'running', 'completed', 'empty', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export type StoredExportStatus = 'pending' | 'running' | 'completed' | 'empty' | 'failed';

export function exportStatus(row: { status: StoredExportStatus; availableUntil: Date | null }, now: Date = new Date()): ExportStatus {
  if (row.status === 'pending') return 'queued';
  if (row.status === 'completed' && !(row.availableUntil && row.availableUntil > now)) return 'expired';
  return row.status;
}

/** A job still on its way: its row shows progress, and the list looks again until it ends. */
export const isInProgress = (status: ExportStatus): boolean => status === 'queued' || status === 'running';

/** How often an open exports list looks again while one of its jobs is on its way (the live event usually comes first). */
export const IN_PROGRESS_POLL_MS = 4000;

/** The list's tabs: one's own requests (the page opens there), or everyone's in the district. */
export const EXPORT_TABS = ['mine', 'all'] as const;
export type ExportTab = (typeof EXPORT_TABS)[number];
