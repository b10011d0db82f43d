import { is, eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import * as notificationTables from '../../resources/notifications/table';
import {
  apartments,
  auditEntries,
  exportRequests,
  invitationGuests,
  invitations,
  loginLogs,
  longTermPasses,
  outbox,
  personalDataReads,
  polls,
  pollAnswers,
  postTranslations,
  posts,
  spaceBookings,
  spaces,
  roles,
  userDistrictRoles,
  users,
  apartmentUsers,
} from '../../server/db/schema';
import { ERASED } from '../../server/privacy/erase';
import { PERSONAL_TABLES } from '../../server/privacy/personalData';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

/**
 * Issue 18, a data subject's requests: the archive holds every table that references a person
 * (the list is compared with the schema, so a new table cannot be forgotten), reading it is in
 * the access log, and erasure, asked by one holder of privacy_manage and approved by another,
 * leaves none of the person's personal fields in any table.
 */
let t: TestContext;
let admin: string;
let officer: string; // privacy@borgo.test: the demo's second holder of privacy_manage
let manager: string;
let resident: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, officer, manager, resident] = await Promise.all(
    ['admin@borgo.test', 'privacy@borgo.test', 'manager@borgo.test', 'resident1.1@borgo.test'].map((e) => t.login(e)),
  );
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Every table of the schema, entities' own included. */
function allTables(): PgTable[] {
  return ([...Object.values(schema), ...Object.values(notificationTables)] as unknown[]).filter((v): v is PgTable => is(v, PgTable));
}

/** The tables that name a person: a foreign key to users, or a user_id column. */
function personalTableNames(): string[] {
  const names = allTables()
    .map((table) => getTableConfig(table))
    .filter(
      (c) =>
        c.name === 'users' ||
        c.columns.some((col) => col.name === 'user_id') ||
        c.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'users'),
    )
    .map((c) => c.name);
  return [...new Set(names)].sort();
}

interface Person {
  id: number;
  email: string;
  marks: string[];
}

