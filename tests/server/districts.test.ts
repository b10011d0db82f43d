import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFeatures } from '../../src/lib/features';
import { districts, posts } from '../../server/db/schema';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let manager: string;
let gate: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, gate] = await Promise.all(['admin', 'manager', 'gate'].map((u) => t.login(`${u}@borgo.test`)));
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const sections = async (token: string, district = NAVIGLI) =>
  (await get(`/api/v3/site-map?district_id=${district}`, token)).json().data.map((e: { section_id: string }) => e.section_id);

describe('district configuration', () => {
  it('is nested as in the spec', async () => {
    const res = await get(`/api/v3/districts/configuration?district_id=${NAVIGLI}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      Gate: true,
      DistrictContents: { active: true, News: true, SmartSolution: true },
      CommunityContents: { active: true, DynamicLink: true },
    });
  });
});

describe('site map', () => {
  it('holds what the user may see: entries with id, route, parent and high-order flag', async () => {
    const res = await get(`/api/v3/site-map?district_id=${NAVIGLI}`, gate);
    expect(res.json().data).toEqual([
      { section_id: 'dashboard', section_route: '/backend/dashboard', parent_section: null, high_order_section: true },
      { section_id: 'home', section_route: '/backend/home', parent_section: null, high_order_section: true },
      { section_id: 'gate_visitors', section_route: '/backend/gate/visitors', parent_section: 'home', high_order_section: false },
      { section_id: 'gate_daily_help', section_route: '/backend/gate/daily_help', parent_section: 'home', high_order_section: false },
    ]);
  });

  it('gives the manager content sections but no settings and no brands', async () => {
    const ids = await sections(manager);
    expect(ids).toEqual(expect.arrayContaining(['community_activities', 'posts', 'spaces', 'tools_list', 'district_news', 'users']));
    expect(ids).not.toContain('settings_cities');
    expect(ids).not.toContain('brands');
    expect(ids).not.toContain('settings');
  });

  it('drops a section whose district flag is off, and a group whose flag is off', async () => {
    const config = allFeatures(true);
    config.Posts = false;
    config.CommunityContents.active = false;
    await t.database.db.update(districts).set({ configuration: config }).where(eq(districts.id, CEDAR));
    const ids = await sections(admin, CEDAR);
    expect(ids).not.toContain('posts');
    expect(ids).not.toContain('community_activities');
    expect(ids).toContain('spaces');
    expect(ids).toContain('brands');
  });

  it('counts waiting items per community section', async () => {
    const res = await get(`/api/v3/site-map/data?district_id=${NAVIGLI}`, manager);
    // The demo's residents' items waiting for approval (server/db/seedCommunity.ts), one section each.
    expect(res.json().data).toEqual({
      waiting: { community_activities: 5, posts: 120, community_news: 1, community_feed: 1, community_groups: 1, community_promotions: 0 },
    });
    await t.database.db.update(posts).set({ status: 'confirmed' }).where(eq(posts.districtId, AURORA));
    const aurora = await get(`/api/v3/site-map/data?district_id=${AURORA}`, admin);
    expect(aurora.json().data.waiting.posts).toBe(0);
    const none = await get(`/api/v3/site-map/data?district_id=${NAVIGLI}`, gate);
    expect(none.json().data).toEqual({ waiting: {} });
  });

  it('counts waiting activities per district of the user', async () => {
    const res = await get('/api/v3/districts/waiting-activities', admin);
    expect(res.json().data).toEqual([
      { district_id: NAVIGLI, district_name: 'Borgo Navigli', waiting: 5 },
      { district_id: AURORA, district_name: 'Vila Aurora', waiting: 2 },
    ]);
    expect((await get('/api/v3/districts/waiting-activities', gate)).json().data).toEqual([]);
  });
});
