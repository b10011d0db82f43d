import type { SessionState } from './types';
import { parseStoredSession, SESSION_KEY } from './storage';

/** What another tab's change to local storage means for this tab (spec console §4). */
export type CrossTabEffect = { type: 'storageRemoved' } | { type: 'reloadAtDashboard' } | null;

export interface StorageChange {
  /** null when the other tab cleared the whole storage. */
  key: string | null;
  newValue: string | null;
}

export function crossTabEffect(change: StorageChange, state: Pick<SessionState, 'status' | 'district' | 'listening'>): CrossTabEffect {
  if (change.key !== null && change.key !== SESSION_KEY) return null;
  const active = state.status === 'log_in' || state.status === 'logging_In';
  if (!active) return null;
  const next = change.key === null ? null : parseStoredSession(change.newValue);
  if (!next) return { type: 'storageRemoved' };
  // While this tab is switching district itself, the other tab's echo of the same switch is ignored.
  if (state.status === 'log_in' && !state.listening) return null;
  if (state.district && next.district.id !== state.district.id) return { type: 'reloadAtDashboard' };
  return null;
}
