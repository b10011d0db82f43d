import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFeatures } from '../../src/lib/features';
import { districts } from '../../server/db/schema';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

describe('QR links', () => {
  it('give a link to a section or an item, for the district', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/v3/dynamic_code_link/community_activities?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(list.json().data.link).toBe(`${t.config.publicUrl}/app/community_activities?district=${NAVIGLI}`);
    const item = await t.app.inject({ method: 'GET', url: `/api/v3/dynamic_code_link/posts/12?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(item.json().data.link).toBe(`${t.config.publicUrl}/app/posts/12?district=${NAVIGLI}`);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/v3/dynamic_code_link/nowhere?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(unknown.statusCode).toBe(422);
  });

  it('are refused where the district has DynamicLink off', async () => {
    const config = allFeatures(true);
    config.CommunityContents.DynamicLink = false;
    await t.database.db.update(districts).set({ configuration: config }).where(eq(districts.id, AURORA));
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/dynamic_code_link/posts?district_id=${AURORA}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(403);
    expect(res.json().missing).toEqual({ feature: 'CommunityContents.DynamicLink' });
  });
});