/** A resident with data in many tables, made through the API where the audit trail should see it. */
async function makePerson(tag: string, districts: number[] = [NAVIGLI]): Promise<Person> {
  const email = `zebedeo.${tag}@erase.test`;
  const first = `Zebedeo${tag}`;
  const last = `Quartermaine${tag}`;
  const phone = `+39333${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const made = await call('POST', '/api/v3/users', admin, {
    district_id: districts[0],
    first_name: first,
    last_name: last,
    email,
    phone,
    level: 'resident',
    role_ids: [4],
  });
  expect(made.statusCode, made.body).toBe(201);
  const id: number = made.json().data.id;
  for (const d of districts.slice(1)) await db().insert(userDistrictRoles).values({ userId: id, districtId: d, roleId: 4 });
  await db()
    .update(users)
    .set({ taxCode: `ZBD${tag}80A01F205X`.slice(0, 16) })
    .where(eq(users.id, id));
  for (const d of districts) {
    const [apartment] = await db().select().from(apartments).where(eq(apartments.districtId, d)).limit(1);
    await db().insert(apartmentUsers).values({ apartmentId: apartment.id, userId: id, relation: 'owner' });
    const [invitation] = await db()
      .insert(invitations)
      .values({ districtId: d, visitorCode: `ERASE${tag}${d}`, category: 'guest', userId: id, dateStart: '2026-11-20', createdBy: id })
      .returning();
    await db()
      .insert(invitationGuests)
      .values({ invitationId: invitation.id, firstName: `Guestof${tag}`, phone: '+390299999999', plate: `PL${tag}` });
    await db()
      .insert(longTermPasses)
      .values({ districtId: d, userId: id, name: `Helper of ${first}`, category: 'housekeeper', visitorCode: `PASS${tag}${d}` });
    const [post] = await db()
      .insert(posts)
      .values({ districtId: d, authorId: id, type: 'offer', status: 'waiting', contactEmail: email, contactTelephone: phone })
      .returning();
    await db()
      .insert(postTranslations)
      .values({ postId: post.id, locale: 'en', title: 'Bike', description: `Call ${first} ${last}` });
    const [poll] = await db().select().from(polls).where(eq(polls.districtId, d)).limit(1);
    if (poll) await db().insert(pollAnswers).values({ pollId: poll.id, userId: id, answers: [] });
    const [space] = await db().select().from(spaces).where(eq(spaces.districtId, d)).limit(1);
    if (space)
      await db()
        .insert(spaceBookings)
        .values({ districtId: d, spaceId: space.id, userId: id, date: '2026-10-01', startTime: '10:00', endTime: '11:00', price: 1500 });
  }
  await db().insert(loginLogs).values({ userId: id, email, success: true, ip: '198.51.100.7', userAgent: 'test' });
  await db()
    .insert(outbox)
    .values({ recipient: email, subject: 'Welcome', body: `Dear ${first}` });
  return { id, email, marks: [email, `${first} ${last}`, phone, first, last] };
}

/** A member of Borgo Navigli who may see every export of the district and ask for posts', but holds no privacy permission. */
async function exportsViewer(): Promise<string> {
  const [model] = await db().select().from(users).where(eq(users.email, 'manager@borgo.test'));
  const [role] = await db()
    .insert(roles)
    .values({ name: 'Exports viewer', permissions: ['exported_iot_documents_view', 'export_view'] })
    .returning();
  const [viewer] = await db()
    .insert(users)
    .values({
      email: 'exports.viewer@borgo.test',
      firstName: 'Ezio',
      lastName: 'Viewer',
      passwordHash: model.passwordHash,
      dashboardDistrictId: NAVIGLI,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db().insert(userDistrictRoles).values({ userId: viewer.id, districtId: NAVIGLI, roleId: role.id });
  // Something of theirs to see: a list's export.
  await db().insert(exportRequests).values({
    districtId: NAVIGLI,
    userId: viewer.id,
    target: 'posts',
    dateStart: '2026-10-01',
    dateEnd: '2026-10-02',
    locale: 'en',
    subjectUserId: null,
    purpose: null,
  });
  return t.login('exports.viewer@borgo.test');
}

/** Every table's rows as text, to look for a person's marks anywhere. */
async function everyRowAsText(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of allTables()) {
    const name = getTableConfig(table).name;
    const result = (await db().execute(sql`select * from ${table}`)) as unknown as { rows: unknown[] };
    out[name] = JSON.stringify(result.rows);
  }
  return out;
}

describe('the personal-data registry', () => {
  it('names every table that references a person, and nothing else', () => {
    // A new table with a user_id or a foreign key to users must say here what its archive takes and what erasure does.
    expect(
      Object.keys(PERSONAL_TABLES)
        .filter((n) => !['outbox', 'rate_events'].includes(n))
        .sort(),
    ).toEqual(personalTableNames());
  });
});

describe("a data subject's export", () => {
  it('is refused without privacy_manage, without a person, or for someone outside the district', async () => {
    const body = { district_id: NAVIGLI, target: 'person', subject_user_id: 7 };
    expect((await call('POST', '/api/v3/exported_api_documents/send_request', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/v3/exported_api_documents/send_request', resident, body)).statusCode).toBe(403);
    const res = await call('POST', '/api/v3/exported_api_documents/send_request', manager, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().missing).toEqual({ permission: 'privacy_manage' });
    const none = await call('POST', '/api/v3/exported_api_documents/send_request', admin, { district_id: NAVIGLI, target: 'person' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ subject_user_id: ['Validations.FieldNotNull'] });
    // A resident of Vila Aurora only: not a person of Borgo Navigli.
    const [aurora] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'resident2.1@borgo.test'));
    const elsewhere = await call('POST', '/api/v3/exported_api_documents/send_request', officer, { ...body, subject_user_id: aurora.id });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('is a ZIP with a manifest and one JSON per table of the registry, holding the person and no secret; its download is in the access log', async () => {
    const person = await makePerson('ex');
    const asked = await call('POST', '/api/v3/exported_api_documents/send_request', admin, {
      district_id: NAVIGLI,
      target: 'person',
      subject_user_id: person.id,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.exportWorker.drain();
    const [row] = await db().select().from(exportRequests).where(eq(exportRequests.id, asked.json().data.id));
    expect(row.status).toBe('completed');
    expect(row.fileName).toMatch(new RegExp(`^personal_data_${person.id}_\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const before = await db().select().from(personalDataReads);
    const res = await call('GET', `/api/v3/exported_api_documents/${row.id}/file?district_id=${NAVIGLI}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name])) as Record<string, unknown>[];
    expect(Object.keys(files).sort()).toEqual([...Object.keys(PERSONAL_TABLES).map((n) => `${n}.json`), 'manifest.json'].sort());
    const manifest = JSON.parse(strFromU8(files['manifest.json']));
    expect(manifest).toMatchObject({ format: 'borgo-personal-data', version: 1, subject_user_id: person.id, district_id: NAVIGLI });
    expect(json('users.json')).toEqual([expect.objectContaining({ id: person.id, email: person.email })]);
    expect(json('users.json')[0]).not.toHaveProperty('password_hash');
    expect(json('invitation_guests.json')).toEqual([expect.objectContaining({ first_name: 'Guestofex', plate: 'PLex' })]);
    for (const table of ['user_district_roles', 'apartment_users', 'invitations', 'long_term_passes', 'posts', 'login_logs', 'outbox', 'audit_entries'])
      expect(json(`${table}.json`).length, table).toBeGreaterThan(0);
    expect(json('outbox.json')[0]).not.toHaveProperty('body');
    expect(manifest.tables.users).toBe(1);

    // Who sees the district's exports, without privacy_manage, neither sees nor reads a person's archive.
    const viewer = await exportsViewer();
    const listed = await call('GET', `/api/v3/exports?district_id=${NAVIGLI}&scope=all`, viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.data.length).toBeGreaterThan(0);
    expect(listed.json().data.data.map((e: { id: number }) => e.id)).not.toContain(row.id);
    const theirs = await call('GET', `/api/v3/exported_api_documents/${row.id}/file?district_id=${NAVIGLI}`, viewer);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().missing).toEqual({ permission: 'privacy_manage' });
    const admins = await call('GET', `/api/v3/exports?district_id=${NAVIGLI}&scope=all`, admin);
    expect(admins.json().data.data.find((e: { id: number }) => e.id === row.id)).toMatchObject({
      subject_user_id: person.id,
      subject_name: 'Zebedeoex Quartermaineex',
    });

    const after = await db().select().from(personalDataReads);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ entity: 'exports', recordId: row.id, subjectUserId: person.id, purpose: 'resident_request', districtId: NAVIGLI });
  });
});

describe('the access log', () => {
  it("notes a person's details read, and answers who read them in the last N days", async () => {
    const person = await makePerson('al');
    const res = await call('GET', `/api/v3/users/${person.id}?district_id=${NAVIGLI}`, manager);
    expect(res.statusCode).toBe(200);
    const refused = await call('GET', `/api/v3/users/${person.id}?district_id=${NAVIGLI}`, resident);
    expect(refused.statusCode).toBe(403);
    const seen = await call('GET', `/api/v3/privacy_access?district_id=${NAVIGLI}&subject_user_id=${person.id}&days=7`, officer);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual([expect.objectContaining({ user_name: 'Marco Bianchi', entity: 'users', record_id: person.id, purpose: null })]);
    expect((await call('GET', `/api/v3/privacy_access?district_id=${NAVIGLI}&subject_user_id=${person.id}&days=8`, officer)).statusCode).toBe(422);
    expect((await call('GET', `/api/v3/privacy_access?district_id=${NAVIGLI}&subject_user_id=${person.id}`, manager)).statusCode).toBe(403);
  });
});

describe('erasure', () => {
  it('is refused without the permission, for oneself, twice at once, and approved only by a second person', async () => {
    const person = await makePerson('rf');
    const ask = (token: string | null, user_id = person.id) => call('POST', '/api/v3/privacy_erasures', token, { district_id: NAVIGLI, user_id });
    expect((await ask(null)).statusCode).toBe(401);
    expect((await ask(manager)).statusCode).toBe(403);
    expect((await ask(resident)).statusCode).toBe(403);
    const me = (await call('GET', '/api/v3/auth/me', admin)).json().data.id;
    const self = await ask(admin, me);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ user_id: ['Privacy.Erasure.NotYourself'] });
    expect((await ask(admin, 999_999)).statusCode).toBe(404);
    // Another district's person: neither previewed nor asked for here.
    const [elsewhere] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'resident2.1@borgo.test'));
    expect((await ask(admin, elsewhere.id)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/privacy_erasures/preview?district_id=${NAVIGLI}&user_id=${elsewhere.id}`, admin)).statusCode).toBe(404);

    const asked = await ask(admin);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data;
    expect(request).toMatchObject({ status: 'pending', subject_user_id: person.id, requested_by: me });
    expect(request.lines).toEqual(expect.arrayContaining([expect.objectContaining({ table: 'space_bookings', effect: 'keep', reason: 'books' })]));
    const twice = await ask(officer);
    expect(twice.json().errors).toEqual({ user_id: ['Privacy.Erasure.AlreadyPending'] });

    const approve = (token: string) => call('POST', `/api/v3/privacy_erasures/${request.id}/approve`, token, { district_id: NAVIGLI });
    // Named from another district: the officer holds privacy_manage only in Borgo Navigli (403); the
    // admin holds it in Vila Aurora too, and finds no such request there (404).
    expect((await call('POST', `/api/v3/privacy_erasures/${request.id}/approve`, officer, { district_id: AURORA })).statusCode).toBe(403);
    expect((await call('POST', `/api/v3/privacy_erasures/${request.id}/cancel`, admin, { district_id: AURORA })).statusCode).toBe(404);
    const byAsker = await approve(admin);
    expect(byAsker.statusCode).toBe(403);
    expect(byAsker.json().message).toBeTruthy();
    expect((await approve(manager)).statusCode).toBe(403);
    const cancelled = await call('POST', `/api/v3/privacy_erasures/${request.id}/cancel`, officer, { district_id: NAVIGLI });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await approve(officer)).statusCode).toBe(409);
    // Nothing was erased.
    expect((await db().select().from(users).where(eq(users.id, person.id)))[0].email).toBe(person.email);
  });

  it('leaves no personal field of the person in any table, keeps the books, and the account signs in no more', async () => {
    const person = await makePerson('er');
    // The trail holds their name and e-mail (the create's diff), and a read of their details.
    await call('GET', `/api/v3/users/${person.id}?district_id=${NAVIGLI}`, manager);
    const preview = await call('GET', `/api/v3/privacy_erasures/preview?district_id=${NAVIGLI}&user_id=${person.id}`, officer);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ user_id: person.id, account_goes: true });
    const effects = Object.fromEntries(preview.json().data.lines.map((l: { table: string; effect: string }) => [l.table, l.effect]));
    expect(effects).toMatchObject({ users: 'anonymise', posts: 'remove', invitations: 'remove', invitation_guests: 'remove', audit_entries: 'anonymise' });

    const asked = (await call('POST', '/api/v3/privacy_erasures', officer, { district_id: NAVIGLI, user_id: person.id })).json().data;
    const done = await call('POST', `/api/v3/privacy_erasures/${asked.id}/approve`, admin, { district_id: NAVIGLI });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('done');

    const rows = await everyRowAsText();
    const found = Object.entries(rows).flatMap(([table, text]) =>
      person.marks.filter((m) => text.toLowerCase().includes(m.toLowerCase())).map((m) => `${table}: ${m}`),
    );
    expect(found).toEqual([]);
    expect(rows.audit_entries).toContain(ERASED);
    // The books stay, tied to the id of an account that names no one.
    expect((await db().select().from(spaceBookings).where(eq(spaceBookings.userId, person.id))).length).toBe(1);
    const [account] = await db().select().from(users).where(eq(users.id, person.id));
    expect(account).toMatchObject({ email: `erased-${person.id}@erased.invalid`, phone: null, lastName: '' });
    expect((await db().select().from(userDistrictRoles).where(eq(userDistrictRoles.userId, person.id))).length).toBe(0);
    const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: person.email, password: 'borgo-demo-1' } });
    expect(login.statusCode).toBe(401);
    // The request stays as the district's proof, with counts only; the trail says who approved.
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'erasure_approve'));
    expect(JSON.stringify(entry.changes)).not.toContain(person.email);
  });

  it('in one district of two, removes that district’s data and keeps the account and the other district’s', async () => {
    const person = await makePerson('tw', [NAVIGLI, AURORA]);
    const asked = (await call('POST', '/api/v3/privacy_erasures', officer, { district_id: NAVIGLI, user_id: person.id })).json().data;
    expect(asked.lines).toEqual(expect.arrayContaining([{ table: 'users', rows: 1, effect: 'keep', reason: 'other_district' }]));
    expect((await call('POST', `/api/v3/privacy_erasures/${asked.id}/approve`, admin, { district_id: NAVIGLI })).statusCode).toBe(200);
    const [account] = await db().select().from(users).where(eq(users.id, person.id));
    expect(account.email).toBe(person.email);
    expect(account.dashboardDistrictId).toBe(AURORA);
    const left = await db().select({ districtId: invitations.districtId }).from(invitations).where(eq(invitations.userId, person.id));
    expect(left).toEqual([{ districtId: AURORA }]);
    expect((await db().select().from(posts).where(eq(posts.authorId, person.id))).map((p) => p.districtId)).toEqual([AURORA]);
  });
});

