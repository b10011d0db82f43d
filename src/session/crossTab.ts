import type { SessionState } from './types';
import { parseStoredSession, SESSION_KEY } from './storage';

/** What another tab's change to local storage means for this tab (spec console §4). */
export type CrossTabEffect = { type: 'storageRemoved' } | { type: 'reloadAtDashboard' } | null;

export interface StorageChange {
  /** null when the other tab cleared the whole storage. */
  key: string | null;
  newValue: string | null;
}

export function crossTabEffect(change: StorageChange, state: Pick<SessionState, 'status' | 'district' | 'listening' | 'districtLost'>): CrossTabEffect {
  if (change.key !== null && change.key !== SESSION_KEY) return null;
  const active = state.status === 'log_in' || state.status === 'logging_In';
  if (!active) return null;
  const next = change.key === null ? null : parseStoredSession(change.newValue);
  if (!next) return { type: 'storageRemoved' };
  // While this tab is switching district itself, the other tab's echo of the same switch is ignored;
  // a tab still asking to pick a district (its own was lost) follows the pick made in another.
  if (state.status === 'log_in' && !state.listening && !state.districtLost) return null;
  if (state.district && next.district.id !== state.district.id) return { type: 'reloadAtDashboard' };
  return null;
}
