import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, districts, outbox, posts, smartSolutionLabels, users } from '../../server/db/schema';
import { drawPng } from '../../server/lib/png';
import { allFeatures } from '../../src/lib/features';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * Posts (issue 15): the list and its tabs, the form's rules on their fields (spec content §5 "Post
 * form"), the status buttons, archive, the message to the author through the outbox, the form's
 * option lists, the sidebar bubble, and the refusals (token, permission, district, flag).
 */
let t: TestContext;
let admin: string;
let manager: string;
let office: string; // front office: smart-solution labels, no posts right
let resident: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, office, resident] = await Promise.all([
    t.login('admin@borgo.test'),
    t.login('manager@borgo.test'),
    t.login('office@borgo.test'),
    t.login('resident1.1@borgo.test'),
  ]);
});
afterAll(() => t.close());

interface Post {
  id: number;
  status: string;
  type: string;
  translations: { locale: string; title: string; description: string }[];
  author_id: number | null;
  author_data: { name: string; email: string | null };
  image_path: string | null;
  published_date: string | null;
  created_at: string;
  display_telephone: boolean;
  contact_telephone: string | null;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (qs = '', token = admin) => {
  const res = await call('GET', `/api/v3/posts?district_id=${NAVIGLI}${qs}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: Post[]; total: number };
};

function uploadResponse(data: Buffer, district = NAVIGLI, token = admin, purpose = 'posts.image_path') {
  const boundary = 'b' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v3/uploads?district_id=${district}&purpose=${purpose}`,
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
async function upload(data: Buffer, district = NAVIGLI, token = admin, purpose = 'posts.image_path') {
  const res = await uploadResponse(data, district, token, purpose);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.name as string;
}
const png = () => drawPng(12, 6, () => [10, 120, 200, 255]);

/** A valid post, as the form sends it. */
const draft = async (extra: object = {}) => ({
  district_id: NAVIGLI,
  type: 'offer',
  translations: [
    { locale: 'it', title: 'Presto il trapano', description: 'Per lavori in casa' },
    { locale: 'en', title: 'I lend my drill', description: 'For jobs at home' },
  ],
  visibility: 'public',
  contact_email: 'marco@example.org',
  display_email: true,
  contact_telephone: '',
  display_telephone: false,
  image_path: await upload(png()),
  ...extra,
});
const create = async (extra: object = {}, token = admin) => call('POST', '/api/v3/posts', await draft(extra), token);
const waitingBubble = async (token = admin, district = NAVIGLI) =>
  (await call('GET', `/api/v3/site-map/data?district_id=${district}`, undefined, token)).json().data.waiting.posts as number;

describe('posts list', () => {
  it('opens on "all" (the four statuses), newest first, 20 a page', async () => {
    const all = await list();
    expect(all.total).toBe(124);
    expect(all.data).toHaveLength(20);
    const times = all.data.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const pages = [...(await list('&paginate=100')).data, ...(await list('&paginate=100&page=2')).data];
    expect(pages).toHaveLength(124);
    expect(new Set(pages.map((p) => p.status))).toEqual(new Set(['waiting', 'confirmed', 'rejected', 'archived']));
  });

  it('filters by tab, searches titles in any language and the author, and sorts by title', async () => {
    expect((await list('&status=waiting')).total).toBe(120);
    expect((await list('&status=confirmed')).data.map((p) => p.status)).toEqual(['confirmed', 'confirmed']);
    expect((await list('&status=rejected')).total).toBe(1);
    expect((await list('&status=archived')).total).toBe(1);
    expect((await call('GET', `/api/v3/posts?district_id=${NAVIGLI}&status=open`)).statusCode).toBe(422);
    const found = await list(`&query=${encodeURIComponent('piano teacher')}`);
    expect(found.data.map((p) => p.translations.find((x) => x.locale === 'it')?.title)).toEqual(['Cerco insegnante di pianoforte']);
    const [author] = await t.database.db.select().from(users).where(eq(users.email, 'resident1.1@borgo.test'));
    expect((await list(`&query=${encodeURIComponent(author.lastName ?? '')}`)).total).toBeGreaterThan(100);
    // By the title in the reader's language: "Free bike…" before "Looking for…" in English, "Cerco…" before "Riparo…" in Italian.
    const titles = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v3/posts?district_id=${NAVIGLI}&status=confirmed&order_by=title&sort_by=asc`,
        headers: { ...bearer(admin), 'accept-language': language },
      });
      return (res.json().data.data as Post[]).map((p) => p.translations.find((x) => x.locale === language)?.title);
    };
    expect(await titles('en')).toEqual(['Free bike repairs on Saturdays', 'Looking for a piano teacher']);
    expect(await titles('it')).toEqual(['Cerco insegnante di pianoforte', 'Riparo bici gratis il sabato']);
    expect((await call('GET', `/api/v3/posts?district_id=${NAVIGLI}&order_by=password`)).statusCode).toBe(422);
  });
});

describe('post form rules, each on its field (422, never 5xx)', () => {
  const errorsOf = async (extra: object) => {
    const res = await create(extra);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors as Record<string, string[]>;
  };

  it('title at most 50, title and description required in some language', async () => {
    expect(await errorsOf({ translations: [{ locale: 'en', title: 'x'.repeat(51), description: 'd' }] })).toMatchObject({
      'translations.en.title': ['Validations.FieldTooLongMax'],
    });
    expect(Object.values(await errorsOf({ translations: [{ locale: 'en', title: '', description: '' }] })).flat()).toContain('Validations.LangNotNull');
  });

  it('the cover is required, an image of this district uploaded for a post, at most 1 MB', async () => {
    expect(await errorsOf({ image_path: '' })).toMatchObject({ image_path: ['Validations.NoImage'] });
    expect(await errorsOf({ image_path: await upload(png(), AURORA) })).toMatchObject({ image_path: ['Validations.NoImage'] });
    const noise = randomBytes(700 * 700 * 3);
    const noisy = drawPng(700, 700, (x, y) => {
      const i = (y * 700 + x) * 3;
      return [noise[i], noise[i + 1], noise[i + 2], 255];
    });
    // Over the post's 1 MB: refused as it arrives, on the upload's field.
    const big = await uploadResponse(noisy);
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ file: ['Validations.FileTooLarge'] });
    // Under a news cover's 5 MB, it is an upload for another field: not a post's cover.
    const borrowed = await upload(noisy, NAVIGLI, admin, 'district_news.cover');
    expect(await errorsOf({ image_path: borrowed })).toMatchObject({ image_path: ['Validations.NoImage'] });
  });

  it('contacts: one at least displayed, a displayed phone given with 3+ digits, a valid e-mail', async () => {
    expect(await errorsOf({ display_email: false, display_telephone: false })).toMatchObject({ display_email: ['Validations.SelectAnOption'] });
    expect(await errorsOf({ display_telephone: true, contact_telephone: '' })).toMatchObject({ contact_telephone: ['Validations.FieldNotNull'] });
    expect(await errorsOf({ display_telephone: true, contact_telephone: '12' })).toMatchObject({ contact_telephone: ['Validations.InvalidContactPhone'] });
    expect(await errorsOf({ contact_email: 'not-an-address' })).toMatchObject({ contact_email: ['Validations.InvalidEmail'] });
    expect(await errorsOf({ contact_email: '' })).toMatchObject({ contact_email: ['Validations.FieldNotNull'] });
  });

  it('external link a valid URL; type, visibility and linked content among the offered ones', async () => {
    expect(await errorsOf({ external_link: 'example.org/x' })).toMatchObject({ external_link: ['Validations.InvalidUrl'] });
    expect(await errorsOf({ type: 'gift' })).toMatchObject({ type: ['Validations.SelectAnOption'] });
    expect(await errorsOf({ visibility: 'everyone' })).toMatchObject({ visibility: ['Validations.SelectAnOption'] });
    expect(await errorsOf({ linked_content_type: 'NoticesDetail' })).toMatchObject({ linked_content_id: ['Validations.SelectAnOption'] });
    expect(await errorsOf({ linked_content_type: 'NoticesDetail', linked_content_id: 999_999 })).toMatchObject({
      linked_content_id: ['Validations.SelectAnOption'],
    });
  });

  it('smart-solution labels of the district only; the author a member of it', async () => {
    const [other] = await t.database.db.select().from(smartSolutionLabels).where(eq(smartSolutionLabels.districtId, AURORA)).limit(1);
    expect(await errorsOf({ smart_solutions: [other.id] })).toMatchObject({ smart_solutions: ['Validations.SelectAnOption'] });
    const [stranger] = await t.database.db.select().from(users).where(eq(users.email, 'resident2.1@borgo.test'));
    expect(await errorsOf({ author_id: stranger.id })).toMatchObject({ author_id: ['Validations.SelectAnOption'] });
  });
});

describe('post create, status buttons, archive', () => {
  it('creates a waiting post by the writer, and the sidebar bubble counts it', async () => {
    const before = await waitingBubble();
    const res = await create({}, manager);
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data as Post;
    expect(post).toMatchObject({ status: 'waiting', type: 'offer', author_data: { name: 'Marco Bianchi' } });
    expect(post.image_path).toMatch(/^\/api\/v3\/files\//);
    expect(await waitingBubble()).toBe(before + 1);
  });

  it('Approved confirms (published today), Rejected rejects, Waiting waits; the bubble follows', async () => {
    const id = (await create()).json().data.id as number;
    const before = await waitingBubble();
    const kept = (await call('GET', `/api/v3/posts/${id}?district_id=${NAVIGLI}`)).json().data as Post & { image_path: string };
    const save = async (status: string) => call('PUT', `/api/v3/posts/${id}`, { ...(await draft({ image_path: kept.image_path })), status });
    const approved = await save('confirmed');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('confirmed');
    expect(approved.json().data.published_date).not.toBeNull();
    expect(await waitingBubble()).toBe(before - 1);
    expect((await save('rejected')).json().data.status).toBe('rejected');
    expect((await save('waiting')).json().data.status).toBe('waiting');
    expect(await waitingBubble()).toBe(before);
    expect((await save('archived')).statusCode).toBe(422);
  });

  it('archives once (then 409), needs posts_delete, and an archived post leaves the waiting count', async () => {
    const id = (await create()).json().data.id as number;
    const before = await waitingBubble();
    const res = await call('POST', `/api/v3/posts/${id}/archive`, { district_id: NAVIGLI });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('archived');
    expect(await waitingBubble()).toBe(before - 1);
    expect((await call('POST', `/api/v3/posts/${id}/archive`, { district_id: NAVIGLI })).statusCode).toBe(409);
    expect((await call('POST', `/api/v3/posts/${id}/archive`, { district_id: NAVIGLI }, resident)).statusCode).toBe(403);
  });

  it('fills no other language on the server: what the form sent is what is kept', async () => {
    const res = await create({ translations: [{ locale: 'pt', title: 'Só em português', description: 'Texto' }] });
    expect((res.json().data as Post).translations.map((x) => x.locale)).toEqual(['pt']);
  });
});

describe('message to the author', () => {
  it('queues a mail to the author in the outbox (MailType Post), and refuses an empty one', async () => {
    const [post] = await t.database.db.select().from(posts).where(eq(posts.districtId, NAVIGLI)).orderBy(desc(posts.id)).limit(1);
    const [author] = await t.database.db.select().from(users).where(eq(users.id, post.authorId!));
    const res = await call('POST', `/api/v3/posts/${post.id}/message`, { district_id: NAVIGLI, message: 'Please add a photo of the drill.', MailType: 'Post' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, author.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.body).toContain('Please add a photo of the drill.');
    const empty = await call('POST', `/api/v3/posts/${post.id}/message`, { district_id: NAVIGLI, message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['Validations.FieldNotNull'] });
  });
});

describe('form option lists', () => {
  it('lists the valid linked contents of a kind, and a post may link one', async () => {
    const [news] = await t.database.db
      .select()
      .from(contents)
      .where(and(eq(contents.districtId, NAVIGLI), eq(contents.type, 'district_news'), eq(contents.status, 'published'), eq(contents.visibility, 'public')))
      .limit(1);
    const res = await call('GET', `/api/v3/posts/linked_contents?district_id=${NAVIGLI}&linked_content_type=NoticesDetail&visibility=public`);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().data as { id: number; name: string }[];
    expect(options.map((o) => o.id)).toContain(news.id);
    expect(options.every((o) => o.name.length > 0)).toBe(true);
    const drafts = await t.database.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.districtId, NAVIGLI), eq(contents.status, 'draft')));
    for (const d of drafts) expect(options.map((o) => o.id)).not.toContain(d.id);
    const linked = await create({ linked_content_type: 'NoticesDetail', linked_content_id: news.id });
    expect(linked.statusCode, linked.body).toBe(201);
    expect((await call('GET', `/api/v3/posts/linked_contents?district_id=${NAVIGLI}&linked_content_type=Other`)).statusCode).toBe(422);
  });

  it('lists the active smart-solution labels for smart_solution_view holders only', async () => {
    const res = await call('GET', `/api/v3/smart_solutions_labels/options?district_id=${NAVIGLI}`);
    expect(res.statusCode, res.body).toBe(200);
    const labels = res.json().data as { id: number }[];
    expect(labels.length).toBeGreaterThan(0);
    const post = await create({ smart_solutions: [labels[0].id] });
    expect(post.json().data.smart_solutions).toEqual([labels[0].id]);
    expect((await call('GET', `/api/v3/smart_solutions_labels/options?district_id=${NAVIGLI}`, undefined, resident)).statusCode).toBe(403);
  });
});

describe('refusals', () => {
  it('refuses without a token, without a posts right, and in another district', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/posts?district_id=${NAVIGLI}` })).statusCode).toBe(401);
    expect((await call('GET', `/api/v3/posts?district_id=${NAVIGLI}`, undefined, resident)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/posts?district_id=${NAVIGLI}`, undefined, office)).statusCode).toBe(403);
    expect((await create({}, office)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/posts?district_id=${AURORA}`, undefined, manager)).statusCode).toBe(403);
    const [aurora] = await t.database.db.select().from(posts).where(eq(posts.districtId, AURORA)).limit(1);
    expect((await call('GET', `/api/v3/posts/${aurora.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v3/posts/${aurora.id}`, await draft())).statusCode).toBe(404);
  });

  it('refuses every posts route where the Posts flag is off', async () => {
    const config = allFeatures(true);
    config.Posts = false;
    await t.database.db.update(districts).set({ configuration: config }).where(eq(districts.id, CEDAR));
    const res = await call('GET', `/api/v3/posts?district_id=${CEDAR}`);
    expect(res.statusCode).toBe(403);
    expect((await call('POST', '/api/v3/posts', { ...(await draft()), district_id: CEDAR })).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/posts/linked_contents?district_id=${CEDAR}&linked_content_type=NoticesDetail`)).statusCode).toBe(403);
    expect(
      await call('GET', `/api/v3/site-map?district_id=${CEDAR}`).then((r) => r.json().data.map((e: { section_id: string }) => e.section_id)),
    ).not.toContain('posts');
  });
});
