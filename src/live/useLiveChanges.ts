import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSession } from '../session';
import { latestChangeOf, liveChanges, MARK_MS, recentChanges, type LiveChange } from './changes';

const useAll = () => useSyncExternalStore(liveChanges.subscribe, liveChanges.all, liveChanges.all);

/**
 * The entity's records others changed in the last few seconds, newest first: a list marks them.
 * The clock moves when the oldest mark is due to fade, so each fades on time.
 */
export function useRecentChanges(entity: string): LiveChange[] {
  const all = useAll();
  const me = useSession((s) => s.user?.id ?? null);
  const [now, setNow] = useState(() => Date.now());
  const recent = useMemo(() => recentChanges(all, entity, me, now - MARK_MS), [all, entity, me, now]);
  const oldest = recent.length ? Math.min(...recent.map((c) => c.at)) : null;
  useEffect(() => {
    if (oldest === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, oldest + MARK_MS - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [oldest]);
  return recent;
}

/** The latest change of one record since `since` (a form's or a details page's opening), or null. */
export function useRecordChange(entity: string, id: number | string | null, since: number): LiveChange | null {
  const all = useAll();
  return id === null ? null : latestChangeOf(all, entity, id, since);
}
