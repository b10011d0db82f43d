import { useCallback, useEffect, useState } from 'react';
import { session } from '../session';
import { api, ApiError, type Query } from './api';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; error: ApiError | Error } | { state: 'ready'; data: T };

/** One GET for a page of the shell; a 401 ends the session like any other call (spec console §4). */
export function useApiGet<T>(path: string | null, query?: Query): Loaded<T> & { reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setResult({ state: 'loading' });
    api<T>(path, { query: JSON.parse(key) as Query, signal: controller.signal })
      .then(({ data }) => setResult({ state: 'ready', data }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        if (err instanceof ApiError && err.status === 401) session.unauthorized();
        setResult({ state: 'error', error: err });
      });
    return () => controller.abort();
  }, [path, key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...result, reload };
}
