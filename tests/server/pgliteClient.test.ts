import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, timestamp, date, interval } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tunePglite } from '../../server/db/pgliteClient';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("Borgo's PGlite client", () => {
  let client: PGlite;
  // What reaches PGlite's own query, under the tuning: the per-query options it is given.
  const seen: (object | undefined)[] = [];
  const seenInTransactions: (object | undefined)[] = [];
  beforeAll(async () => {
    client = new PGlite();
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: object) => (seen.push(options), query(text, params, options))) as typeof client.query;
    const transaction = client.transaction.bind(client);
    client.transaction = ((work: Parameters<typeof transaction>[0]) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text: string, params?: unknown[], options?: object) => (
          seenInTransactions.push(options),
          txQuery(text, params, options)
        )) as typeof tx.query;
        return work(tx);
      })) as typeof client.transaction;
    tunePglite(client);
    await client.waitReady;
    await client.exec(`create table things (id int primary key, at timestamptz not null, day date not null, span interval not null);
      insert into things values (1, '2026-11-28 23:30:00.123+00', '2026-11-29', '2 days 03:00:00');`);
  });
  afterAll(() => client.close());

  it('reads through drizzle what drizzle reads without the tuning', async () => {
    const db = drizzle(client);
    seen.length = 0;
    const [row] = await db.select().from(things);
    expect(row.at).toEqual(new Date('2026-11-28T23:30:00.123Z'));
    expect(row.day).toBe('2026-11-29');
    expect(row.span).toBe('2 days 03:00:00');
    // Drizzle's text parsers are held by the instance, not copied into every query.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ rowMode: 'array' });
    expect(seen[0]).not.toHaveProperty('parsers');
  });

  it('drops them inside a transaction too', async () => {
    const db = drizzle(client);
    const at = await db.transaction(async (tx) => (await tx.select({ at: things.at }).from(things))[0].at);
    expect(at).toEqual(new Date('2026-11-28T23:30:00.123Z'));
    expect(seenInTransactions).toHaveLength(1);
    expect(seenInTransactions[0]).toMatchObject({ rowMode: 'array' });
    expect(seenInTransactions[0]).not.toHaveProperty('parsers');
  });

  it('keeps parsers that are not drizzle’s, and reads the text types as text without any', async () => {
    const doubled = await client.query<{ id: number }>('select id from things', [], { parsers: { [types.INT4]: (v: string) => Number(v) * 2 } });
    expect(doubled.rows[0].id).toBe(2);
    expect(seen.at(-1)).toHaveProperty('parsers');
    const raw = await client.query<{ at: string; day: string }>('select at, day from things');
    expect(raw.rows[0]).toEqual({ at: '2026-11-28 23:30:00.123+00', day: '2026-11-29' });
    expect(new Date(raw.rows[0].at).toISOString()).toBe('2026-11-28T23:30:00.123Z');
  });
});
