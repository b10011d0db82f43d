import type { QueryClient } from '@tanstack/react-query';
import { api, type Query } from './api';
import type { QueryKey } from '../lib/queryKeys';

/**
 * GETs started before the shell has loaded: the shell's first screen asks for its data while the
 * shell's chunks are still on the way. They are no cache of their own: when the shell creates its
 * react-query client, each one is handed to it under the query key the page reads (its answer, or
 * the request still on its way), so the page mounts with the data (one render, not a second one
 * when the answer comes). Only fresh ones are handed over; none is kept after that.
 */
export const EARLY_GET_FRESH_MS = 15_000;

interface Early {
  queryKey: QueryKey;
  startedAt: number;
  promise: Promise<unknown>;
  outcome?: { ok: true; data: unknown } | { ok: false };
  /** The first page of an infinite query (a list): its answer is that query's first page. */
  infinite: boolean;
}

export interface EarlyGetOptions {
  /** What the page reads of the answer's data, when it is not the data itself (a list's page). */
  shape?: (data: unknown) => unknown;
  /** The answer is the first page of an infinite query (a list's pages). */
  infinite?: boolean;
}

const early = new Map<string, Early>();

/** Starts the GET (once per query key) and gives its answer as the page will read it. */
export function startEarlyGet(queryKey: QueryKey, path: string, query?: Query, now = Date.now(), options: EarlyGetOptions = {}): Promise<unknown> {
  const key = JSON.stringify(queryKey);
  const started = early.get(key);
  if (started) return started.promise;
  const entry: Early = { queryKey, startedAt: now, promise: Promise.resolve(), infinite: options.infinite ?? false };
  const shape = options.shape ?? ((data: unknown) => data);
  entry.promise = api(path, { query }).then(
    ({ data }) => {
      const read = shape(data);
      entry.outcome = { ok: true, data: read };
      return read;
    },
    (error: unknown) => {
      entry.outcome = { ok: false };
      throw error;
    },
  );
  // A shell that never comes to read it must not leave an unhandled rejection behind.
  entry.promise.catch(() => undefined);
  early.set(key, entry);
  return entry.promise;
}

/**
 * Puts the early answers into the shell's query cache: one that has come as the query's data (at
 * the time it was asked for, so freshness counts from then), one on its way as the query's fetch.
 * A failed or stale one is dropped: the page asks the server itself.
 */
export function adoptEarlyGets(client: QueryClient, now = Date.now()): void {
  for (const entry of early.values()) {
    if (now - entry.startedAt > EARLY_GET_FRESH_MS || entry.outcome?.ok === false) continue;
    if (entry.infinite) {
      const first = { pages: [] as unknown[], pageParams: [1] };
      if (entry.outcome?.ok) client.setQueryData(entry.queryKey, { ...first, pages: [entry.outcome.data] }, { updatedAt: entry.startedAt });
      else void client.prefetchInfiniteQuery({ queryKey: entry.queryKey, queryFn: () => entry.promise, initialPageParam: 1 });
    } else if (entry.outcome) client.setQueryData(entry.queryKey, entry.outcome.data, { updatedAt: entry.startedAt });
    else void client.prefetchQuery({ queryKey: entry.queryKey, queryFn: () => entry.promise });
  }
  early.clear();
}
