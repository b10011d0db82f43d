import type { EntityChanged } from '../contract/live';

/** A change heard on the live channel, with the moment it arrived. */
export interface LiveChange extends EntityChanged {
  at: number;
}

/** How long a changed row stays marked, and a change is kept for the pages that ask. */
export const MARK_MS = 6_000;
/** The changes kept: enough for a burst on one screen, bounded whatever arrives. */
const KEEP = 200;

/**
 * The changes the live channel brought (issue 11), for the screens that show them: a list marks
 * the rows others changed, a form or a details page notices that its record changed meanwhile.
 * A plain external store, read with useSyncExternalStore.
 */
export function createChangeStore(now: () => number = Date.now) {
  let changes: readonly LiveChange[] = [];
  const listeners = new Set<() => void>();
  return {
    push(event: EntityChanged) {
      changes = [...changes.slice(-(KEEP - 1)), { ...event, at: now() }];
      listeners.forEach((fn) => fn());
    },
    /** Every kept change, oldest first (the same array until the next push). */
    all: () => changes,
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    clear() {
      changes = [];
      listeners.forEach((fn) => fn());
    },
  };
}

export type ChangeStore = ReturnType<typeof createChangeStore>;

/** The console's one store of live changes. */
export const liveChanges = createChangeStore();

/** An entity's changes by others since `since`, newest first, one per record (its latest). */
export function recentChanges(changes: readonly LiveChange[], entity: string, me: number | null, since: number): LiveChange[] {
  const out: LiveChange[] = [];
  const seen = new Set<number | null>();
  for (let i = changes.length - 1; i >= 0; i--) {
    const c = changes[i];
    if (c.at < since) break;
    if (c.entity !== entity || (me !== null && c.by?.id === me) || seen.has(c.id)) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}

/** The latest change of one record after `since` (by anyone), or null. */
export function latestChangeOf(changes: readonly LiveChange[], entity: string, id: number | string, since: number): LiveChange | null {
  for (let i = changes.length - 1; i >= 0; i--) {
    const c = changes[i];
    if (c.at <= since) return null;
    if (c.entity === entity && c.id !== null && String(c.id) === String(id)) return c;
  }
  return null;
}
