import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * The guard reads the session with the user's roles in one query, and its queries are prepared
 * once (issue 12 §3): nothing of a session or a role is kept between calls, so a revocation or a
 * removed permission holds from the very next call, on a route whose district is in the query
 * (read with the session), in the body (all the user's districts read with it) and on /auth/me.
 */
describe('guard: revocations and removed permissions hold at once', () => {
  let ctx: TestContext;
  const list = `/api/v3/tags?district_id=${NAVIGLI}&paginate=20&page=1`;
  const tag = { district_id: NAVIGLI, status: 'active', translations: [{ locale: 'en', name: 'Fresh' }] };
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const calls = (auth: Record<string, string>) =>
    Promise.all([
      ctx.app.inject({ url: list, headers: auth }),
      ctx.app.inject({ method: 'POST', url: '/api/v3/tags', headers: auth, payload: tag }),
      ctx.app.inject({ url: '/api/v3/auth/me', headers: auth }),
    ]).then((all) => all.map((r) => r.statusCode));

  it('a logout ends the token on the next call', async () => {
    const auth = bearer(await ctx.login('office@borgo.test'));
    expect(await calls(auth)).toEqual([200, 201, 200]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v3/auth/logout', headers: auth })).statusCode).toBe(200);
    expect(await calls(auth)).toEqual([401, 401, 401]);
  });

  it('a session revoked in the database (by another process) is refused on the next call', async () => {
    const auth = bearer(await ctx.login('office@borgo.test'));
    expect(await calls(auth)).toEqual([200, 201, 200]);
    await ctx.database.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`);
    expect(await calls(auth)).toEqual([401, 401, 401]);
  });

  it('a permission taken from a role, then the role itself, are refused on the next call', async () => {
    const auth = bearer(await ctx.login('office@borgo.test'));
    expect(await calls(auth)).toEqual([200, 201, 200]);
    const office = sql`(select role_id from user_district_roles join users on users.id = user_id where email = 'office@borgo.test')`;
    await ctx.database.db.execute(
      sql`update roles set permissions = array(select p from unnest(permissions) p where p not like 'tags%') where id in ${office}`,
    );
    const refused = await Promise.all([
      ctx.app.inject({ url: list, headers: auth }),
      ctx.app.inject({ method: 'POST', url: '/api/v3/tags', headers: auth, payload: tag }),
    ]);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual([
      [403, expect.stringContaining('tags_backoffice_view')],
      [403, expect.stringContaining('tags_add')],
    ]);
    await ctx.database.db.execute(sql`delete from user_district_roles where user_id = (select id from users where email = 'office@borgo.test')`);
    const gone = await ctx.app.inject({ url: list, headers: auth });
    // No role left in the district: refused as not the user's district, not for a permission.
    expect([gone.statusCode, gone.json().message]).toEqual([403, expect.not.stringContaining('tags_')]);
  });
});
