import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { preparingQuery } from './pgliteStatements';

/**
 * The types drizzle's PGlite driver reads as text (the `parsers` it passes with every query, all
 * of them returning their input): timestamps, dates, intervals, and arrays of those and of numeric.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const PROBE = '2026-01-01 00:00:00+00';

/** Whether a query's parsers are drizzle's: the text types, each read as the text itself. */
function drizzleParsers(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  const keys = Object.keys(parsers);
  return keys.length === TEXT_TYPES.length && TEXT_TYPES.every((type) => parsers[type]?.(PROBE) === PROBE);
}

/**
 * Options already looked at: drizzle's prepared queries (the server's, built once) pass the same
 * options object on every call, so the check and the copy run once per query, not per call.
 */
const seen = new WeakMap<QueryOptions, QueryOptions>();

/** The options without drizzle's parsers, which the instance now holds itself. */
export function dropDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options) return options;
  const known = seen.get(options);
  if (known) return known;
  let out = options;
  if (drizzleParsers(options.parsers)) {
    const { parsers: _held, ...rest } = options;
    out = rest;
  }
  seen.set(options, out);
  return out;
}

/**
 * Borgo's PGlite client, as the server and the bench's floor use it:
 *
 * - **Text types read once for all.** Given per-query parsers, PGlite copies its whole parser
 *   table (one entry per type and array type, hundreds) into a new object for every query, then
 *   looks each value's parser up in it: about 120 µs a query on this machine (a page of 20 tags,
 *   with or without them: 450 against 320 µs), a third of the list's time in PGlite's JavaScript
 *   (issue 12 §3, `--cpu-prof`: `parseResults`). The instance holds the same text parsers instead,
 *   set once PGlite's own start has written its array parsers, and drizzle's are dropped from
 *   each query, in and out of transactions. A query without parsers of its own reads those types
 *   as text too (PostgreSQL's format; `new Date()` reads it).
 * - **A yield before each query.** PGlite runs each query synchronously on the event loop and
 *   chains queued ones through promises, so under load new connections waited seconds for a first
 *   answer (bench: p99 of /auth/me 4.3 s). Yielding one macrotask before each query lets the
 *   server accept them (bench: p99 0.6 s, same throughput).
 * - **Prepared statements.** A query text run again is prepared once and executed after
 *   (pgliteStatements.ts), as node-postgres does for the server's named queries on PostgreSQL.
 */
export function tunePglite(client: PGlite, opts: { yieldFirst?: boolean } = {}): Promise<void> {
  // PGlite's start runs queries of its own through client.query (its array types): until it has
  // ended, queries keep their parsers.
  let held = false;
  const tuned = client.waitReady.then(() => {
    for (const type of TEXT_TYPES) client.parsers[type] = asText;
    held = true;
  });
  const own = (options: QueryOptions | undefined) => (held ? dropDrizzleParsers(options) : options);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const yieldFirst = opts.yieldFirst ?? true;
  const tick = () => (yieldFirst ? new Promise<void>((resolve) => setImmediate(resolve)) : Promise.resolve());
  const preparing = preparingQuery(client, query, (text) => exec(text));
  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    await tick();
    return preparing(text, params, own(options));
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof exec>) => {
    await tick();
    return exec(...args);
  }) as typeof client.exec;
  client.transaction = (async <T>(work: (tx: Transaction) => Promise<T>) => {
    await tick();
    return transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => txQuery(text, params, own(options))) as typeof tx.query;
      return work(tx);
    });
  }) as typeof client.transaction;
  return tuned;
}