/**
 * GET routes whose answer holds people's contact data (their response schema names an e-mail, a
 * phone, a plate, a tax code or a birth date) and are not in the access log, each with why. The
 * log records what opens one person's record and what takes data out in a file; a new route
 * answering with such data must either declare `config.personal` or be added here with a reason.
 */
const NOT_LOGGED: Record<string, string> = {
  'GET /api/v3/auth/me': 'one’s own account, read by oneself',
  'GET /api/v3/users': 'a list: one page of many people, each opened to be looked at (the opening is logged)',
  'GET /api/v3/visitors': 'a list (the invitation opened is logged)',
  'GET /api/v3/visitors/hosts': 'the host picker of the invitation form: names to choose from',
  'GET /api/v3/login_logs': 'a list of sign-ins; its export is logged',
  'GET /api/v3/posts': 'a list (the post opened is logged)',
  'GET /api/v3/contracts': 'a list (the request opened is logged)',
  'GET /api/v3/notifications/recipients': 'the recipient picker of a notification',
  'GET /api/v3/tool_reservations/options/users': 'the borrower picker of a reservation',
  'GET /api/v3/community_activities/:id/participants': 'a page of an activity’s people (their export is logged)',
  'GET /api/v3/resident/invitations': "a resident's own invitations, read by that resident",
  'GET /api/v3/public/invitations/:visitor_code': 'the guest’s own pass, read with its code',
  'GET /api/v3/brands': 'businesses’ contacts, not private persons',
  'GET /api/v3/brands/:id': 'a business’s contacts',
  'GET /api/v3/security': 'the security company’s staff on duty, published to residents',
  'GET /api/v3/security/:id': 'the security company’s staff on duty',
  'GET /api/v3/sos_contacts': 'public emergency numbers',
  'GET /api/v3/sos_contacts/:id': 'a public emergency number',
  'GET /api/v3/useful_info': 'public service numbers',
  'GET /api/v3/useful_info/:id': 'a public service number',
  'GET /api/v3/community_concierge/contact_details': 'the concierge’s public contacts',
};
const CONTACT_FIELDS = ['email', 'phone', 'plate', 'tax_code', 'birth_date'];

