import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * Prepared statements for PGlite (issue 12 §3). PostgreSQL parses and plans a query on every call
 * unless it is prepared; node-postgres prepares the server's named queries on each connection
 * (server/db/prepared.ts), PGlite's driver never does: a page of tags, a session's access or a
 * create paid the planner each time (the guard's session-and-access read: 1.1–1.4 ms as a query,
 * 0.6 ms prepared, PGlite on this machine). PGlite's extended protocol takes no named statement,
 * so a query text seen again is prepared with SQL (`PREPARE`) and run with `EXECUTE`, its values
 * written as literals. Only plain values are written so (text, numbers, booleans, null); a query
 * with any other value (an array, a date, bytes), or one PostgreSQL cannot prepare, runs as before.
 *
 * A literal is `'…'` with its quotes doubled: with `standard_conforming_strings` on (checked once;
 * off, nothing is prepared) a backslash is an ordinary character and a quote cannot end it early.
 * A text holding NUL cannot be written as a literal: it runs as before (and is refused there).
 */

/** How many texts are prepared at most; the least recently used one is dropped past it. */
export const MAX_STATEMENTS = 256;
/**
 * A text is prepared on its third call: one run once or twice (a migration, the seed, a test's
 * query) costs nothing more, and preparing costs about what one plain call does.
 */
export const PREPARE_ON_CALL = 3;

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

interface Entry {
  calls: number;
  name: string;
  /** Settles once prepared: true, or false when PostgreSQL refused to prepare it. */
  ready?: Promise<boolean>;
}

/** A value as an SQL literal, or null when it is not a plain value that can be written so. */
export function sqlLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? null : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${String(value)}'` : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${String(value)}'`;
  return null;
}

/** The statement that runs `name` with these values, or null when one of them cannot be written. */
export function executeText(name: string, params: readonly unknown[]): string | null {
  if (params.length === 0) return `EXECUTE ${name}`;
  const values: string[] = [];
  for (const p of params) {
    const literal = sqlLiteral(p);
    if (literal === null) return null;
    values.push(literal);
  }
  return `EXECUTE ${name}(${values.join(', ')})`;
}

/**
 * A query function that prepares what it runs again. `query` and `exec` are the instance's own
 * (outside any transaction: a statement is prepared for the session, whatever a transaction does).
 */
export function preparingQuery(
  client: PGlite,
  query: Query,
  exec: (text: string) => Promise<unknown>,
  max = MAX_STATEMENTS,
): Query & { ready: Promise<boolean> } {
  const entries = new Map<string, Entry>();
  let counter = 0;
  // Checked once: with it off a backslash in a literal would escape, and nothing is prepared.
  const enabled = client.waitReady
    .then(() => query('show standard_conforming_strings'))
    .then((r) => (r.rows[0] as { standard_conforming_strings?: string } | undefined)?.standard_conforming_strings === 'on')
    .catch(() => false);
  let on: boolean | null = null;
  void enabled.then((v) => (on = v));

  const prepare = (text: string, entry: Entry): Promise<boolean> =>
    exec(`PREPARE ${entry.name} AS ${text}`).then(
      () => true,
      () => false,
    );

  const remember = (text: string): Entry => {
    let entry = entries.get(text);
    if (entry) {
      // Most recently used last: the first one is the one dropped.
      entries.delete(text);
      entries.set(text, entry);
    } else {
      entry = { calls: 0, name: `borgo_pglite_${++counter}` };
      entries.set(text, entry);
      if (entries.size > max) drop();
    }
    entry.calls += 1;
    return entry;
  };

  const drop = () => {
    const [text, oldest] = entries.entries().next().value as [string, Entry];
    entries.delete(text);
    if (oldest.ready) void oldest.ready.then((prepared) => prepared && exec(`DEALLOCATE ${oldest.name}`).catch(() => undefined));
  };

  const run: Query = async (text, params = [], options) => {
    if (on !== true || text.trimStart().slice(0, 7).toUpperCase() === 'PREPARE') return query(text, params, options);
    const entry = remember(text);
    if (entry.calls < PREPARE_ON_CALL) return query(text, params, options);
    const statement = executeText(entry.name, params);
    if (statement === null) return query(text, params, options);
    entry.ready ??= prepare(text, entry);
    if (!(await entry.ready)) return query(text, params, options);
    try {
      return await query(statement, [], options);
    } catch (error) {
      // Dropped meanwhile (the least recently used, past MAX_STATEMENTS): run as a plain query.
      if ((error as { code?: string } | null)?.code === '26000') return query(text, params, options);
      // Reported as the query it stands for: its text and values apart, as a plain query's are.
      if (error && typeof error === 'object') Object.assign(error, { query: text, params });
      throw error;
    }
  };
  // Settles once the check has run (until then every query runs as before: PGlite's own start too).
  return Object.assign(run, { ready: enabled });
}
