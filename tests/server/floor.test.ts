import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFloor, floorDbFrom } from '../../bench/floor';
import { bearer, createTestApp, CEDAR, NAVIGLI, type TestContext } from './helpers';

/**
 * The bench's floor (bench/floor.ts, issue 12 §3) must do Borgo's work, or the ratios mean
 * nothing: on the same database and token, it answers the compared routes as Borgo does.
 */
describe('bench floor', () => {
  let ctx: TestContext;
  let floor: ReturnType<typeof buildFloor>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    floor = buildFloor(floorDbFrom(ctx.database), { idleMs: ctx.config.tokenIdleMs, maxMs: ctx.config.sessionMaxMs });
    auth = bearer(await ctx.login('admin@borgo.test'));
  });
  afterAll(async () => {
    await floor.close();
    await ctx.close();
  });

  it('lists, reads and answers the user object as Borgo does', async () => {
    for (const url of [`/api/v3/tags?district_id=${NAVIGLI}&paginate=20&page=1`, `/api/v3/tags/1?district_id=${NAVIGLI}`, '/api/v3/auth/me']) {
      const [borgo, bare] = await Promise.all([ctx.app.inject({ url, headers: auth }), floor.inject({ url, headers: auth })]);
      expect(bare.statusCode, url).toBe(200);
      expect(bare.json(), url).toEqual(borgo.json());
    }
  });

  it('creates a tag with its audit entry, and refuses what Borgo refuses', async () => {
    const payload = { district_id: CEDAR, status: 'active', translations: [{ locale: 'en', name: 'Floor tag' }] };
    const res = await floor.inject({ method: 'POST', url: '/api/v3/tags', headers: auth, payload });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const read = await ctx.app.inject({ url: `/api/v3/tags/${id}?district_id=${CEDAR}`, headers: auth });
    expect(read.json().data.translations).toEqual([{ locale: 'en', name: 'Floor tag' }]);
    const audit = await ctx.app.inject({ url: `/api/v3/audit?district_id=${CEDAR}&paginate=5&page=1&order_by=id&sort_by=desc`, headers: auth });
    expect(audit.json().data.data[0]).toMatchObject({ entity: 'tags', record_id: id, action: 'create' });
    expect((await floor.inject({ url: '/api/v3/auth/me' })).statusCode).toBe(401);
    const resident = bearer(await ctx.login('office@borgo.test'));
    expect((await floor.inject({ url: `/api/v3/tags?district_id=${CEDAR}`, headers: resident })).statusCode).toBe(403);
  });
});
