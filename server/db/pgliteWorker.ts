import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { tunePglite } from './pgliteClient';
import type { ThreadReply, ThreadRequest } from './pgliteThread';

/**
 * The PGlite thread (server/db/pgliteThread.ts): the database and its tuning (pgliteClient.ts)
 * live here, and each message the server's thread sends is one call on it. A transaction is held
 * open, PGlite's own lock with it, between its 'begin' and its 'commit' or 'rollback', so that
 * other queries wait for it as they do in one thread.
 */
const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const client = new PGlite(dataDir);
// Calls wait until PGlite has started and holds drizzle's text parsers (pgliteClient.ts).
const tuned = tunePglite(client, { yieldFirst: false });

interface Open {
  tx: Transaction;
  commit(): void;
  rollback(reason: unknown): void;
  ended: Promise<unknown>;
}
const open = new Map<number, Open>();

class RolledBack extends Error {}

/** An error as plain data: its message and every own field PGlite gave it (code, detail, constraint…). */
function plain(error: unknown): ThreadReply['error'] {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  // Plain values only (PostgreSQL's fields are strings and numbers; the query's values are
  // plain too): anything else might not survive the copy, and is left out.
  for (const [key, value] of Object.entries(error)) if (copyable(value)) fields[key] = value;
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

function copyable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value)) return true;
  return Array.isArray(value) && value.every(copyable);
}

async function begin(id: number): Promise<void> {
  let started!: (value: Open) => void;
  const ready = new Promise<Open>((resolve) => (started = resolve));
  let failed!: (reason: unknown) => void;
  const refused = new Promise<never>((_resolve, reject) => (failed = reject));
  const ended = client.transaction(
    (tx) =>
      new Promise<void>((commit, rollback) => {
        started({ tx, commit, rollback, ended });
      }),
  );
  ended.catch(failed);
  const entry = await Promise.race([ready, refused]);
  open.set(id, entry);
}

async function end(id: number, commit: boolean): Promise<void> {
  const entry = open.get(id);
  if (!entry) throw new Error(`no open transaction ${id}`);
  open.delete(id);
  if (commit) {
    entry.commit();
    await entry.ended;
  } else {
    entry.rollback(new RolledBack());
    await entry.ended.catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  }
}

async function run(request: ThreadRequest): Promise<unknown> {
  await tuned;
  const on = request.tx === undefined ? client : open.get(request.tx)?.tx;
  switch (request.op) {
    case 'query':
      if (!on) throw new Error(`no open transaction ${request.tx}`);
      return on.query(request.text, request.params, request.options as QueryOptions | undefined);
    case 'exec':
      if (!on) throw new Error(`no open transaction ${request.tx}`);
      return on.exec(request.text);
    case 'begin':
      return begin(request.tx!);
    case 'commit':
      return end(request.tx!, true);
    case 'rollback':
      return end(request.tx!, false);
    case 'close':
      return client.close();
  }
}

/**
 * Answers a call. An answer that cannot be copied to the other thread (postMessage throws) is
 * answered with that error instead: unanswered, the server's caller would wait for ever.
 */
function reply(id: number, answer: Omit<ThreadReply, 'id'>): void {
  try {
    port.postMessage({ id, ...answer } satisfies ThreadReply);
  } catch (error) {
    port.postMessage({ id, error: plain(error) } satisfies ThreadReply);
  }
}

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => reply(request.id, { result }),
    (error: unknown) => reply(request.id, { error: plain(error) }),
  );
});

tuned.then(
  () => reply(0, { result: 'ready' }),
  (error: unknown) => reply(0, { error: plain(error) }),
);
