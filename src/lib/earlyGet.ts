import { api, buildQuery, type Query } from './api';

/**
 * GETs started before the page that reads them has loaded: the shell's first screen asks for its
 * data while the shell's chunks are still on the way, so the page mounts with it (one render, not
 * a second one when the answer comes). Each answer is handed out once, to the first reader of the
 * same path and query, and only while it is fresh: later readers and reloads ask the server.
 */
export const EARLY_GET_FRESH_MS = 15_000;

type Outcome = { ok: true; data: unknown } | { ok: false; error: unknown };
interface Early {
  startedAt: number;
  promise: Promise<unknown>;
  outcome?: Outcome;
}

const early = new Map<string, Early>();
const keyOf = (path: string, query?: Query) => `${path}${buildQuery(query)}`;

export function startEarlyGet(path: string, query?: Query, now = Date.now()): void {
  const key = keyOf(path, query);
  if (early.has(key)) return;
  const entry: Early = { startedAt: now, promise: Promise.resolve() };
  entry.promise = api(path, { query }).then(
    ({ data }) => {
      entry.outcome = { ok: true, data };
      return data;
    },
    (error: unknown) => {
      entry.outcome = { ok: false, error };
      throw error;
    },
  );
  // A page that never comes to read it must not leave an unhandled rejection behind.
  entry.promise.catch(() => undefined);
  early.set(key, entry);
}

function fresh(path: string, query: Query | undefined, now: number): Early | undefined {
  const key = keyOf(path, query);
  const entry = early.get(key);
  if (entry && now - entry.startedAt > EARLY_GET_FRESH_MS) early.delete(key);
  return early.get(key);
}

/** The answer if it has already come (successful), without handing it out. */
export function peekEarlyGet<T>(path: string, query?: Query, now = Date.now()): T | undefined {
  const outcome = fresh(path, query, now)?.outcome;
  return outcome?.ok ? (outcome.data as T) : undefined;
}

/** Hands out the early request once: its data (or its failure) as a promise. */
export function takeEarlyGet<T>(path: string, query?: Query, now = Date.now()): Promise<T> | undefined {
  const entry = fresh(path, query, now);
  if (!entry) return undefined;
  early.delete(keyOf(path, query));
  return entry.promise as Promise<T>;
}
