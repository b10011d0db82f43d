import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createTestApp, type TestContext } from './helpers';

/** GET /api/v3/health (issue 12): what a load balancer reads, from its status code first. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const health = (ctx: TestContext = t) => ctx.app.inject({ method: 'GET', url: '/api/v3/health' });

/** The migrations table's newest row: taken out, the database lacks the last migration. */
async function takeNewestMigration(db: Db) {
  const [row] = rowsOf<{ id: number; hash: string; created_at: string }>(
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`),
  );
  return row;
}

describe('GET /api/v3/health', () => {
  it('answers 200 without a token on a migrated database, and says no more than its checks', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { database: 'ok', migrations: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    // A second call inside the cache's life answers the same.
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations when the last one is not applied, and 200 again once it is', async () => {
    let taken: Awaited<ReturnType<typeof takeNewestMigration>> | undefined;
    const behind = await createTestApp({}, { before: async (database) => void (taken = await takeNewestMigration(database.db)) });
    try {
      expect(taken).toBeDefined();
      const res = await health(behind);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'The server is not ready: migrations.', checks: { database: 'ok', migrations: 'failed' } });
      // In the caller's language, like every message of the API.
      const it = await behind.app.inject({ method: 'GET', url: '/api/v3/health', headers: { 'accept-language': 'it' } });
      expect(it.json().message).toBe('Il server non è pronto: migrations.');
      // A failure is not cached: the row back, the next call is healthy.
      await behind.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${taken!.id}, ${taken!.hash}, ${taken!.created_at})`,
      );
      expect((await health(behind)).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const real = t.app.db;
    // The database gone: every query fails, as on a lost connection.
    const gone = new Proxy(real, {
      get: (target, key, receiver) => (key === 'execute' ? () => Promise.reject(new Error('connection lost')) : Reflect.get(target, key, receiver)),
    });
    t.app.db = gone;
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'The server is not ready: database.', checks: { database: 'failed', migrations: 'unknown' } });
      expect(res.body).not.toMatch(/connection lost/);
    } finally {
      t.app.db = real;
    }
    expect((await health()).statusCode).toBe(200);
  });

  it('is public and not audited', () => {
    const route = t.app.routeTable.find((r) => r.method === 'GET' && r.url === '/api/v3/health');
    expect(route).toMatchObject({ public: true });
    expect(route?.audit).toBeUndefined();
  });
});
