import { useCallback, useEffect, useState } from 'react';
import { session } from '../session';
import { api, ApiError, type Query } from './api';
import { peekEarlyGet, takeEarlyGet } from './earlyGet';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; error: ApiError | Error } | { state: 'ready'; data: T };

/**
 * One GET for a page of the shell; a 401 ends the session like any other call (spec console §4).
 * A request the entry started early for this page (lib/earlyGet) serves the first load.
 */
export function useApiGet<T>(path: string | null, query?: Query): Loaded<T> & { reload: () => void } {
  const key = JSON.stringify(query ?? {});
  const [result, setResult] = useState<Loaded<T>>(() => {
    const data = path ? peekEarlyGet<T>(path, query) : undefined;
    return data === undefined ? { state: 'loading' } : { state: 'ready', data };
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    const params = JSON.parse(key) as Query;
    const early = tick === 0 ? takeEarlyGet<T>(path, params) : undefined;
    if (!early) setResult({ state: 'loading' });
    (early ?? api<T>(path, { query: params, signal: controller.signal }).then(({ data }) => data))
      .then((data) => {
        // The same answer the first render already showed changes nothing.
        if (!controller.signal.aborted) setResult((prev) => (prev.state === 'ready' && prev.data === data ? prev : { state: 'ready', data }));
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError' || controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 401) session.unauthorized();
        setResult({ state: 'error', error: err });
      });
    return () => controller.abort();
  }, [path, key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...result, reload };
}
