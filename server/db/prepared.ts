import { createHash } from 'node:crypto';
import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query every request runs (the guard's session lookup, the user's access), built once per
 * database and kept: building a query with drizzle costs more CPU than the driver's round trip
 * (bench profile, issue 12 §3). `build` must return `query.prepare(name)` with the name it is given, with placeholders for
 * every value: nothing of a request is kept. On PostgreSQL the name is also the statement's on
 * each pooled connection, so the server parses and plans it once per connection, not per call.
 * The name must be unique per query text across the server.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let queries = byDb.get(db);
  if (!queries) byDb.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  // PostgreSQL cuts names at 63 characters, and two names cut alike would collide: a long one is hashed.
  if (query === undefined)
    queries.set(name, (query = build(db, name.length > 63 ? `borgo_${createHash('sha256').update(name).digest('hex').slice(0, 40)}` : name)));
  return query;
}
