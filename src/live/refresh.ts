/** Quiet time after the last change of a burst before its entity is refreshed. */
export const REFRESH_QUIET_MS = 300;
/** A steady stream of changes still refreshes this often. */
export const REFRESH_MAX_WAIT_MS = 1_500;

/**
 * Refreshes an entity's open screens once per burst of changes (issue 11: "a burst of writes
 * refreshes once, not once per event"): each change restarts a short quiet timer, and a stream
 * that never goes quiet is refreshed at the latest REFRESH_MAX_WAIT_MS after its first change.
 */
interface Timers {
  set(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clear(timer: ReturnType<typeof setTimeout>): void;
}
/** The window's timers, called as plain functions: a browser refuses setTimeout called on another object. */
const windowTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (timer) => clearTimeout(timer) };

export function createRefresher(refresh: (entity: string) => void, timers: Timers = windowTimers) {
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; firstAt: number }>();
  const run = (entity: string) => {
    pending.delete(entity);
    refresh(entity);
  };
  return {
    schedule(entity: string, now = Date.now()) {
      const current = pending.get(entity);
      const firstAt = current?.firstAt ?? now;
      if (current) timers.clear(current.timer);
      const wait = Math.max(0, Math.min(REFRESH_QUIET_MS, firstAt + REFRESH_MAX_WAIT_MS - now));
      pending.set(entity, { timer: timers.set(() => run(entity), wait), firstAt });
    },
    stop() {
      for (const { timer } of pending.values()) timers.clear(timer);
      pending.clear();
    },
  };
}
