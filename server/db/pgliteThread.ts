import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { dropDrizzleParsers } from './pgliteClient';

/** A call the server's thread asks of the PGlite thread (server/db/pgliteWorker.ts). */
export type ThreadCall =
  | { op: 'query'; tx?: number; text: string; params?: unknown[]; options?: PortableOptions }
  | { op: 'exec'; tx?: number; text: string }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'close'; tx?: undefined };
export type ThreadRequest = ThreadCall & { id: number };
/** A query's options as they cross to the thread: no functions. */
type PortableOptions = Omit<QueryOptions, 'parsers' | 'serializers' | 'blob'>;

/** Its answer: the call's result, or its error as plain data (id 0: the database is ready, or could not start). */
export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; name: string; stack?: string; fields: Record<string, unknown> };
}

type Pending = { resolve(value: unknown): void; reject(error: unknown): void };

/** What drizzle's PGlite driver and the server use of a PGlite instance, answered by the thread. */
export interface PgliteOnThread {
  readonly waitReady: Promise<void>;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The error the thread sent, as an Error again with the fields callers read (code, constraint…). */
function revive(error: NonNullable<ThreadReply['error']>): Error {
  const revived = Object.assign(new Error(error.message), error.fields);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}

/** Options the thread can take: parsers are functions, which cannot cross; drizzle's are held there already. */
function portable(options: QueryOptions | undefined): PortableOptions | undefined {
  const own = dropDrizzleParsers(options);
  if (own?.parsers || own?.serializers || own?.blob) throw new Error('PGlite on its own thread takes no parsers, serializers or blob of a query');
  return own;
}

/**
 * PGlite on a thread of its own (issue 12 §3). In the server's thread, PGlite's work (its wasm,
 * the protocol's parse) and the server's JavaScript took turns on one core and slowed each other:
 * a query between requests' work ran 25–30 % slower than the same query alone (stop 39's
 * measurements). Here the database has its own thread, its own core when one is free, and its
 * own caches; the server's thread only posts a message per call and reads the answer.
 */
export function openPgliteThread(
  dataDir: string,
  opts: {
    /** Called once if the thread ends unasked (a crash): every call is refused from then on. */
    onLost?: (error: Error) => void;
    /** The thread's module (a test's stand-in); pgliteWorker.ts by default. */
    entry?: URL;
  } = {},
): PgliteOnThread {
  const worker = new Worker(new URL('./pgliteThreadBoot.mjs', import.meta.url), {
    workerData: { entry: (opts.entry ?? new URL('./pgliteWorker.ts', import.meta.url)).href, dataDir },
  });
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let lastTx = 0;
  let gone: Error | null = null;
  let closing = false;
  let ready!: Pending;
  const waitReady = new Promise<void>((resolve, reject) => (ready = { resolve: () => resolve(), reject }));

  worker.on('message', (reply: ThreadReply) => {
    const waiting = reply.id === 0 ? ready : pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(revive(reply.error));
    else waiting.resolve(reply.result);
  });
  const fail = (error: Error) => {
    if (gone) return;
    gone = error;
    ready.reject(error);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    if (!closing) opts.onLost?.(error);
  };
  // An error thrown on the thread ends it: 'error' comes first, then 'exit'.
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the PGlite thread ended (exit code ${code})`)));
  // Settled by the caller (openDatabase awaits it); a thread lost later must not be an unhandled rejection.
  waitReady.catch(() => undefined);

  const call = <T>(request: ThreadCall): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number) =>
    call<Results<T>>({ op: 'query', tx, text, params, options: portable(options) });
  const exec = (text: string, tx?: number) => call<Results[]>({ op: 'exec', tx, text });

  return {
    waitReady,
    query: (text, params, options) => query(text, params, options),
    exec: (text) => exec(text),
    async transaction(work) {
      const tx = ++lastTx;
      await call({ op: 'begin', tx });
      let closed = false;
      const handle = {
        query: <T>(text: string, params?: unknown[], options?: QueryOptions) => query<T>(text, params, options, tx),
        exec: (text: string) => exec(text, tx),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await work(handle);
        closed = true;
        await call({ op: 'commit', tx });
        return result;
      } catch (error) {
        closed = true;
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      closing = true;
      if (!gone) await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
