import { useSyncExternalStore } from 'react';

/** Whether the live channel is open and in its rooms ('on'), not yet or no longer ('off'). */
export type LiveState = 'on' | 'off';

let state: LiveState = 'off';
const listeners = new Set<() => void>();

/** The live channel's state, for the header's indicator: staff should know when lists may lag. */
export const liveStatus = {
  set(next: LiveState) {
    if (next === state) return;
    state = next;
    listeners.forEach((fn) => fn());
  },
  get: () => state,
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

export const useLiveStatus = () => useSyncExternalStore(liveStatus.subscribe, liveStatus.get, liveStatus.get);
