import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { openPgliteThread } from '../../server/db/pgliteThread';
import { readConfig } from '../../server/config';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
});

/**
 * PGlite on its own thread (issue 12 §3) answers drizzle as PGlite in the server's thread does:
 * the same values, PostgreSQL's errors with their fields, transactions that hold the others back
 * until they end, and a clear refusal once the thread is gone.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite on its own thread', () => {
  const root = mkdtempSync(join(tmpdir(), 'borgo-thread-'));
  const dir = join(root, 'db');
  let database: Database;
  const db = () => drizzle((database.db as unknown as { $client: PGlite }).$client);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: dir });
    await database.db.execute(
      sql`create table things (id int primary key, name text not null unique, at timestamptz not null, day date not null, span interval not null)`,
    );
    await database.db.execute(sql`insert into things values (1, 'one', '2026-11-28 23:30:00.123+00', '2026-11-29', '2 days 03:00:00')`);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('runs on a thread, not in the server’s', async () => {
    const client = (database.db as unknown as { $client: object }).$client;
    expect(client).not.toHaveProperty('dataDir');
    expect(Object.keys(client).sort()).toEqual(['close', 'exec', 'query', 'transaction', 'waitReady']);
  });

  it('reads through drizzle what PGlite in this thread reads', async () => {
    const [row] = await db().select().from(things);
    expect(row).toEqual({ id: 1, name: 'one', at: new Date('2026-11-28T23:30:00.123Z'), day: '2026-11-29', span: '2 days 03:00:00' });
    // A query run again is prepared (pgliteStatements.ts) on the thread: the same answer each time.
    for (let i = 0; i < 4; i++) expect((await db().select({ name: things.name }).from(things).where(eq(things.id, 1)))[0].name).toBe('one');
  });

  it('gives PostgreSQL’s errors with their fields (code, constraint)', async () => {
    const failed = await db()
      .insert(things)
      .values({ id: 2, name: 'one', at: new Date(), day: '2026-12-01', span: '1 day' })
      .then(
        () => null,
        (error: Error & { cause?: Record<string, unknown> }) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(failed?.cause).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    expect(failed?.cause).toBeInstanceOf(Error);
  });

  it('commits a transaction, and rolls back one that throws, savepoints included', async () => {
    await db().transaction(async (tx) => {
      await tx.insert(things).values({ id: 10, name: 'ten', at: new Date(), day: '2026-12-01', span: '1 day' });
      // A nested transaction is a savepoint: its rollback leaves the outer one's rows.
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ id: 11, name: 'eleven', at: new Date(), day: '2026-12-01', span: '1 day' });
          throw new Error('undo eleven');
        })
        .catch(() => undefined);
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(things).values({ id: 12, name: 'twelve', at: new Date(), day: '2026-12-01', span: '1 day' });
        throw new Error('undo twelve');
      }),
    ).rejects.toThrow('undo twelve');
    const ids = (await db().select({ id: things.id }).from(things)).map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toEqual([1, 10]);
  });

  it('holds other queries back until an open transaction ends, as one thread does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const writing = db().transaction(async (tx) => {
      await tx.insert(things).values({ id: 20, name: 'twenty', at: new Date(), day: '2026-12-01', span: '1 day' });
      await held;
      order.push('commit');
    });
    // Asked while the transaction is open: answered after its commit, and sees its row.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reading = db()
      .select({ id: things.id })
      .from(things)
      .where(eq(things.id, 20))
      .then((rows) => (order.push('read'), rows));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    release();
    await writing;
    expect(await reading).toEqual([{ id: 20 }]);
    expect(order).toEqual(['commit', 'read']);
  });

  it('refuses per-query parsers, which cannot cross to the thread', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await expect(client.query('select 1', [], { parsers: { 23: (v: string) => Number(v) * 2 } })).rejects.toThrow(/no parsers/);
  });

  it('keeps the data once closed, and opens the folder again', async () => {
    await database.close();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await expect(client.query('select 1')).rejects.toThrow(/PGlite thread ended/);
    database = await openDatabase({ dataDir: dir });
    expect((await db().select({ id: things.id }).from(things)).length).toBe(3);
  });

  it('stays on the server’s thread when PGLITE_THREAD=0', async () => {
    expect(readConfig({}).pgliteThread).toBe(true);
    const config = readConfig({ PGLITE_THREAD: '0' });
    expect(config.pgliteThread).toBe(false);
    const here = await openDatabase({ dataDir: join(root, 'here'), pgliteThread: config.pgliteThread });
    try {
      const client = (here.db as unknown as { $client: object }).$client;
      expect(client).toHaveProperty('dataDir');
      expect(await here.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await here.close();
    }
  });

  it('refuses every call once the thread has died, and says so once', async () => {
    const onLost = vi.fn();
    const thread = openPgliteThread(join(root, 'unused'), { onLost, entry: new URL('./fixtures/pgliteThreadDies.ts', import.meta.url) });
    await thread.waitReady;
    await expect(thread.query('select 1')).rejects.toThrow('the database thread crashed');
    await expect(thread.query('select 1')).rejects.toThrow('the database thread crashed');
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1));
    expect(onLost.mock.calls[0][0].message).toBe('the database thread crashed');
    await thread.close();
    expect(onLost).toHaveBeenCalledTimes(1);
  });
});
