import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, districts, outbox } from '../../server/db/schema';
import { drawPng } from '../../server/lib/png';
import { AURORA, bearer, NAVIGLI, createTestApp, type TestContext } from './helpers';

/**
 * Community content (issue 15): the five community entities on the content mechanism, their
 * approval (approve; reject with a reason told to the author by mail), the waiting counts of the
 * sidebar and the dashboard, the concierge's contact details and flag, and who is refused.
 */
let t: TestContext;
let admin: string;
let manager: string;
let resident: string;
let office: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, resident, office] = await Promise.all([
    t.login('admin@borgo.test'),
    t.login('manager@borgo.test'),
    t.login('resident1.1@borgo.test'),
    t.login('office@borgo.test'),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function upload(entity: string): Promise<string> {
  const boundary = 'b' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
    drawPng(28, 10, () => [20, 120, 200, 255]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=${entity}.cover`,
    payload,
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.name as string;
}

/** A resident's item as their app would leave it: published, waiting for approval. */
async function waitingItem(type: string, authorEmail = 'resident1.1@borgo.test') {
  const [author] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, authorEmail), limit: 1 });
  const [row] = await t.database.db
    .insert(contents)
    .values({
      districtId: NAVIGLI,
      type,
      status: 'published',
      translations: { en: { title: `Waiting ${type}`, description: 'From a resident.' } },
      approvalStatus: 'waiting',
      authorId: author.id,
      authorName: `${author.firstName} ${author.lastName}`,
    })
    .returning({ id: contents.id });
  return row.id;
}

const waitingCounts = async (token = admin) => (await call('GET', `/api/v3/site-map/data?district_id=${NAVIGLI}`, undefined, token)).json().data.waiting;
const dashboardWaiting = async () => (await call('GET', `/api/v3/dashboard?district_id=${NAVIGLI}`)).json().data.waiting_approval as number;

describe('community content entities', () => {
  it('each has its list, create and read, and the staff’s own items need no approval', async () => {
    for (const [name, body] of [
      ['community_news', { cover: await upload('community_news') }],
      ['community_feed', {}],
      ['community_groups', { external_link: 'https://chat.example.com/g', translations: undefined }],
      ['community_promotions', { cover: await upload('community_promotions'), datetime_start: '2099-01-01', datetime_end: '2099-02-01' }],
      ['community_concierge', {}],
    ] as const) {
      const translations = [
        {
          locale: 'en',
          title: `A ${name}`,
          description: 'Words.',
          ...(name === 'community_groups' ? { welcome_message: 'Hello, neighbours', goals: 'Meet weekly' } : {}),
        },
      ];
      const res = await call('POST', `/api/v3/${name}`, { district_id: NAVIGLI, ...body, translations });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const data = res.json().data;
      expect(data.approval_status).toBe(name === 'community_concierge' ? null : 'confirmed');
      if (name === 'community_groups') expect(data.translations[0]).toMatchObject({ welcome_message: 'Hello, neighbours', goals: 'Meet weekly' });
      const list = (await call('GET', `/api/v3/${name}?district_id=${NAVIGLI}&paginate=100`)).json().data.data as { id: number }[];
      expect(list.map((r) => r.id)).toContain(data.id);
    }
  });

  it('refuses a group text beyond its limit, and a news item without its cover, on their fields', async () => {
    const long = 'x'.repeat(2001);
    const res = await call('POST', '/api/v3/community_groups', {
      district_id: NAVIGLI,
      translations: [{ locale: 'en', title: 'T', description: 'D', goals: long }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('translations.en.goals');
    const news = await call('POST', '/api/v3/community_news', { district_id: NAVIGLI, translations: [{ locale: 'en', title: 'T', description: 'D' }] });
    expect(news.statusCode).toBe(422);
    expect(news.json().errors.cover).toEqual(['Validations.NoImage']);
  });

  it('lists by the approval tabs: waiting and rejected', async () => {
    const id = await waitingItem('community_feed');
    const tab = async (status: string) =>
      (await call('GET', `/api/v3/community_feed?district_id=${NAVIGLI}&status=${status}&paginate=100`)).json().data.data as {
        id: number;
        approval_status: string;
      }[];
    const waiting = await tab('waiting');
    expect(waiting.map((r) => r.id)).toContain(id);
    expect(waiting.every((r) => r.approval_status === 'waiting')).toBe(true);
    expect((await tab('rejected')).map((r) => r.id)).not.toContain(id);
    // District content has no approval: its tabs stay the three of the spec.
    expect((await call('GET', `/api/v3/district_news?district_id=${NAVIGLI}&status=waiting`)).statusCode).toBe(422);
  });
});

describe('approval', () => {
  it('approves a waiting item: the counts of the sidebar and the dashboard go down by one', async () => {
    const id = await waitingItem('community_news');
    const [counts, dash] = [await waitingCounts(), await dashboardWaiting()];
    expect(counts.community_news).toBeGreaterThanOrEqual(1);
    const res = await call('POST', `/api/v3/community_news/${id}/approve`, { district_id: NAVIGLI }, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.approval_status).toBe('confirmed');
    expect((await waitingCounts()).community_news).toBe(counts.community_news - 1);
    expect(await dashboardWaiting()).toBe(dash - 1);
    // Deciding the same way twice: the second is told someone came first.
    expect((await call('POST', `/api/v3/community_news/${id}/approve`, { district_id: NAVIGLI })).statusCode).toBe(409);
  });

  it('rejects with a reason, mailed to the author once; a reason is required', async () => {
    const id = await waitingItem('community_groups');
    const empty = await call('POST', `/api/v3/community_groups/${id}/reject`, { district_id: NAVIGLI, rejection_reason: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.rejection_reason).toEqual(['Validations.FieldNotNull']);
    const before = await t.database.db.select().from(outbox);
    // The spec's reject payload (content §3) is accepted as the console of the spec sends it.
    const res = await call('POST', `/api/v3/community_groups/${id}/reject`, {
      district_id: NAVIGLI,
      rejection_reason: '  Please write it in Italian too.  ',
      status: 'rejected',
      is_status: true,
      contentId: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Please write it in Italian too.' });
    expect(data.datetime_rejection).toEqual(expect.any(String));
    const mails = await t.database.db.select().from(outbox).orderBy(desc(outbox.id));
    expect(mails).toHaveLength(before.length + 1);
    expect(mails[0].recipient).toBe('resident1.1@borgo.test');
    expect(mails[0].body).toContain('Please write it in Italian too.');
    expect((await call('POST', `/api/v3/community_groups/${id}/reject`, { district_id: NAVIGLI, rejection_reason: 'again' })).statusCode).toBe(409);
    // Approved after all: the reason is cleared.
    const approved = await call('POST', `/api/v3/community_groups/${id}/approve`, { district_id: NAVIGLI });
    expect(approved.json().data).toMatchObject({ approval_status: 'confirmed', rejection_reason: null, datetime_rejection: null });
  });

  it('refuses who may not edit community content, and another district’s item', async () => {
    const id = await waitingItem('community_feed');
    const body = { district_id: NAVIGLI, rejection_reason: 'no' };
    expect((await call('POST', `/api/v3/community_feed/${id}/reject`, body, resident)).statusCode).toBe(403);
    expect((await call('POST', `/api/v3/community_feed/${id}/approve`, { district_id: NAVIGLI }, office)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v3/community_feed/${id}/approve`, payload: { district_id: NAVIGLI } })).statusCode).toBe(401);
    // Named under another district of the admin's, the item is not found there.
    expect((await call('POST', `/api/v3/community_feed/${id}/approve`, { district_id: AURORA })).statusCode).toBe(404);
    // Not an approval entity: no such routes.
    expect((await call('POST', `/api/v3/community_concierge/${id}/approve`, { district_id: NAVIGLI })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(contents).where(eq(contents.id, id));
    expect(row.approvalStatus).toBe('waiting');
  });

  it('is refused while the district has the section switched off', async () => {
    const id = await waitingItem('community_feed');
    const [row] = await t.database.db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, NAVIGLI));
    const off = structuredClone(row.configuration);
    off.CommunityContents.Feeds = false;
    await t.database.db.update(districts).set({ configuration: off }).where(eq(districts.id, NAVIGLI));
    try {
      const res = await call('POST', `/api/v3/community_feed/${id}/approve`, { district_id: NAVIGLI });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ missing: { feature: 'CommunityContents.Feeds' } });
      // Its bubble is not counted either: the section is not in the site map.
      expect(await waitingCounts()).not.toHaveProperty('community_feed');
    } finally {
      await t.database.db.update(districts).set({ configuration: row.configuration }).where(eq(districts.id, NAVIGLI));
    }
  });
});