describe('the access log, derived from the route table', () => {
  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('every read answering with people’s contact data is logged, or is listed here with why not', async () => {
    const { z } = await import('zod');
    const unaccounted = t.app.routeTable
      .filter((r) => r.method === 'GET' && !r.personal && r.schema.response && '_zod' in r.schema.response)
      .filter((r) => {
        const text = JSON.stringify(z.toJSONSchema(r.schema.response!, { unrepresentable: 'any', io: 'output' }));
        return CONTACT_FIELDS.some((f) => text.includes(`"${f}"`));
      })
      .map(key)
      .filter((k) => !NOT_LOGGED[k]);
    expect(unaccounted, 'reads of personal data with neither config.personal nor a reason in NOT_LOGGED').toEqual([]);
    const gone = Object.keys(NOT_LOGGED).filter((k) => !t.app.routeTable.some((r) => key(r) === k));
    expect(gone, 'NOT_LOGGED names routes that are not in the table').toEqual([]);
  });

  /** How to read each logged route once: its address, and the people the entry must name. */
  const recipes: Record<string, () => Promise<{ url: string; record: number; subjects: number[] }>> = {
    'GET /api/v3/users/:id': async () => {
      const [u] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'resident1.2@borgo.test'));
      return { url: `/api/v3/users/${u.id}?district_id=${NAVIGLI}`, record: u.id, subjects: [u.id] };
    },
    'GET /api/v3/visitors/:id': async () => {
      const [i] = await db().select().from(invitations).where(eq(invitations.districtId, NAVIGLI)).limit(1);
      return { url: `/api/v3/visitors/${i.id}?district_id=${NAVIGLI}`, record: i.id, subjects: [i.userId] };
    },
    'GET /api/v3/apartments/:id': async () => {
      const [a] = await db()
        .select({ id: apartmentUsers.apartmentId })
        .from(apartmentUsers)
        .innerJoin(apartments, eq(apartments.id, apartmentUsers.apartmentId))
        .where(eq(apartments.districtId, NAVIGLI))
        .limit(1);
      const people = await db().select({ id: apartmentUsers.userId }).from(apartmentUsers).where(eq(apartmentUsers.apartmentId, a.id));
      return { url: `/api/v3/apartments/${a.id}?district_id=${NAVIGLI}`, record: a.id, subjects: people.map((p) => p.id) };
    },
    'GET /api/v3/contracts/:id': async () => {
      const list = (await call('GET', `/api/v3/contracts?district_id=${NAVIGLI}`, admin)).json().data.data;
      return { url: `/api/v3/contracts/${list[0].id}?district_id=${NAVIGLI}`, record: list[0].id, subjects: [list[0].requester.id] };
    },
    'GET /api/v3/posts/:id': async () => {
      const [p] = await db().select().from(posts).where(eq(posts.districtId, NAVIGLI)).limit(1);
      return { url: `/api/v3/posts/${p.id}?district_id=${NAVIGLI}`, record: p.id, subjects: [p.authorId!] };
    },
    'GET /api/v3/community_activities/:id/participants/export': async () => {
      const list = (await call('GET', `/api/v3/community_activities?district_id=${NAVIGLI}`, admin)).json().data.data;
      const id = list[0].id;
      const people = (await call('GET', `/api/v3/community_activities/${id}/participants?district_id=${NAVIGLI}&kind=interested`, admin)).json().data.data;
      return {
        url: `/api/v3/community_activities/${id}/participants/export?district_id=${NAVIGLI}&kind=interested`,
        record: id,
        subjects: people.map((p: { user_id: number }) => p.user_id),
      };
    },
    'GET /api/v3/exported_api_documents/:id/file': async () => {
      const asked = await call('POST', '/api/v3/exported_api_documents/send_request', admin, {
        district_id: NAVIGLI,
        target: 'visitors',
        date_start: navigliDay(-30),
        date_end: navigliDay(),
        purpose: 'authority_request',
      });
      await t.app.exportWorker.drain();
      const id = asked.json().data.id;
      return { url: `/api/v3/exported_api_documents/${id}/file?district_id=${NAVIGLI}`, record: id, subjects: [] };
    },
  };

  it('has a recipe here for every logged read, and each read once leaves one entry per person it shows; a refused one leaves none', async () => {
    const logged = t.app.routeTable
      .filter((r) => r.personal)
      .map(key)
      .sort();
    expect(Object.keys(recipes).sort()).toEqual(logged);
    const me = (await call('GET', '/api/v3/auth/me', admin)).json().data.id;
    for (const name of logged) {
      const plan = await recipes[name]();
      const mark =
        (
          await db()
            .select({ id: personalDataReads.id })
            .from(personalDataReads)
            .orderBy(sql`id desc`)
            .limit(1)
        )[0]?.id ?? 0;
      const refused = await call('GET', plan.url, resident);
      expect(refused.statusCode, `${name} refused`).toBe(403);
      expect(
        (
          await db()
            .select()
            .from(personalDataReads)
            .where(sql`id > ${mark}`)
        ).length,
        `${name}: a refused read is not logged`,
      ).toBe(0);
      const res = await call('GET', plan.url, admin);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      const added = await db()
        .select()
        .from(personalDataReads)
        .where(sql`id > ${mark}`);
      const route = t.app.routeTable.find((r) => key(r) === name)!;
      expect(added.length, name).toBe(Math.max(1, new Set(plan.subjects).size));
      for (const entry of added) {
        expect(entry, name).toMatchObject({
          districtId: NAVIGLI,
          userId: me,
          userName: 'Ada Rossi',
          entity: route.personal!.entity,
          recordId: plan.record,
          ip: expect.any(String),
        });
      }
      expect(added.map((e) => e.subjectUserId).sort(), name).toEqual(plan.subjects.length ? [...new Set(plan.subjects)].sort() : [null]);
    }
  });
});
