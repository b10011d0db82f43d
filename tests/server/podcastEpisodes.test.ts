import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, contents, roles, userDistrictRoles, users } from '../../server/db/schema';
import type { EntityChanged } from '../../src/contract/live';
import type { Permission } from '../../src/lib/permissions';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * A podcast's episodes (spec content §2 "Podcast episodes", §5 "Episode edit", §7): list, add,
 * change, remove; the guard's refusals, district scoping, the field errors of the edit dialog,
 * the audit entries and the podcast's live change.
 */
let t: TestContext;
let admin: string;
let manager: string; // every podcast right, Borgo Navigli only
let viewer: string; // podcast_view only
let editor: string; // podcast_edit only
let resident: string; // a member without permissions
let podcast: number;
let otherPodcast: number;
let auroraPodcast: number;
let news: number; // a content row that is not a podcast
let base: string;
const sockets: Socket[] = [];

let seq = 0;
async function account(permissions: Permission[]): Promise<string> {
  const db = t.database.db;
  const [{ hash }] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@borgo.test'));
  const email = `episodes${++seq}@borgo.test`;
  const [user] = await db
    .insert(users)
    .values({ email, firstName: 'Ep', lastName: `Tester ${seq}`, passwordHash: hash, dashboardDistrictId: NAVIGLI })
    .returning();
  const [role] = await db
    .insert(roles)
    .values({ name: `Episodes test role ${seq}`, permissions })
    .returning();
  await db.insert(userDistrictRoles).values({ userId: user.id, districtId: NAVIGLI, roleId: role.id });
  return t.login(email);
}