describe('residents’ items', () => {
  it('a member sends one: published, waiting for approval, by them; the bubble counts it', async () => {
    const before = (await waitingCounts()).community_groups;
    const res = await call(
      'POST',
      '/api/v3/resident/community_groups',
      { district_id: NAVIGLI, translations: [{ locale: 'it', title: 'Scacchi', description: 'Il giovedì sera.', goals: 'Una partita a settimana' }] },
      resident,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'published', approval_status: 'waiting', author_name: 'Chiara Ferri' });
    expect((await waitingCounts()).community_groups).toBe(before + 1);
  });

  it('is refused outside the member’s district, with the form’s rules, and without a token', async () => {
    const body = { district_id: AURORA, translations: [{ locale: 'pt', title: 'X', description: 'Y' }] };
    expect((await call('POST', '/api/v3/resident/community_feed', body, resident)).statusCode).toBe(403);
    const bad = await call(
      'POST',
      '/api/v3/resident/community_feed',
      { district_id: NAVIGLI, translations: [{ locale: 'it', title: '', description: '' }], external_link: 'ftp://x' },
      resident,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ external_link: ['Validations.InvalidUrl'] });
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/resident/community_feed', payload: body })).statusCode).toBe(401);
    // Concierge services are the staff's: residents send none.
    expect((await call('POST', '/api/v3/resident/community_concierge', { ...body, district_id: NAVIGLI }, resident)).statusCode).toBe(404);
  });
});

describe('concierge', () => {
  it('marks the district as having a concierge when a service is saved', async () => {
    const [row] = await t.database.db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, AURORA));
    await t.database.db
      .update(districts)
      .set({ configuration: { ...row.configuration, isConcierge: false } })
      .where(eq(districts.id, AURORA));
    const res = await call('POST', '/api/v3/community_concierge', {
      district_id: AURORA,
      translations: [{ locale: 'pt', title: 'Lavanderia', description: 'Às terças.' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [after] = await t.database.db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, AURORA));
    expect(after.configuration.isConcierge).toBe(true);
    // The other flags are untouched.
    expect(after.configuration.CommunityContents).toEqual(row.configuration.CommunityContents);
  });

  it('reads and saves the contact details, with the phone and link rules on their fields', async () => {
    const url = `/api/v3/community_concierge/contact_details`;
    const read = await call('GET', `${url}?district_id=${NAVIGLI}`, undefined, manager);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: NAVIGLI, contact: expect.any(String) });
    const bad = await call('PUT', url, { district_id: NAVIGLI, contact: 'Desk', phone: '12', whatsapp_link: 'wa.me/1' }, manager);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ phone: ['Validations.InvalidContactPhone'], whatsapp_link: ['Validations.InvalidUrl'] });
    const good = await call('PUT', url, { district_id: NAVIGLI, contact: ' Desk A ', phone: '+39020000', whatsapp_link: '' }, manager);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ id: NAVIGLI, contact: 'Desk A', phone: '+39020000', whatsapp_link: null });
    expect((await call('PUT', url, { district_id: NAVIGLI, contact: 'x' }, resident)).statusCode).toBe(403);
    expect((await call('GET', `${url}?district_id=${NAVIGLI}`, undefined, office)).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('has waiting community items in every district, and a rejected one with its reason', async () => {
    const rows = await t.database.db
      .select({ districtId: contents.districtId, approval: contents.approvalStatus, reason: contents.rejectionReason })
      .from(contents)
      .where(and(eq(contents.approvalStatus, 'waiting')));
    expect(new Set(rows.map((r) => r.districtId))).toEqual(new Set([1, 2, 3]));
    const [rejected] = await t.database.db.select().from(contents).where(eq(contents.approvalStatus, 'rejected')).limit(1);
    expect(rejected.rejectionReason).toBeTruthy();
  });
});