async function content(districtId: number, type: string, title: string) {
  const [row] = await t.database.db
    .insert(contents)
    .values({ districtId, type, status: 'published', translations: { en: { title, description: '' } } })
    .returning({ id: contents.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [admin, manager, resident] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test'), t.login('resident1.1@borgo.test')]);
  viewer = await account(['podcast_view']);
  editor = await account(['podcast_edit']);
  podcast = await content(NAVIGLI, 'district_podcasts', 'Voices of the canal');
  otherPodcast = await content(NAVIGLI, 'district_podcasts', 'Night radio');
  auroraPodcast = await content(AURORA, 'district_podcasts', 'Vozes da vila');
  news = await content(NAVIGLI, 'district_news', 'Not a podcast');
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

type Body = Record<string, unknown>;
const episode = (over: Body = {}): Body => ({
  district_id: NAVIGLI,
  podcast_id: podcast,
  translations: [
    { locale: 'en', title: 'The first bridge', episode_number: '1' },
    { locale: 'it', title: 'Il primo ponte', episode_number: '1' },
  ],
  external_link: 'https://podcasts.example.org/canal/1',
  ...over,
});
const create = (body: Body = episode(), token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/v3/podcast_episodes', headers: bearer(token), payload: body });
const update = (id: number, body: Body, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v3/podcast_episodes/${id}`, headers: bearer(token), payload: body });
const remove = (id: number, token = admin, district = NAVIGLI) =>
  t.app.inject({ method: 'DELETE', url: `/api/v3/podcast_episodes/${id}?district_id=${district}`, headers: bearer(token) });
const list = (qs: string, token = admin, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v3/podcast_episodes?district_id=${NAVIGLI}&${qs}`, headers: { ...bearer(token), 'accept-language': lang } });
const created = async (over: Body = {}) => {
  const res = await create(episode(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; podcast_id: number; position: number };
};
const titles = (res: { json(): { data: { data: { translations: { locale: string; title: string }[] }[] } } }) =>
  res.json().data.data.map((r) => r.translations.find((x) => x.locale === 'en')?.title);

describe('episodes: create, list, update, delete', () => {
  it('adds an episode after the last one, lists, changes and removes it, each write audited', async () => {
    const res = await create(episode(), manager);
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().data;
    expect(first).toMatchObject({
      podcast_id: podcast,
      district_id: NAVIGLI,
      external_link: 'https://podcasts.example.org/canal/1',
      translations: [
        { locale: 'en', title: 'The first bridge', episode_number: '1' },
        { locale: 'it', title: 'Il primo ponte', episode_number: '1' },
      ],
    });
    const second = await created({ translations: [{ locale: 'en', title: 'The second bridge', episode_number: '2' }] });
    expect(second.position).toBe(first.position + 1);

    const listed = await list(`podcast_id=${podcast}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(titles(listed)).toEqual(['The first bridge', 'The second bridge']);
    expect(listed.json().data).toMatchObject({ current_page: 1, per_page: 20, total: 2, last_page: 1 });

    const changed = await update(
      first.id,
      episode({ translations: [{ locale: 'en', title: '  The old bridge ', episode_number: '1b' }], external_link: 'http://radio.example.org/1' }),
      editor,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      translations: [{ locale: 'en', title: 'The old bridge', episode_number: '1b' }],
      external_link: 'http://radio.example.org/1',
    });

    const gone = await remove(second.id, manager);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data).toEqual({ id: second.id });
    expect(titles(await list(`podcast_id=${podcast}`))).toEqual(['The old bridge']);

    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.entity, 'podcast_episodes')).orderBy(asc(auditEntries.id));
    const mine = entries.filter((e) => [first.id, second.id].includes(e.recordId!)).map((e) => [e.action, e.recordId]);
    expect(mine).toEqual([
      ['create', first.id],
      ['create', second.id],
      ['update', first.id],
      ['delete', second.id],
    ]);
    const edit = entries.find((e) => e.action === 'update' && e.recordId === first.id)!;
    expect(edit.changes).toMatchObject({ 'title.en': { before: 'The first bridge', after: 'The old bridge' }, 'title.it': { before: 'Il primo ponte' } });
  });

  it('lists several podcasts by podcast_id[], searches, sorts and pages', async () => {
    await created({ podcast_id: otherPodcast, translations: [{ locale: 'en', title: 'Owls at midnight', episode_number: '7' }] });
    await created({ podcast_id: otherPodcast, translations: [{ locale: 'en', title: 'Bats 100% at dawn', episode_number: '8' }] });
    const both = await list(`podcast_id[]=${podcast}&podcast_id[]=${otherPodcast}&paginate=100&status_type=all`);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.total).toBeGreaterThanOrEqual(3);
    const one = await list(`podcast_id[]=${otherPodcast}&order_by=title&sort_by=asc`);
    expect(titles(one)).toEqual(['Bats 100% at dawn', 'Owls at midnight']);
    expect(titles(await list(`podcast_id[]=${otherPodcast}&order_by=episode_number&sort_by=desc`))).toEqual(['Bats 100% at dawn', 'Owls at midnight']);
    expect(titles(await list(`podcast_id=${otherPodcast}&query=${encodeURIComponent('  owls ')}`))).toEqual(['Owls at midnight']);
    expect(titles(await list(`podcast_id=${otherPodcast}&query=${encodeURIComponent('100%')}`))).toEqual(['Bats 100% at dawn']);
    expect((await list(`podcast_id=${otherPodcast}&query=_`)).json().data.total).toBe(0);
    const paged = await list(`podcast_id=${otherPodcast}&paginate=1&page=2`);
    expect(paged.json().data).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(titles(paged)).toEqual(['Bats 100% at dawn']);
    expect((await list(`podcast_id=${otherPodcast}&order_by=district_id`)).statusCode).toBe(422);
    expect((await list(`podcast_id=${otherPodcast}&status_type=published`)).statusCode).toBe(422);
    expect((await list(`podcast_id=${podcast}&podcast_id=${otherPodcast}`)).statusCode).toBe(422);
  });

  it('moves an episode to another podcast of the district, last there', async () => {
    const ep = await created({ translations: [{ locale: 'en', title: 'Wandering', episode_number: '9' }] });
    const moved = await update(ep.id, episode({ podcast_id: otherPodcast, translations: [{ locale: 'en', title: 'Wandering', episode_number: '9' }] }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.podcast_id).toBe(otherPodcast);
    expect(titles(await list(`podcast_id=${otherPodcast}`)).at(-1)).toBe('Wandering');
  });
});

describe('episodes: refusals', () => {
  it('refuses a call without a token (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/podcast_episodes?district_id=${NAVIGLI}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/podcast_episodes', payload: episode() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v3/podcast_episodes/1?district_id=${NAVIGLI}` })).statusCode).toBe(401);
  });

  it('refuses a missing permission (403): reading needs a podcast right, adding add or edit, changing edit, removing delete', async () => {
    const ep = await created();
    expect((await list(`podcast_id=${podcast}`, resident)).statusCode).toBe(403);
    expect((await list(`podcast_id=${podcast}`, viewer)).statusCode).toBe(200);
    expect((await create(episode(), viewer)).statusCode).toBe(403);
    expect((await create(episode(), resident)).statusCode).toBe(403);
    expect((await create(episode(), editor)).statusCode).toBe(201);
    expect((await update(ep.id, episode(), viewer)).statusCode).toBe(403);
    expect((await remove(ep.id, editor)).statusCode).toBe(403);
    expect((await remove(ep.id, viewer)).statusCode).toBe(403);
  });

  it("answers 404 for another district's episode or podcast, and for a content that is not a podcast", async () => {
    const ep = await created();
    // The manager has no role in Vila Aurora: refused there (403) before anything is looked up.
    expect((await remove(ep.id, manager, AURORA)).statusCode).toBe(403);
    // The admin works in both: in Vila Aurora, Borgo Navigli's episode does not exist.
    expect((await remove(ep.id, admin, AURORA)).statusCode).toBe(404);
    expect((await update(ep.id, episode({ district_id: AURORA, podcast_id: auroraPodcast }))).statusCode).toBe(404);
    expect((await create(episode({ podcast_id: auroraPodcast }))).statusCode).toBe(404);
    expect((await create(episode({ podcast_id: news }))).statusCode).toBe(404);
    expect((await create(episode({ podcast_id: 2_000_000_000 }))).statusCode).toBe(404);
    expect((await update(ep.id, episode({ podcast_id: news }))).statusCode).toBe(404);
    expect((await list(`podcast_id=${auroraPodcast}`)).statusCode).toBe(404);
    expect((await list(`podcast_id[]=${podcast}&podcast_id[]=${news}`)).statusCode).toBe(404);
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
    // Nothing of it changed.
    expect((await list(`podcast_id=${podcast}`)).json().data.data.some((r: { id: number }) => r.id === ep.id)).toBe(true);
  });

  it('answers 422 on the fields of the edit dialog (spec content §5 "Episode edit")', async () => {
    const errors = async (over: Body) => {
      const res = await create(episode(over));
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    // No language has both: the first one sent is named on both of its fields.
    const incomplete = { 'translations.en.title': ['Validations.LangNotNull'], 'translations.en.episode_number': ['Validations.LangNotNull'] };
    expect(await errors({ translations: [{ locale: 'en', title: '  ', episode_number: '1' }] })).toEqual(incomplete);
    expect(
      await errors({
        translations: [
          { locale: 'en', title: 'Title', episode_number: '' },
          { locale: 'it', title: '', episode_number: '2' },
        ],
      }),
    ).toEqual(incomplete);
    expect(await errors({ translations: [] })).toEqual({ translations: ['Validations.LangNotNull'] });
    const long = await create(episode({ translations: [{ locale: 'en', title: 'x'.repeat(91), episode_number: '9'.repeat(91) }] }));
    expect(long.json().errors).toEqual({
      'translations.en.title': ['Validations.FieldTooLongMax'],
      'translations.en.episode_number': ['Validations.FieldTooLongMax'],
    });
    expect(long.json().error_args).toMatchObject({ 'translations.en.title': { max: 90 } });
    expect((await create(episode({ translations: [{ locale: 'en', title: 'x'.repeat(90), episode_number: '9'.repeat(90) }] }))).statusCode).toBe(201);
    expect(await errors({ external_link: undefined })).toEqual({ external_link: ['Validations.PodcastUrlRequired'] });
    expect(await errors({ external_link: '   ' })).toEqual({ external_link: ['Validations.PodcastUrlRequired'] });
    expect(await errors({ external_link: 'podcasts.example.org/1' })).toEqual({ external_link: ['Validations.InvalidUrl'] });
    expect(await errors({ external_link: 'ftp://podcasts.example.org/1' })).toEqual({ external_link: ['Validations.InvalidUrl'] });
    expect(await errors({ external_link: 'javascript:alert(1)' })).toEqual({ external_link: ['Validations.InvalidUrl'] });
    expect(await errors({ podcast_id: '1' })).toEqual({ podcast_id: ['Validations.FieldInvalid'] });
    expect(await errors({ position: 3 })).toEqual({ position: ['Validations.FieldUnknown'] });
  });
});

describe('episodes: live', () => {
  it("tells the podcast's change to holders of the podcast rights, naming the writer", async () => {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(base, { auth: { token: viewer }, forceNew: true, reconnection: false, transports: ['websocket'] });
      sockets.push(s);
      s.once('ready', () => resolve(s));
      s.once('connect_error', reject);
    });
    const got: EntityChanged[] = [];
    socket.on('district_podcasts.changed', (p: EntityChanged) => got.push(p));
    const ep = await created();
    await update(ep.id, episode({ podcast_id: otherPodcast }));
    await expect.poll(() => got.length).toBeGreaterThanOrEqual(3);
    expect(got[0]).toMatchObject({ entity: 'district_podcasts', id: podcast, action: 'update', district_id: NAVIGLI, by: { name: expect.any(String) } });
    expect(
      got
        .slice(1)
        .map((p) => p.id)
        .sort(),
    ).toEqual([podcast, otherPodcast].sort());
  });
});
