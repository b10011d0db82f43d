import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFeatures } from '../../src/lib/features';
import { isSecretField } from '../../server/audit/diff';
import { ENTITIES } from '../../server/contracts';
import {
  auditEntries,
  contents,
  exportRequests,
  leaseContractRequests,
  outbox,
  roles,
  sosCalls,
  uploads,
  userDistrictRoles,
  users,
} from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { notificationInbox } from '../../resources/notifications/table';
import type { EntityServer } from '../../server/entities/register';
import { drawPng } from '../../server/lib/png';
import type { RouteEntry } from '../../server/types';
import type { AuditAction, AuditEntry } from '../../src/contract/audit';
import { isContentContract, type ContentContract, type ContentField } from '../../src/contract/content';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

/**
 * The audit trail (issue 11), derived from the route table: every write route declares its entry,
 * has a recipe here that calls it once successfully, and leaves exactly one entry that names the
 * right entity, record, action, person, district, IP and request id, with a sensible diff and no
 * secret; refused calls leave none. Then the append-only table, and the read routes.
 */
let t: TestContext;
let admin: string; // every permission, in the three districts
let resident: string; // resident1.1: a member of Borgo Navigli without any permission
let routes: RouteEntry[];

interface Person {
  id: number;
  name: string;
  email: string;
}
const people: Record<string, Person> = {};
const person = (email: string) => people[email];
const ADMIN = 'admin@borgo.test';
const RESIDENT = 'resident1.1@borgo.test';

/** Every call comes from this address, so the entry's IP can be checked. */
const IP = '203.0.113.77';
const NEW_PASSWORD = 'audit-new-pass-1';
const CHANGED_PASSWORD = 'audit-changed-pass-2';

beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.database.db.select().from(users)) people[u.email] = { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email };
  [admin, resident] = await Promise.all([t.login(ADMIN), t.login(RESIDENT)]);
  routes = t.app.routeTable;
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Requests

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };
interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token: string | null;
  body?: Record<string, unknown>;
  form?: Part[];
}
type Res = Awaited<ReturnType<TestContext['app']['inject']>>;

function multipart(parts: Part[]) {
  const boundary = 'audit' + Math.random().toString(16).slice(2);
  const chunks = parts.map((p) =>
    'data' in p
      ? Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
          p.data,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(req: Req): Promise<Res> {
  const headers: Record<string, string> = req.token ? bearer(req.token) : {};
  let payload: string | Buffer | object | undefined = req.body;
  if (req.form) {
    const m = multipart(req.form);
    headers['content-type'] = m.contentType;
    payload = m.payload;
  }
  return t.app.inject({ method: req.method, url: req.url, headers, remoteAddress: IP, ...(payload !== undefined ? { payload } : {}) });
}

const PNG = drawPng(8, 8, () => [10, 200, 200, 255]);
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const png = (name: string): Part => ({ name, filename: 'x.png', type: 'image/png', data: PNG });
const pdf = (name: string): Part => ({ name, filename: `${name}.pdf`, type: 'application/pdf', data: PDF(name) });
const day = navigliDay;
const api = (method: Req['method'] | 'GET', url: string, body?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });

type Entry = typeof auditEntries.$inferSelect;
const lastId = async () => (await t.database.db.select({ id: auditEntries.id }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0]?.id ?? 0;
const entriesAfter = (id: number) => t.database.db.select().from(auditEntries).where(gt(auditEntries.id, id)).orderBy(auditEntries.id);

// ---------------------------------------------------------------------------------------------
// Recipes: how to call each write route once successfully

/** One successful call, prepared (what the recipe wrote to get there is not counted). */
interface Plan {
  req: Req;
  /** Whom the entry names: the caller (the admin unless said), or the account of a public route. */
  user?: Person;
  /** The district the entry belongs to (Borgo Navigli unless said). */
  district?: number;
  /** The handler's own action when it differs from the route's declaration. */
  action?: AuditAction;
  /** The record the entry names; null for a write of a whole list (a reorder). */
  record(res: Res): number | null | Promise<number | null>;
  /** Entries the same write leaves in other districts (a content shared: "create" there), after its own. */
  others?: number;
  /** Spot-checks of the entry's changes; `json` is the whole row as text. */
  check?(entry: Entry, res: Res, json: string): void | Promise<void>;
}
type Recipe = () => Promise<Plan>;

const dataId = (res: Res) => res.json().data.id as number;
const secretFree = (json: string, ...secrets: string[]) => {
  for (const s of secrets) expect(json, 'a secret in the entry').not.toContain(s);
};

/** A new tool of Borgo Navigli and a booking of it for resident1.1, tomorrow and the day after (Rome's days). */
async function toolBooking() {
  const tool = dataId(await api('POST', '/api/v3/tools', { district_id: NAVIGLI, name: 'Audit drill', max_booking_days: 3 }));
  const romeDay = navigliDay;
  return { district_id: NAVIGLI, tool_id: tool, user_id: person(RESIDENT).id, start_date: romeDay(1), end_date: romeDay(2) };
}

/** A new activity of Borgo Navigli, tomorrow (Rome) 10:00–11:00, daily for `days` days (1: a single one). */
async function freshActivity(days = 1) {
  const romeDay = navigliDay;
  const body = {
    district_id: NAVIGLI,
    translations: [{ locale: 'en', title: 'Audit yoga', description: 'Stretching' }],
    date: romeDay(1),
    start_time: '10:00',
    end_time: '11:00',
    repeat: days > 1 ? { freq: 'daily', until: romeDay(days) } : { freq: 'none', until: null },
  };
  return { id: dataId(await api('POST', '/api/v3/community_activities', body)), body, romeDay };
}

/** A request of resident1.1's own, waiting for its confirmation. */
async function waitingInvitation() {
  const res = await api('POST', '/api/v3/visitors', {
    district_id: NAVIGLI,
    user_id: person(RESIDENT).id,
    category: 'guest',
    date_start: day(0),
    guests: [{ first_name: 'Leo', phone: '3331234001' }],
  });
  expect(res.statusCode).toBe(201);
  const inv = res.json().data as { id: number; guests: { id: number }[] };
  return { id: inv.id, guest: inv.guests[0].id };
}
const guestAction = (name: string, prepare?: (inv: { id: number; guest: number }) => Promise<void>): Recipe => {
  return async () => {
    const inv = await waitingInvitation();
    await prepare?.(inv);
    return {
      req: { method: 'POST', url: `/api/v3/visitors/${inv.id}/guests/${inv.guest}/${name}`, token: admin, body: { district_id: NAVIGLI } },
      record: () => inv.id,
      check: (e) => expect(e.changes.status).toEqual({ before: name === 'exit' ? 'VisitorComplete' : 'VisitorWait', after: expect.any(String) }),
    };
  };
};
const residentAnswer =
  (answer: 'confirm' | 'reject'): Recipe =>
  async () => {
    const inv = await waitingInvitation();
    return {
      req: { method: 'POST', url: `/api/v3/resident/invitations/${inv.id}/guests/${inv.guest}/${answer}`, token: resident },
      user: person(RESIDENT),
      record: () => inv.id,
      check: (e) => expect(e.changes.status).toEqual({ before: 'VisitorWait', after: answer === 'confirm' ? 'VisitorComplete' : 'VisitorRejected' }),
    };
  };

/** A contract request in a state of its own, so each decision starts from a known place. */
async function waitingContract() {
  const [seeded] = await t.database.db.select().from(leaseContractRequests).where(eq(leaseContractRequests.districtId, NAVIGLI)).limit(1);
  const [row] = await t.database.db
    .insert(leaseContractRequests)
    .values({ districtId: NAVIGLI, apartmentId: seeded.apartmentId, requesterId: seeded.requesterId, contractType: 'owner', status: 'waiting' })
    .returning({ id: leaseContractRequests.id });
  return row.id;
}
const decide =
  (action: 'approve' | 'reject' | 'hold', status: string): Recipe =>
  async () => {
    const id = await waitingContract();
    return {
      req: {
        method: 'POST',
        url: `/api/v3/contracts/${id}/${action}`,
        token: admin,
        body: { district_id: NAVIGLI, ...(action === 'reject' ? { rejection_reason: 'No free slot' } : {}) },
      },
      record: () => id,
      check: (e) => expect(e.changes.status).toEqual({ before: 'waiting', after: status }),
    };
  };

const apartment = async (code: string) => {
  const res = await api('POST', '/api/v3/apartments', { district_id: NAVIGLI, code, floor: 3 });
  expect(res.statusCode).toBe(201);
  return dataId(res);
};
const toolCategory = async (name: string) => {
  const res = await api('POST', '/api/v3/categories', { district_id: NAVIGLI, type: 'tool', translations: [{ locale: 'it', name }] });
  expect(res.statusCode).toBe(201);
  return dataId(res);
};
const italy = async () => {
  const countries = (await api('GET', `/api/v3/countries?district_id=${NAVIGLI}`)).json().data as { id: number; code: string }[];
  return countries.find((c) => c.code === 'IT')!.id;
};
const city = async (name: string, district = NAVIGLI) => {
  const res = await api('POST', '/api/v3/cities', { district_id: district, name, country_id: await italy() });
  expect(res.statusCode).toBe(201);
  return dataId(res);
};
/** A district's form as settings/districts sends it, in Milano. */
const districtBody = async (name: string) => {
  const milano = (await api('GET', `/api/v3/cities?district_id=${NAVIGLI}&query=Milano`)).json().data.data[0].id as number;
  return { district_id: NAVIGLI, name, city_id: milano, latitude: 45.46, longitude: 9.19, default_language: 'it', time_zone: 'Europe/Rome' };
};
/** A new district (every flag off), its creator the admin. */
const district = async (name: string) => {
  const res = await api('POST', '/api/v3/districts', await districtBody(name));
  expect(res.statusCode).toBe(201);
  return dataId(res);
};
const role = async (name: string) => {
  const res = await api('POST', '/api/v3/roles', { district_id: NAVIGLI, name, permissions: ['visitors_view'] });
  expect(res.statusCode).toBe(201);
  return dataId(res);
};
const dailyHelp = async () => {
  const res = await api('POST', '/api/v3/daily_help', { district_id: NAVIGLI, name: 'Maria Audit', category: 'housekeeper', user_id: person(RESIDENT).id });
  expect(res.statusCode).toBe(201);
  return dataId(res);
};
/** The district's terms of a type, uploaded when missing. */
const terms = async (type: 'terms' | 'privacy') => {
  const current = (await api('GET', `/api/v3/terms_conditions?district_id=${NAVIGLI}&type=${type}`)).json().data;
  if (current) return current.id as number;
  const res = await send({
    method: 'POST',
    url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`,
    token: admin,
    form: [{ name: 'type', value: type }, pdf('file_en')],
  });
  expect(res.statusCode).toBe(201);
  return dataId(res);
};
/** A finished export of the admin's, with its file stored, ready to be downloaded. */
const readyExport = async () => {
  const storedName = await t.app.storage.save(Buffer.from('PK\u0003\u0004 workbook'), 'xlsx');
  const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  const [row] = await t.database.db
    .insert(exportRequests)
    .values({
      districtId: NAVIGLI,
      userId: me.id,
      target: 'posts',
      dateStart: day(-5),
      dateEnd: day(-1),
      status: 'completed',
      fileName: 'posts_audit.xlsx',
      storedName,
      availableUntil: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: exportRequests.id });
  return row.id;
};
/** The reset token of a mail, as its reader would follow the link. */
async function lastResetToken(email: string) {
  // The link is stored and mailed after the answer (its timing must not tell known e-mails).
  await t.app.afterReply.settled();
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
  return /\/password\/restore\/([\w-]+)/.exec(mails.at(-1)!.body)![1];
}
/** A user as the users form sends one (issue 17), without roles. */
const auditUser = (email: string) => ({ first_name: 'Audit', last_name: 'Person', email, level: 'resident' });
const passwordHash = async (email: string) => (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, email)))[0].h;

const RECIPES: Record<string, Recipe> = {
  'POST /api/v3/auth/login': async () => ({
    req: { method: 'POST', url: '/api/v3/auth/login', token: null, body: { email: ADMIN, password: DEMO_PASSWORD } },
    record: () => person(ADMIN).id,
    check: (e, res, json) => {
      expect(e.changes).toEqual({});
      secretFree(json, res.json().data.access_token);
    },
  }),
  'POST /api/v3/auth/logout': async () => ({
    req: { method: 'POST', url: '/api/v3/auth/logout', token: await t.login(ADMIN) },
    record: () => person(ADMIN).id,
  }),
  'POST /api/v3/auth/select-district': async () => {
    await t.database.db
      .update(users)
      .set({ dashboardDistrictId: AURORA })
      .where(eq(users.id, person(ADMIN).id));
    return {
      req: { method: 'POST', url: '/api/v3/auth/select-district', token: admin, body: { selected_district: NAVIGLI } },
      record: () => person(ADMIN).id,
      check: (e) => expect(e.changes).toEqual({ dashboard_district: { before: 'Vila Aurora', after: 'Borgo Navigli' } }),
    };
  },
  'POST /api/v3/auth/password/reset': async () => ({
    req: { method: 'POST', url: '/api/v3/auth/password/reset', token: null, body: { email: 'resident1.4@borgo.test' } },
    user: person('resident1.4@borgo.test'),
    record: () => person('resident1.4@borgo.test').id,
    check: async (_e, _res, json) => secretFree(json, await lastResetToken('resident1.4@borgo.test')),
  }),
  'POST /api/v3/auth/password/restore': async () => {
    const email = 'resident1.5@borgo.test';
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/auth/password/reset', payload: { email } })).statusCode).toBe(200);
    const token = await lastResetToken(email);
    return {
      req: {
        method: 'POST',
        url: '/api/v3/auth/password/restore',
        token: null,
        body: { email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token },
      },
      user: person(email),
      record: () => person(email).id,
      check: async (e, _res, json) => {
        expect(e.changes).toEqual({ password: { redacted: true } });
        secretFree(json, NEW_PASSWORD, token, await passwordHash(email));
      },
    };
  },
  'POST /api/v3/auth/verify-email': async () => {
    const email = 'resident1.6@borgo.test';
    await t.database.db.update(users).set({ emailCode: 'audit-code-31337', emailVerifiedAt: null }).where(eq(users.email, email));
    return {
      req: { method: 'POST', url: '/api/v3/auth/verify-email', token: null, body: { code: 'audit-code-31337' } },
      user: person(email),
      record: () => person(email).id,
      check: (_e, _res, json) => secretFree(json, 'audit-code-31337'),
    };
  },
  'PUT /api/v3/districts/:id/settings': async () => ({
    req: { method: 'PUT', url: `/api/v3/districts/${NAVIGLI}/settings`, token: admin, body: { sos_window_days: 10 } },
    record: () => NAVIGLI,
    check: (e) => expect(e.changes).toEqual({ sos_window_days: { before: 7, after: 10 } }),
  }),
  'POST /api/v3/districts': async () => ({
    req: { method: 'POST', url: '/api/v3/districts', token: admin, body: await districtBody('Audit District') },
    record: dataId,
    check: (e) => expect(e.changes.name).toEqual({ after: 'Audit District' }),
  }),
  'PUT /api/v3/districts/:id': async () => {
    const id = await district('Audit Before');
    return {
      req: { method: 'PUT', url: `/api/v3/districts/${id}`, token: admin, body: await districtBody('Audit After') },
      district: id,
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ name: { before: 'Audit Before', after: 'Audit After' } }),
    };
  },
  'DELETE /api/v3/districts/:id': async () => {
    const id = await district('Audit Gone');
    return {
      req: { method: 'DELETE', url: `/api/v3/districts/${id}?district_id=${id}`, token: admin },
      district: id,
      record: () => id,
      check: (e) => expect(e.changes.name).toEqual({ before: 'Audit Gone' }),
    };
  },
  'PUT /api/v3/districts/:id/configuration': async () => {
    const id = await district('Audit Flags');
    return {
      req: { method: 'PUT', url: `/api/v3/districts/${id}/configuration`, token: admin, body: { ...allFeatures(false), Gate: true } },
      district: id,
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ 'configuration.Gate': { before: false, after: true } }),
    };
  },
  'PUT /api/v3/profile': async () => ({
    req: { method: 'PUT', url: '/api/v3/profile', token: admin, body: { first_name: 'Ada', last_name: 'Rossi', phone: '+391111111111' } },
    record: () => person(ADMIN).id,
    // Only the field that moved, with both values.
    check: (e) => expect(e.changes).toEqual({ phone: { before: '+390212345678', after: '+391111111111' } }),
  }),
  'POST /api/v3/profile/password': async () => {
    const email = 'resident1.3@borgo.test';
    return {
      req: {
        method: 'POST',
        url: '/api/v3/profile/password',
        token: await t.login(email),
        body: { current_password: DEMO_PASSWORD, password: CHANGED_PASSWORD, password_confirmation: CHANGED_PASSWORD },
      },
      user: person(email),
      record: () => person(email).id,
      check: async (e, _res, json) => {
        expect(e.changes).toEqual({ password: { redacted: true } });
        secretFree(json, CHANGED_PASSWORD, await passwordHash(email));
      },
    };
  },
  'POST /api/v3/profile/photo': async () => ({
    req: { method: 'POST', url: '/api/v3/profile/photo', token: admin, form: [png('photo')] },
    record: () => person(ADMIN).id,
    // The answer's link is signed for the session; the trail keeps the file's address, never a signature.
    check: (e, res) => expect(e.changes).toEqual({ cover_path: { before: null, after: res.json().data.cover_path.split('?')[0] } }),
  }),
  'POST /api/v3/apartments': async () => ({
    req: { method: 'POST', url: '/api/v3/apartments', token: admin, body: { district_id: NAVIGLI, code: 'AUD-1', floor: 2 } },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ code: { after: 'AUD-1' }, floor: { after: 2 } }),
  }),
  'PUT /api/v3/apartments/:id': async () => {
    const id = await apartment('AUD-2');
    return {
      req: { method: 'PUT', url: `/api/v3/apartments/${id}`, token: admin, body: { district_id: NAVIGLI, code: 'AUD-2B', floor: 3 } },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ code: { before: 'AUD-2', after: 'AUD-2B' } }),
    };
  },
  'DELETE /api/v3/apartments/:id': async () => {
    const id = await apartment('AUD-3');
    return {
      req: { method: 'DELETE', url: `/api/v3/apartments/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ code: { before: 'AUD-3' } }),
    };
  },
  'POST /api/v3/categories': async () => ({
    req: {
      method: 'POST',
      url: '/api/v3/categories',
      token: admin,
      body: { district_id: NAVIGLI, type: 'tool', translations: [{ locale: 'it', name: 'Audit' }] },
    },
    record: dataId,
    check: (e) => expect(e.changes['name.it']).toEqual({ after: 'Audit' }),
  }),
  'PUT /api/v3/categories/:id': async () => {
    const id = await toolCategory('Prima');
    return {
      req: {
        method: 'PUT',
        url: `/api/v3/categories/${id}`,
        token: admin,
        body: { district_id: NAVIGLI, type: 'tool', translations: [{ locale: 'it', name: 'Dopo' }] },
      },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ 'name.it': { before: 'Prima', after: 'Dopo' } }),
    };
  },
  'DELETE /api/v3/categories/:id': async () => {
    const id = await toolCategory('Via');
    return {
      req: { method: 'DELETE', url: `/api/v3/categories/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes['name.it']).toEqual({ before: 'Via' }),
    };
  },
  'PUT /api/v3/users/:id/districts_roles': async () => ({
    // The gate keeper (user 3) gets the front office role (5) in Navigli beside their own (3).
    req: {
      method: 'PUT',
      url: '/api/v3/users/3/districts_roles',
      token: admin,
      body: { district_id: NAVIGLI, districts: [{ district_id: NAVIGLI, role_ids: [3, 5] }] },
    },
    record: () => 3,
    check: (e) => expect(e.changes).toEqual({ districts_roles: { before: 'Borgo Navigli: Gate keeper', after: 'Borgo Navigli: Front office, Gate keeper' } }),
  }),
  'POST /api/v3/users': async () => ({
    req: { method: 'POST', url: '/api/v3/users', token: admin, body: { district_id: NAVIGLI, ...auditUser('audit.new@borgo.test'), role_ids: [4] } },
    record: dataId,
    check: (e, res) => {
      expect(e.changes).toMatchObject({ email: { after: 'audit.new@borgo.test' }, roles: { after: 'Resident' }, source: { after: 'console' } });
      secretFree(JSON.stringify(e.changes), 'password', 'email_code');
      expect(res.statusCode).toBe(201);
    },
  }),
  'PUT /api/v3/users/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/users', { district_id: NAVIGLI, ...auditUser('audit.edit@borgo.test'), role_ids: [4] }));
    return {
      req: { method: 'PUT', url: `/api/v3/users/${id}`, token: admin, body: { district_id: NAVIGLI, ...auditUser('audit.edit@borgo.test'), job: 'Baker' } },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ job: { before: '', after: 'Baker' } }),
    };
  },
  'DELETE /api/v3/users/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/users', { district_id: NAVIGLI, ...auditUser('audit.gone@borgo.test'), role_ids: [4] }));
    return {
      req: { method: 'DELETE', url: `/api/v3/users/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes.email).toEqual({ before: 'audit.gone@borgo.test' }),
    };
  },
  'POST /api/v3/cities': async () => ({
    req: { method: 'POST', url: '/api/v3/cities', token: admin, body: { district_id: NAVIGLI, name: 'Audit City', country_id: await italy() } },
    record: dataId,
    check: (e) => expect(e.changes.name).toEqual({ after: 'Audit City' }),
  }),
  'PUT /api/v3/cities/:id': async () => {
    const id = await city('Genova');
    return {
      req: { method: 'PUT', url: `/api/v3/cities/${id}`, token: admin, body: { district_id: NAVIGLI, name: 'Genoa', country_id: await italy() } },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ name: { before: 'Genova', after: 'Genoa' } }),
    };
  },
  'DELETE /api/v3/cities/:id': async () => {
    const id = await city('Bergamo');
    return {
      req: { method: 'DELETE', url: `/api/v3/cities/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes.name).toEqual({ before: 'Bergamo' }),
    };
  },
  'POST /api/v3/roles': async () => ({
    req: { method: 'POST', url: '/api/v3/roles', token: admin, body: { district_id: NAVIGLI, name: 'Audit role', permissions: ['sos_view'] } },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ name: { after: 'Audit role' }, permissions: { after: ['sos_view'] } }),
  }),
  'PUT /api/v3/roles/:id': async () => {
    const id = await role('Audit night shift');
    return {
      req: {
        method: 'PUT',
        url: `/api/v3/roles/${id}`,
        token: admin,
        body: { district_id: NAVIGLI, name: 'Audit night shift', permissions: ['visitors_view', 'visitors_add'] },
      },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ permissions: { before: ['visitors_view'], after: ['visitors_view', 'visitors_add'] } }),
    };
  },
  'DELETE /api/v3/roles/:id': async () => {
    const id = await role('Audit gone');
    return {
      req: { method: 'DELETE', url: `/api/v3/roles/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes.name).toEqual({ before: 'Audit gone' }),
    };
  },
  // Brands (issue 17): shared by every district; each write one entry, the theme and publishing as updates.
  'POST /api/v3/brands': async () => ({
    req: { method: 'POST', url: '/api/v3/brands', token: admin, body: { district_id: NAVIGLI, name: 'Audit brand', short_code: 'AUDIT' } },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ name: { after: 'Audit brand' }, short_code: { after: 'AUDIT' } }),
  }),
  'PUT /api/v3/brands/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/brands', { district_id: NAVIGLI, name: 'Audit brand 2', short_code: 'AUDIT2' }));
    return {
      req: {
        method: 'PUT',
        url: `/api/v3/brands/${id}`,
        token: admin,
        body: { district_id: NAVIGLI, name: 'Audit brand 2', short_code: 'AUDIT2', status: 'inactive' },
      },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ status: { before: 'active', after: 'inactive' } }),
    };
  },
  'PUT /api/v3/brands/:id/theme': async () => {
    const id = dataId(await api('POST', '/api/v3/brands', { district_id: NAVIGLI, name: 'Audit theme', short_code: 'AUDIT3' }));
    return {
      req: { method: 'PUT', url: `/api/v3/brands/${id}/theme`, token: admin, body: { district_id: NAVIGLI, primary_color: '#c2410c', font_family: 'Georgia' } },
      record: () => id,
      check: (e) =>
        expect(e.changes).toMatchObject({ primary_color: { before: '#1f6f5c', after: '#c2410c' }, font_family: { before: 'Roboto', after: 'Georgia' } }),
    };
  },
  'PUT /api/v3/brands/:id/publishing': async () => {
    const id = dataId(await api('POST', '/api/v3/brands', { district_id: NAVIGLI, name: 'Audit app', short_code: 'AUDIT4' }));
    return {
      req: {
        method: 'PUT',
        url: `/api/v3/brands/${id}/publishing`,
        token: admin,
        body: { district_id: NAVIGLI, app_name: 'Audit app', app_subtitle: 'Audited' },
      },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ app_subtitle: { before: '', after: 'Audited' } }),
    };
  },
  'DELETE /api/v3/brands/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/brands', { district_id: NAVIGLI, name: 'Audit gone brand', short_code: 'AUDIT5' }));
    return {
      req: { method: 'DELETE', url: `/api/v3/brands/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes.name).toEqual({ before: 'Audit gone brand' }),
    };
  },
  'POST /api/v3/contracts/:id/approve': decide('approve', 'approved'),
  'POST /api/v3/contracts/:id/reject': decide('reject', 'rejected'),
  'POST /api/v3/contracts/:id/hold': decide('hold', 'hold'),
  'POST /api/v3/posts': async () => ({
    req: { method: 'POST', url: '/api/v3/posts', token: admin, body: await postBody('Audit post') },
    record: dataId,
    check: (e) => expect(e.changes.status).toEqual({ after: 'waiting' }),
  }),
  'PUT /api/v3/posts/:id': async () => {
    const body = await postBody('Audit approved');
    const id = dataId(await api('POST', '/api/v3/posts', body));
    return {
      req: { method: 'PUT', url: `/api/v3/posts/${id}`, token: admin, body: { ...body, status: 'confirmed' } },
      record: () => id,
      check: (e) => expect(e.changes.status).toEqual({ before: 'waiting', after: 'confirmed' }),
    };
  },
  'POST /api/v3/posts/:id/archive': async () => {
    const id = dataId(await api('POST', '/api/v3/posts', await postBody('Audit archived')));
    return {
      req: { method: 'POST', url: `/api/v3/posts/${id}/archive`, token: admin, body: { district_id: NAVIGLI } },
      record: () => id,
      check: (e) => expect(e.changes.status).toEqual({ before: 'waiting', after: 'archived' }),
    };
  },
  'POST /api/v3/posts/:id/message': async () => {
    const id = dataId(await api('POST', '/api/v3/posts', await postBody('Audit message')));
    return {
      req: { method: 'POST', url: `/api/v3/posts/${id}/message`, token: admin, body: { district_id: NAVIGLI, message: 'Audit note', MailType: 'Post' } },
      record: () => id,
      check: (e) => expect(e.changes.message).toEqual({ before: null, after: 'Audit note' }),
    };
  },
  'POST /api/v3/daily_help': async () => ({
    req: {
      method: 'POST',
      url: '/api/v3/daily_help',
      token: admin,
      body: { district_id: NAVIGLI, name: 'Ivo Audit', category: 'driver', user_id: person(RESIDENT).id },
    },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ name: { after: 'Ivo Audit' }, category: { after: 'driver' } }),
  }),
  'PUT /api/v3/daily_help/:id': async () => {
    const id = await dailyHelp();
    return {
      req: {
        method: 'PUT',
        url: `/api/v3/daily_help/${id}`,
        token: admin,
        body: { district_id: NAVIGLI, name: 'Maria Audit', category: 'housekeeper', user_id: person(RESIDENT).id, status: 'suspended' },
      },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ status: { before: 'active', after: 'suspended' } }),
    };
  },
  // Activities (issue 16): a single one, or a daily series, of tomorrow.
  'POST /api/v3/community_activities': async () => {
    const { body } = await freshActivity();
    return {
      req: { method: 'POST', url: '/api/v3/community_activities', token: admin, body },
      record: dataId,
      check: (e) => expect(e.changes).toMatchObject({ current_status: { after: 'confirmed' }, start_time: { after: '10:00' } }),
    };
  },
  'PUT /api/v3/community_activities/:id': async () => {
    const { id, body } = await freshActivity();
    return {
      req: { method: 'PUT', url: `/api/v3/community_activities/${id}`, token: admin, body: { ...body, start_time: '10:30' } },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ start_time: { before: '10:00', after: '10:30' } }),
    };
  },
  'DELETE /api/v3/community_activities/:id': async () => {
    const { id } = await freshActivity(3);
    return { req: { method: 'DELETE', url: `/api/v3/community_activities/${id}?district_id=${NAVIGLI}&scope=all`, token: admin }, record: () => id };
  },
  'POST /api/v3/community_activities/:id/status': async () => {
    const { id } = await freshActivity();
    return {
      req: {
        method: 'POST',
        url: `/api/v3/community_activities/${id}/status`,
        token: admin,
        body: { district_id: NAVIGLI, status: 'rejected', rejection_reason: 'Audit' },
      },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ current_status: { before: 'confirmed', after: 'rejected' }, rejection_reason: { after: 'Audit' } }),
    };
  },
  'POST /api/v3/community_activities/:id/payment_status': async () => {
    const { id } = await freshActivity();
    return {
      req: {
        method: 'POST',
        url: `/api/v3/community_activities/${id}/payment_status`,
        token: admin,
        body: { district_id: NAVIGLI, payment_status: 'processing' },
      },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ payment_status: { before: null, after: 'processing' } }),
    };
  },
  'POST /api/v3/community_activities/:id/move': async () => {
    const { id, romeDay } = await freshActivity();
    return {
      req: {
        method: 'POST',
        url: `/api/v3/community_activities/${id}/move`,
        token: admin,
        body: { district_id: NAVIGLI, date: romeDay(2), start_time: '10:00', end_time: '11:00' },
      },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ date: { before: romeDay(1), after: romeDay(2) } }),
    };
  },
  // Tools (issue 16): a tool lent to resident1.1 tomorrow and the day after, moved through its states.
  'POST /api/v3/tool_reservations': async () => ({
    req: { method: 'POST', url: '/api/v3/tool_reservations', token: admin, body: await toolBooking() },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ status: { after: 'booked' }, days: { after: 2 } }),
  }),
  'PUT /api/v3/tool_reservations/:id': async () => {
    const body = await toolBooking();
    const id = dataId(await api('POST', '/api/v3/tool_reservations', body));
    return {
      req: { method: 'PUT', url: `/api/v3/tool_reservations/${id}`, token: admin, body: { ...body, notes: 'Audit note' } },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ notes: { before: '', after: 'Audit note' } }),
    };
  },
  'DELETE /api/v3/tool_reservations/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/tool_reservations', await toolBooking()));
    return { req: { method: 'DELETE', url: `/api/v3/tool_reservations/${id}?district_id=${NAVIGLI}`, token: admin }, record: () => id };
  },
  'POST /api/v3/tool_reservations/:id/deliver': async () => {
    const id = dataId(await api('POST', '/api/v3/tool_reservations', await toolBooking()));
    return {
      req: { method: 'POST', url: `/api/v3/tool_reservations/${id}/deliver`, token: admin, body: { district_id: NAVIGLI } },
      record: () => id,
      check: (e) => expect(e.changes.status).toEqual({ before: 'booked', after: 'in_use' }),
    };
  },
  'POST /api/v3/tool_reservations/:id/return': async () => {
    const id = dataId(await api('POST', '/api/v3/tool_reservations', await toolBooking()));
    await api('POST', `/api/v3/tool_reservations/${id}/deliver`, { district_id: NAVIGLI });
    return {
      req: { method: 'POST', url: `/api/v3/tool_reservations/${id}/return`, token: admin, body: { district_id: NAVIGLI, return_condition: 'worn' } },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ status: { before: 'in_use', after: 'returned' }, return_condition: { before: null, after: 'worn' } }),
    };
  },
  'POST /api/v3/tool_reservations/:id/cancel': async () => {
    const id = dataId(await api('POST', '/api/v3/tool_reservations', await toolBooking()));
    return {
      req: { method: 'POST', url: `/api/v3/tool_reservations/${id}/cancel`, token: admin, body: { district_id: NAVIGLI } },
      record: () => id,
      check: (e) => expect(e.changes.status).toEqual({ before: 'booked', after: 'cancelled' }),
    };
  },
  'POST /api/v3/security/:id/handle': async () => {
    const [row] = await t.database.db.insert(sosCalls).values({ districtId: NAVIGLI, userId: null, location: 'Audit gate' }).returning();
    return {
      req: { method: 'POST', url: `/api/v3/security/${row.id}/handle`, token: admin, body: { district_id: NAVIGLI, handling_notes: 'Audit handled' } },
      record: () => row.id,
      check: (e) => expect(e.changes).toMatchObject({ handling_notes: { before: null, after: 'Audit handled' } }),
    };
  },
  'POST /api/v3/visitors': async () => ({
    req: {
      method: 'POST',
      url: '/api/v3/visitors',
      token: admin,
      body: {
        district_id: NAVIGLI,
        user_id: person(RESIDENT).id,
        category: 'guest',
        date_start: day(0),
        guests: [{ first_name: 'Eva', phone: '+393331234000' }],
      },
    },
    record: dataId,
  }),
  // Borgo Navigli has its message: Vila Aurora's first one is a create, as the handler says.
  'PUT /api/v3/welcome_message': async () => ({
    req: {
      method: 'PUT',
      url: '/api/v3/welcome_message',
      token: admin,
      body: { district_id: AURORA, translations: [{ locale: 'pt', description: 'Bem-vindos!' }] },
    },
    district: AURORA,
    action: 'create',
    record: dataId,
    check: (e) => expect(e.changes).toEqual({ 'description.pt': { after: 'Bem-vindos!' } }),
  }),
  'POST /api/v3/uploads': async () => ({
    req: { method: 'POST', url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=categories.category_icon`, token: admin, form: [png('file')] },
    record: async (res) => (await t.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.name, res.json().data.name)))[0].id,
    check: (e, res) => expect(e.changes.name).toEqual({ after: res.json().data.name }),
  }),
  'POST /api/v3/exported_api_documents/send_request': async () => ({
    req: {
      method: 'POST',
      url: '/api/v3/exported_api_documents/send_request',
      token: admin,
      body: { district_id: NAVIGLI, target: 'posts', date_start: day(-5), date_end: day(-1) },
    },
    record: dataId,
    check: (e) => expect(e.changes).toEqual({ target: { after: 'posts' }, date_start: { after: day(-5) }, date_end: { after: day(-1) } }),
  }),
  'GET /api/v3/exported_api_documents/:id/file': async () => {
    const id = await readyExport();
    return {
      req: { method: 'GET', url: `/api/v3/exported_api_documents/${id}/file?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ file_name: { after: 'posts_audit.xlsx' } }),
    };
  },
  'POST /api/v3/terms_conditions': async () => ({
    req: { method: 'POST', url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`, token: admin, form: [{ name: 'type', value: 'terms' }, pdf('file_it')] },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ type: { after: 'terms' }, 'files.it.file_name': { after: 'file_it.pdf' } }),
  }),
  'PUT /api/v3/terms_conditions/:id': async () => {
    const id = await terms('privacy');
    return {
      req: { method: 'PUT', url: `/api/v3/terms_conditions/${id}?district_id=${NAVIGLI}`, token: admin, form: [pdf('file_pt')] },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ 'files.pt.file_name': { before: null, after: 'file_pt.pdf' } }),
    };
  },
  'DELETE /api/v3/terms_conditions/:id': async () => {
    const id = await terms('privacy');
    return {
      req: { method: 'DELETE', url: `/api/v3/terms_conditions/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ type: { before: 'privacy' } }),
    };
  },
  'POST /api/v3/visitors/:id/guests/:guestId/resend': guestAction('resend'),
  'POST /api/v3/visitors/:id/guests/:guestId/confirm': guestAction('confirm'),
  'POST /api/v3/visitors/:id/guests/:guestId/exit': guestAction('exit', async (inv) => {
    const res = await api('POST', `/api/v3/visitors/${inv.id}/guests/${inv.guest}/confirm`, { district_id: NAVIGLI });
    expect(res.statusCode).toBe(200);
  }),
  'POST /api/v3/notifications': async () => ({
    req: { method: 'POST', url: '/api/v3/notifications', token: admin, body: { district_id: NAVIGLI, ...notificationDraft('Audit sent') } },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ 'title.en': { after: 'Audit sent' }, status_type: { after: 'sent' } }),
  }),
  'PUT /api/v3/notifications/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/notifications', { district_id: NAVIGLI, ...notificationDraft('Audit planned', true) }));
    return {
      req: { method: 'PUT', url: `/api/v3/notifications/${id}`, token: admin, body: { district_id: NAVIGLI, ...notificationDraft('Audit replanned', true) } },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ 'title.en': { before: 'Audit planned', after: 'Audit replanned' } }),
    };
  },
  'DELETE /api/v3/notifications/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/notifications', { district_id: NAVIGLI, ...notificationDraft('Audit cancelled', true) }));
    return { req: { method: 'DELETE', url: `/api/v3/notifications/${id}?district_id=${NAVIGLI}`, token: admin }, record: () => id };
  },
  'POST /api/v3/podcast_episodes': async () => ({
    req: { method: 'POST', url: '/api/v3/podcast_episodes', token: admin, body: await episodeDraft('Audit episode') },
    record: dataId,
    check: (e) => expect(e.changes).toMatchObject({ 'title.en': { after: 'Audit episode' }, external_link: { after: 'https://podcasts.example.org/audit' } }),
  }),
  'PUT /api/v3/podcast_episodes/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/podcast_episodes', await episodeDraft('Audit before')));
    return {
      req: { method: 'PUT', url: `/api/v3/podcast_episodes/${id}`, token: admin, body: await episodeDraft('Audit after') },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ 'title.en': { before: 'Audit before', after: 'Audit after' } }),
    };
  },
  'DELETE /api/v3/podcast_episodes/:id': async () => {
    const id = dataId(await api('POST', '/api/v3/podcast_episodes', await episodeDraft('Audit removed')));
    return {
      req: { method: 'DELETE', url: `/api/v3/podcast_episodes/${id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes).toMatchObject({ 'title.en': { before: 'Audit removed' } }),
    };
  },
  'PUT /api/v3/privacy_retention': async () => ({
    req: { method: 'PUT', url: '/api/v3/privacy_retention', token: admin, body: { district_id: NAVIGLI, gate_days: 120, log_days: 365, export_days: 90 } },
    record: () => NAVIGLI,
    check: (e) => expect(e.changes).toEqual({ gate_days: { before: 180, after: 120 } }),
  }),
  'POST /api/v3/privacy_retention/:id/purge': async () => ({
    req: { method: 'POST', url: `/api/v3/privacy_retention/${NAVIGLI}/purge`, token: admin, body: { district_id: NAVIGLI } },
    record: () => NAVIGLI,
    // Counts only (what went, by kind), never the data.
    check: (e) => expect(Object.keys(e.changes).sort()).toEqual(['exports', 'guests', 'logins', 'passes', 'reads', 'visits']),
  }),
  'POST /api/v3/privacy_erasures': async () => {
    const id = dataId(await api('POST', '/api/v3/users', { district_id: NAVIGLI, ...auditUser('audit.erase1@borgo.test'), role_ids: [4] }));
    return {
      req: { method: 'POST', url: '/api/v3/privacy_erasures', token: admin, body: { district_id: NAVIGLI, user_id: id } },
      record: dataId,
      // Ids only: the trail must not copy what erasure is about to remove.
      check: (e, _res, json) => {
        expect(e.changes).toEqual({ subject_user_id: { after: id }, status: { after: 'pending' } });
        expect(json).not.toContain('audit.erase1@borgo.test');
      },
    };
  },
  'POST /api/v3/privacy_erasures/:id/approve': async () => {
    const id = dataId(await api('POST', '/api/v3/users', { district_id: NAVIGLI, ...auditUser('audit.erase2@borgo.test'), role_ids: [4] }));
    const request = dataId(await api('POST', '/api/v3/privacy_erasures', { district_id: NAVIGLI, user_id: id }));
    // The second person: the demo's privacy officer approves what the admin asked.
    const officer = await t.login('privacy@borgo.test');
    return {
      req: { method: 'POST', url: `/api/v3/privacy_erasures/${request}/approve`, token: officer, body: { district_id: NAVIGLI } },
      user: person('privacy@borgo.test'),
      record: () => request,
      check: (e, _res, json) => {
        expect(e.changes).toMatchObject({ status: { before: 'pending', after: 'done' }, 'users.anonymise': { after: 1 } });
        expect(json).not.toContain('audit.erase2@borgo.test');
      },
    };
  },
  'POST /api/v3/privacy_erasures/:id/cancel': async () => {
    const id = dataId(await api('POST', '/api/v3/users', { district_id: NAVIGLI, ...auditUser('audit.erase3@borgo.test'), role_ids: [4] }));
    const request = dataId(await api('POST', '/api/v3/privacy_erasures', { district_id: NAVIGLI, user_id: id }));
    return {
      req: { method: 'POST', url: `/api/v3/privacy_erasures/${request}/cancel`, token: admin, body: { district_id: NAVIGLI } },
      record: () => request,
      check: (e) => expect(e.changes).toEqual({ status: { before: 'pending', after: 'cancelled' } }),
    };
  },
  'PUT /api/v3/district_details': async () => ({
    req: {
      method: 'PUT',
      url: '/api/v3/district_details',
      token: admin,
      body: { district_id: NAVIGLI, name: 'Borgo Navigli', translations: [{ locale: 'en', description: 'Audit description' }], weather_link: null },
    },
    record: () => NAVIGLI,
    check: (e) => expect(e.changes).toMatchObject({ 'description.en': { after: 'Audit description' } }),
  }),
  'PUT /api/v3/community_concierge/contact_details': async () => ({
    req: {
      method: 'PUT',
      url: '/api/v3/community_concierge/contact_details',
      token: admin,
      body: { district_id: NAVIGLI, contact: 'Audit desk', phone: '+390200000', whatsapp_link: null },
    },
    record: () => NAVIGLI,
    check: (e) => expect(e.changes).toMatchObject({ contact: { after: 'Audit desk' } }),
  }),
  'PUT /api/v3/smart_solutions_map_link': async () => ({
    req: {
      method: 'PUT',
      url: '/api/v3/smart_solutions_map_link',
      token: admin,
      body: { district_id: NAVIGLI, smart_solution_map_link: 'https://maps.example.org/audit' },
    },
    record: () => NAVIGLI,
    check: (e) => expect(e.changes).toMatchObject({ smart_solution_map_link: { after: 'https://maps.example.org/audit' } }),
  }),
  'POST /api/v3/me/notifications/:id/read': async () => {
    const [row] = await t.database.db
      .select()
      .from(notificationInbox)
      .where(eq(notificationInbox.userId, person(RESIDENT).id))
      .limit(1);
    return {
      req: { method: 'POST', url: `/api/v3/me/notifications/${row.id}/read`, token: resident },
      user: person(RESIDENT),
      record: () => row.id,
    };
  },
  'POST /api/v3/resident/invitations/:id/guests/:guestId/confirm': residentAnswer('confirm'),
  'POST /api/v3/resident/invitations/:id/guests/:guestId/reject': residentAnswer('reject'),
  'POST /api/v3/polls': async () => ({ req: { method: 'POST', url: '/api/v3/polls', token: admin, body: pollSample() }, record: dataId }),
  'PUT /api/v3/polls/:id': async () => {
    const id = await freshPoll();
    return {
      req: { method: 'PUT', url: `/api/v3/polls/${id}`, token: admin, body: pollSample({ title: 'Audit poll, renamed' }) },
      record: () => id,
      check: (e) => expect(e.changes.title).toEqual({ before: 'Audit poll', after: 'Audit poll, renamed' }),
    };
  },
  'POST /api/v3/polls/:id/stop': async () => {
    const id = await freshPoll();
    return {
      req: { method: 'POST', url: `/api/v3/polls/${id}/stop`, token: admin, body: { district_id: NAVIGLI } },
      record: () => id,
      check: (e) => expect(e.changes.status).toEqual({ before: 'running', after: 'stopped' }),
    };
  },
  // What the resident answered stays out of the trail: only that the count grew.
  'POST /api/v3/resident/polls/:id/answers': async () => {
    const id = await freshPoll();
    return {
      req: {
        method: 'POST',
        url: `/api/v3/resident/polls/${id}/answers`,
        token: resident,
        body: { district_id: NAVIGLI, answers: [{ question: 0, options: [1] }] },
      },
      user: person(RESIDENT),
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ answers_count: { before: 0, after: 1 } }),
    };
  },
  'POST /api/v3/spaces/:id/freeze': async () => {
    const id = await freshSpace();
    return {
      req: { method: 'POST', url: `/api/v3/spaces/${id}/freeze`, token: admin, body: { district_id: NAVIGLI, dates: [day(3)], reason: 'Audit freeze' } },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ frozen: { before: null, after: { dates: [day(3)], reason: 'Audit freeze', available_until: null } } }),
    };
  },
  'DELETE /api/v3/spaces/:id/freeze/:freezeId': async () => {
    const id = await freshSpace();
    await api('POST', `/api/v3/spaces/${id}/freeze`, { district_id: NAVIGLI, dates: [day(4)], reason: 'Audit thaw' });
    const frozen = (await api('GET', `/api/v3/spaces/${id}/frozen?district_id=${NAVIGLI}`)).json().data.items[0] as { id: number };
    return {
      req: { method: 'DELETE', url: `/api/v3/spaces/${id}/freeze/${frozen.id}?district_id=${NAVIGLI}`, token: admin },
      record: () => id,
      check: (e) => expect(e.changes).toEqual({ frozen: { before: { date: day(4), reason: 'Audit thaw' }, after: null } }),
    };
  },
  'POST /api/v3/resident/spaces/:id/bookings': async () => {
    const id = await freshSpace();
    return {
      req: {
        method: 'POST',
        url: `/api/v3/resident/spaces/${id}/bookings`,
        token: resident,
        body: { district_id: NAVIGLI, date: day(2), start_time: '09:00' },
      },
      user: person(RESIDENT),
      record: () => id,
      check: (e) => expect((e.changes.booking as { after: { status: string } }).after.status).toBe('waiting'),
    };
  },
  'POST /api/v3/spaces/bookings/:id/approve': async () => {
    const booking = await freshBooking();
    return {
      req: { method: 'POST', url: `/api/v3/spaces/bookings/${booking.id}/approve`, token: admin, body: { district_id: NAVIGLI } },
      record: () => booking.space_id,
      check: (e) => expect(e.changes.booking).toEqual({ before: { id: booking.id, status: 'waiting' }, after: { id: booking.id, status: 'confirmed' } }),
    };
  },
  'POST /api/v3/spaces/bookings/:id/reject': async () => {
    const booking = await freshBooking();
    return {
      req: { method: 'POST', url: `/api/v3/spaces/bookings/${booking.id}/reject`, token: admin, body: { district_id: NAVIGLI, reason: 'Audit no' } },
      record: () => booking.space_id,
      check: (e) => expect(e.changes.booking).toEqual({ before: { id: booking.id, status: 'waiting' }, after: { id: booking.id, status: 'rejected' } }),
    };
  },
};

/** A space of Borgo Navigli that residents may book, open 08:00-20:00 by the hour. */
const spaceSample = (extra: object = {}) => ({
  translations: [{ locale: 'en', title: 'Audit room', description: '' }],
  visibility: 'public',
  open_time: '08:00',
  close_time: '20:00',
  max_occupancy: 4,
  reservation_type: 'full',
  slot_minutes: 60,
  consecutive_slots: 2,
  lead_days: 0,
  max_active_bookings: 5,
  ...extra,
});
async function freshSpace() {
  const res = await api('POST', '/api/v3/spaces', { district_id: NAVIGLI, ...spaceSample() });
  expect(res.statusCode, res.body).toBe(201);
  return dataId(res);
}
/** A waiting booking of a fresh space, by the demo resident. */
async function freshBooking() {
  const id = await freshSpace();
  const res = await api('POST', `/api/v3/resident/spaces/${id}/bookings`, { district_id: NAVIGLI, date: day(2), start_time: '10:00' }, resident);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; space_id: number };
}

/** A running poll of Borgo Navigli, for its residents. */
const pollSample = (extra: object = {}) => ({
  district_id: NAVIGLI,
  kind: 'poll',
  title: 'Audit poll',
  audience: ['residents'],
  date_start: day(-1),
  date_end: day(5),
  questions: [{ text: 'Yes or no?', answer_type: 'single', options: ['Yes', 'No'] }],
  ...extra,
});
async function freshPoll() {
  const res = await api('POST', '/api/v3/polls', pollSample());
  expect(res.statusCode, res.body).toBe(201);
  return dataId(res);
}

/**
 * The generic routes of plain entities (server/entities/crud.ts) share one recipe per contract:
 * a sample input to create with, and one to update to.
 */
/** A notification to everyone, sent now or planned for tomorrow. */
function notificationDraft(title: string, planned = false) {
  return {
    translations: [{ locale: 'en', title, content: 'Audit notification' }],
    target_type: 'all',
    ...(planned ? { time_send: 'schedule', scheduled_at: new Date(Date.now() + 86_400_000).toISOString() } : {}),
  };
}

/** An episode of a podcast of Borgo Navigli's own (written straight into `contents`, as the podcast form's images are not the point here). */
let auditPodcast: number | undefined;
async function episodeDraft(title: string) {
  if (auditPodcast === undefined) {
    const [row] = await t.database.db
      .insert(contents)
      .values({ districtId: NAVIGLI, type: 'district_podcasts', translations: { en: { title: 'Audit podcast', description: '' } } })
      .returning({ id: contents.id });
    auditPodcast = row.id;
  }
  return {
    district_id: NAVIGLI,
    podcast_id: auditPodcast,
    translations: [{ locale: 'en', title, episode_number: '1' }],
    external_link: 'https://podcasts.example.org/audit',
  };
}

/** A picture uploaded for a field of an entity, in Borgo Navigli: the name its record saves. */
/** A post as its form sends it, with a cover uploaded for it. */
async function postBody(title: string) {
  return {
    district_id: NAVIGLI,
    translations: [{ locale: 'en', title, description: 'Audit' }],
    contact_email: 'audit@example.org',
    image_path: await uploaded('posts.image_path'),
  };
}

async function uploaded(purpose: string) {
  const res = await send({ method: 'POST', url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=${purpose}`, token: admin, form: [png('file')] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.name as string;
}

const SAMPLES: Record<
  string,
  { create: Record<string, unknown>; update: Record<string, unknown>; changed: Record<string, unknown>; prepare?: () => Promise<Record<string, unknown>> }
> = {
  useful_info: {
    create: { translations: [{ locale: 'en', name: 'Audit pharmacy' }], phone: '+390212345', category: 'health' },
    update: { translations: [{ locale: 'en', name: 'Audit pharmacy, night' }], phone: '+390212345', category: 'health' },
    changed: { 'name.en': { before: 'Audit pharmacy', after: 'Audit pharmacy, night' } },
  },
  sos_contacts: {
    create: { translations: [{ locale: 'en', name: 'Audit ambulance' }], phone: '118', category: 'emergency' },
    update: { translations: [{ locale: 'en', name: 'Audit ambulance' }], phone: '112', category: 'emergency' },
    changed: { phone: { before: '118', after: '112' } },
  },
  district_gallery: {
    prepare: async () => ({ image: await uploaded('district_gallery.image') }),
    create: { translations: [{ locale: 'en', caption: 'Audit picture' }] },
    update: { translations: [{ locale: 'en', caption: 'Audit picture, renamed' }] },
    changed: { 'caption.en': { before: 'Audit picture', after: 'Audit picture, renamed' } },
  },
  tags: {
    create: { translations: [{ locale: 'en', name: 'Audit tag' }] },
    update: { translations: [{ locale: 'en', name: 'Audit tag, renamed' }] },
    changed: { 'name.en': { before: 'Audit tag', after: 'Audit tag, renamed' } },
  },
  smart_solutions_labels: {
    create: { translations: [{ locale: 'en', name: 'Audit label' }] },
    update: { translations: [{ locale: 'en', name: 'Audit label, renamed' }] },
    changed: { 'name.en': { before: 'Audit label', after: 'Audit label, renamed' } },
  },
  spaces: {
    create: spaceSample(),
    update: spaceSample({ max_occupancy: 6 }),
    changed: { max_occupancy: { before: 4, after: 6 } },
  },
  tools: {
    create: { name: 'Audit saw', brand: 'Bosch', max_booking_days: 3 },
    update: { name: 'Audit saw', brand: 'Makita', max_booking_days: 3 },
    changed: { brand: { before: 'Bosch', after: 'Makita' } },
  },
};

/**
 * The content entities' routes (server/content/routes.ts) share one recipe per contract, from its
 * fields: what it requires (a cover, an episode image, a link, dates) is filled in.
 */
async function contentSample(c: ContentContract): Promise<Record<string, unknown>> {
  const needs = (f: ContentField) => c.content.required.includes(f);
  const day = navigliDay();
  return {
    district_id: NAVIGLI,
    translations: [{ locale: 'en', title: `Audit ${c.name}`, description: 'Audit text' }],
    ...(needs('cover') ? { cover: await uploaded(`${c.name}.cover`) } : {}),
    ...(needs('episode_cover') ? { episode_cover: await uploaded(`${c.name}.episode_cover`) } : {}),
    ...(needs('external_link') ? { external_link: 'https://audit.example.org/stream' } : {}),
    ...(needs('dates') ? { datetime_start: day, datetime_end: day } : {}),
  };
}

function contentRecipes(c: ContentContract): Record<string, Recipe> {
  const base = `/api/v3/${c.name}`;
  const make = async () => {
    const body = await contentSample(c);
    const res = await api('POST', base, body);
    expect(res.statusCode, `${c.name}: the sample input ${res.body}`).toBe(201);
    return { id: dataId(res), body, record: res.json().data as Record<string, unknown> };
  };
  return {
    [`POST ${base}`]: async () => ({ req: { method: 'POST', url: base, token: admin, body: await contentSample(c) }, record: dataId }),
    [`PUT ${base}/:id`]: async () => {
      const { id, body, record } = await make();
      const kept = { ...body, cover: record.cover ?? undefined, episode_cover: record.episode_cover ?? undefined };
      return {
        req: {
          method: 'PUT',
          url: `${base}/${id}`,
          token: admin,
          body: { ...kept, translations: [{ locale: 'en', title: 'Audit, renamed', description: 'Audit text' }] },
        },
        record: () => id,
        check: (e) => expect(e.changes['title.en']).toEqual({ before: `Audit ${c.name}`, after: 'Audit, renamed' }),
      };
    },
    [`DELETE ${base}/:id`]: async () => {
      const { id } = await make();
      return { req: { method: 'DELETE', url: `${base}/${id}?district_id=${NAVIGLI}`, token: admin }, record: () => id };
    },
    // Community items: a resident's waiting item, approved or rejected (its reason in the diff).
    ...(c.content.approval
      ? {
          [`POST /api/v3/resident/${c.name}`]: async () => {
            const body = await contentSample(c);
            return { req: { method: 'POST', url: `/api/v3/resident/${c.name}`, token: resident, body }, user: person(RESIDENT), record: dataId };
          },
          [`POST ${base}/:id/approve`]: async () => {
            const { id } = await make();
            await t.database.db.update(contents).set({ approvalStatus: 'waiting' }).where(eq(contents.id, id));
            return {
              req: { method: 'POST', url: `${base}/${id}/approve`, token: admin, body: { district_id: NAVIGLI } },
              record: () => id,
              check: (e) => expect(e.changes.approval_status).toEqual({ before: 'waiting', after: 'confirmed' }),
            };
          },
          [`POST ${base}/:id/reject`]: async () => {
            const { id } = await make();
            await t.database.db.update(contents).set({ approvalStatus: 'waiting' }).where(eq(contents.id, id));
            return {
              req: { method: 'POST', url: `${base}/${id}/reject`, token: admin, body: { district_id: NAVIGLI, rejection_reason: 'Audit reason' } },
              record: () => id,
              check: (e) => expect(e.changes.rejection_reason).toEqual({ before: null, after: 'Audit reason' }),
            };
          },
        }
      : {}),
    // Its own entry names the item shared; the copy's "create" follows in the other district.
    [`POST ${base}/clone`]: async () => {
      const { id } = await make();
      return {
        req: { method: 'POST', url: `${base}/clone`, token: admin, body: { district_id: NAVIGLI, contentId: id, districtId: AURORA } },
        record: () => id,
        others: 1,
        check: async (e) => {
          expect(e.changes).toEqual({ shared_to: { before: null, after: AURORA } });
          const [copy] = await entriesAfter(e.id);
          expect(copy).toMatchObject({ districtId: AURORA, entity: c.name, action: 'create', requestId: e.requestId });
        },
      };
    },
  };
}

/** The contracts whose routes are the generic ones: a table, as server/entities/register.ts finds it. */
async function plainEntities() {
  const out: string[] = [];
  for (const { contract, dir } of ENTITIES) {
    const server = existsSync(join(dir, 'server.ts'))
      ? ((await import(pathToFileURL(join(dir, 'server.ts')).href)) as { default?: EntityServer }).default
      : undefined;
    const writes = contract.actions.some((a) => a === 'create' || a === 'update' || a === 'delete');
    // As server/entities/register.ts: a table.ts gives the generic routes by its default export (brands' has none: its routes are its own).
    const table = existsSync(join(dir, 'table.ts')) ? ((await import(pathToFileURL(join(dir, 'table.ts')).href)) as { default?: unknown }).default : undefined;
    if ((server?.table || table) && writes) out.push(contract.name);
  }
  return out;
}

function genericRecipes(name: string): Record<string, Recipe> {
  const sample = SAMPLES[name];
  if (!sample) return {};
  const base = `/api/v3/${name}`;
  const input = async () => ({ district_id: NAVIGLI, ...sample.create, ...(await sample.prepare?.()) });
  const orderable = ENTITIES.find((e) => e.contract.name === name)?.contract.list.orderable;
  const make = async () => {
    const res = await api('POST', base, await input());
    expect(res.statusCode, `${name}: the sample input`).toBe(201);
    return dataId(res);
  };
  return {
    [`POST ${base}`]: async () => ({
      req: { method: 'POST', url: base, token: admin, body: await input() },
      record: dataId,
    }),
    ...(orderable
      ? {
          // One entry for the whole move, naming no record: the order before and after.
          [`POST ${base}/reorder`]: async (): Promise<Plan> => {
            const [a, b] = [await make(), await make()];
            return {
              req: { method: 'POST', url: `${base}/reorder`, token: admin, body: { district_id: NAVIGLI, ids: [b, a] } },
              action: 'reorder',
              record: () => null,
              check: (e) => expect((e.changes.order.after as number[]).slice(-2)).toEqual([b, a]),
            };
          },
        }
      : {}),
    [`PUT ${base}/:id`]: async () => {
      const id = await make();
      const kept = sample.prepare ? (await api('GET', `${base}/${id}?district_id=${NAVIGLI}`)).json().data : {};
      return {
        req: {
          method: 'PUT',
          url: `${base}/${id}`,
          token: admin,
          body: { district_id: NAVIGLI, ...sample.update, ...(kept.image ? { image: kept.image } : {}) },
        },
        record: () => id,
        check: (e) => expect(e.changes).toEqual(sample.changed),
      };
    },
    [`DELETE ${base}/:id`]: async () => {
      const id = await make();
      return { req: { method: 'DELETE', url: `${base}/${id}?district_id=${NAVIGLI}`, token: admin }, record: () => id };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Refusals derived from the successful call

interface Refusal {
  why: string;
  req: Req;
  status: number;
}

/**
 * What refuses the same call: no token (a private route), a member without the permission (a
 * guarded one), and a bad input (a field the route does not know: in its JSON body, its form, its
 * query string, or a path parameter that is not an id).
 */
function refusals(route: RouteEntry, req: Req): Refusal[] {
  const out: Refusal[] = [];
  if (!route.public) out.push({ why: 'no token', req: { ...req, token: null }, status: 401 });
  const needs = route.permission === undefined ? [] : typeof route.permission === 'string' ? [route.permission] : route.permission;
  if (needs.length > 0) out.push({ why: 'a member without the permission', req: { ...req, token: resident }, status: 403 });
  const bad = badInput(route, req);
  if (bad) out.push({ why: 'a bad input', req: bad, status: 422 });
  return out;
}

function badInput(route: RouteEntry, req: Req): Req | null {
  if (req.body) return { ...req, body: { ...req.body, not_a_field: 1 } };
  if (req.form) return { ...req, form: [...req.form, { name: 'not_a_field', value: 'x' }] };
  if (route.schema.querystring) return { ...req, url: `${req.url}${req.url.includes('?') ? '&' : '?'}not_a_field=1` };
  if (route.schema.params) {
    // The last path parameter, which no id can be.
    const values = req.url.split('?')[0].split('/');
    const names = route.url.split('/');
    const at = names.findLastIndex((s) => s.startsWith(':'));
    if (at >= 0) return { ...req, url: [...values.slice(0, at), 'not-an-id', ...values.slice(at + 1)].join('/') };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

const key = (r: RouteEntry) => `${r.method} ${r.url}`;
/** Every route that writes, and every read the trail records (an export's download). */
const writeRoutes = () => routes.filter((r) => r.method !== 'GET' || r.audit);
let recipes: Promise<Record<string, Recipe>> | undefined;
/** The recipes of this file and the generic ones of the plain entities. */
const allRecipes = () =>
  (recipes ??= plainEntities().then(
    (plain) =>
      ({
        ...RECIPES,
        ...Object.assign({}, ...plain.map(genericRecipes)),
        ...Object.assign(
          {},
          ...ENTITIES.map((e) => e.contract)
            .filter(isContentContract)
            .map(contentRecipes),
        ),
      }) as Record<string, Recipe>,
  ));

describe('the route table', () => {
  it('declares an audit entry on every route that is not a GET', () => {
    const undeclared = routes
      .filter((r) => r.method !== 'GET')
      .filter((r) => !r.audit)
      .map(key);
    expect(undeclared, 'write routes without config.audit').toEqual([]);
    expect(writeRoutes().length).toBeGreaterThan(30);
  });

  it('has a recipe here for every write route, and none for a route that is gone', async () => {
    // A plain entity's generic routes need a sample input here.
    expect((await plainEntities()).sort(), 'the plain entities, and their SAMPLES in audit.test.ts').toEqual(Object.keys(SAMPLES).sort());
    const recipes = await allRecipes();
    const wanted = writeRoutes().map(key).sort();
    expect(
      wanted.filter((k) => !recipes[k]),
      'write routes without a recipe in audit.test.ts',
    ).toEqual([]);
    expect(
      Object.keys(recipes).filter((k) => !wanted.includes(k)),
      'recipes of routes that are not in the table',
    ).toEqual([]);
  });
});

describe('every write route', () => {
  it('refused, adds no entry; called once successfully, adds exactly one, that says what happened', async () => {
    const failures: string[] = [];
    const recipes = await allRecipes();
    let called = 0;
    for (const route of writeRoutes()) {
      const name = key(route);
      const recipe = recipes[name];
      if (!recipe) continue;
      const plan = await recipe();
      called += 1;

      for (const refusal of refusals(route, plan.req)) {
        const mark = await lastId();
        const res = await send(refusal.req);
        expect(res.statusCode, `${name}, ${refusal.why}: ${res.body}`).toBe(refusal.status);
        expect((await entriesAfter(mark)).length, `${name}, ${refusal.why}: no entry`).toBe(0);
      }

      const mark = await lastId();
      const res = await send(plan.req);
      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      const added = await entriesAfter(mark);
      expect(added.length, `${name}: one entry`).toBe(1 + (plan.others ?? 0));
      const [entry] = added;
      const who = plan.user ?? person(ADMIN);
      const action = plan.action ?? route.audit!.action;
      expect(
        {
          entity: entry.entity,
          action: entry.action,
          recordId: entry.recordId,
          userId: entry.userId,
          userName: entry.userName,
          districtId: entry.districtId,
          ip: entry.ip,
          requestId: entry.requestId,
        },
        name,
      ).toEqual({
        entity: route.audit!.entity,
        action,
        recordId: await plan.record(res),
        userId: who.id,
        userName: who.name,
        districtId: plan.district ?? NAVIGLI,
        ip: IP,
        requestId: res.headers['x-request-id'],
      });
      const changes = Object.entries(entry.changes);
      if (action === 'create')
        expect(
          changes.filter(([, c]) => 'before' in c).map(([f]) => f),
          `${name}: a create has no before`,
        ).toEqual([]);
      if (action === 'delete')
        expect(
          changes.filter(([, c]) => 'after' in c).map(([f]) => f),
          `${name}: a delete has no after`,
        ).toEqual([]);
      if (['create', 'update', 'delete'].includes(action)) expect(changes.length, `${name}: the fields written`).toBeGreaterThan(0);
      for (const [field, change] of changes) if (isSecretField(field)) expect(change, `${name}: ${field} is a secret`).toEqual({ redacted: true });
      const json = JSON.stringify(entry);
      secretFree(json, DEMO_PASSWORD, admin, resident);
      try {
        await plan.check?.(entry, res, json);
      } catch (err) {
        failures.push(`${name}: ${(err as Error).message}; the changes: ${JSON.stringify(entry.changes)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(called).toBe(writeRoutes().length);
    // Every write route of the registry, twice or more: it grows with each entity.
  }, 120_000);

  it('adds no entry for a call its handler refuses, after the guard and the schema let it through', async () => {
    const auroraFlat = (await api('GET', `/api/v3/apartments?district_id=${AURORA}`)).json().data.data[0].id as number;
    const milano = (await api('GET', `/api/v3/cities?district_id=${NAVIGLI}&query=Milano`)).json().data.data[0].id as number;
    const sport = (await api('GET', `/api/v3/categories?district_id=${NAVIGLI}&type=activity&query=sport`)).json().data.data[0].id as number;
    const waiting = await waitingInvitation();
    const decided = await waitingContract();
    expect((await api('POST', `/api/v3/contracts/${decided}/approve`, { district_id: NAVIGLI })).statusCode).toBe(200);
    await t.database.db.update(users).set({ emailCode: 'audit-used-code', emailVerifiedAt: new Date() }).where(eq(users.email, 'resident1.2@borgo.test'));
    const refused: [Req, number][] = [
      [{ method: 'PUT', url: `/api/v3/apartments/${auroraFlat}`, token: admin, body: { district_id: NAVIGLI, code: 'X-1' } }, 404],
      [{ method: 'DELETE', url: `/api/v3/cities/${milano}?district_id=${NAVIGLI}`, token: admin }, 409],
      [{ method: 'DELETE', url: `/api/v3/roles/1?district_id=${NAVIGLI}`, token: admin }, 409],
      [{ method: 'POST', url: '/api/v3/roles', token: admin, body: { district_id: NAVIGLI, name: 'administrator', permissions: ['sos_view'] } }, 422],
      [{ method: 'DELETE', url: `/api/v3/categories/${sport}?district_id=${NAVIGLI}`, token: admin }, 409],
      [{ method: 'POST', url: `/api/v3/visitors/${waiting.id}/guests/${waiting.guest}/exit`, token: admin, body: { district_id: NAVIGLI } }, 409],
      [{ method: 'POST', url: `/api/v3/contracts/${decided}/approve`, token: admin, body: { district_id: NAVIGLI } }, 409],
      [{ method: 'PUT', url: `/api/v3/terms_conditions/999999?district_id=${NAVIGLI}`, token: admin, form: [pdf('file_en')] }, 404],
      [{ method: 'DELETE', url: `/api/v3/tags/999999?district_id=${NAVIGLI}`, token: admin }, 404],
      [{ method: 'POST', url: '/api/v3/auth/login', token: null, body: { email: ADMIN, password: 'not-the-password' } }, 401],
      [
        {
          method: 'POST',
          url: '/api/v3/auth/password/restore',
          token: null,
          body: { email: ADMIN, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token: 'nope' },
        },
        422,
      ],
      [{ method: 'POST', url: '/api/v3/auth/verify-email', token: null, body: { code: 'audit-used-code' } }, 409],
      [{ method: 'POST', url: '/api/v3/auth/verify-email', token: null, body: { code: 'no-such-code' } }, 404],
      [
        {
          method: 'POST',
          url: '/api/v3/profile/password',
          token: admin,
          body: { current_password: 'not-the-password', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        },
        422,
      ],
      [
        {
          method: 'POST',
          url: `/api/v3/resident/invitations/${waiting.id}/guests/${waiting.guest}/confirm`,
          token: await t.login('resident1.2@borgo.test'),
          body: {},
        },
        404,
      ],
    ];
    for (const [req, status] of refused) {
      const mark = await lastId();
      const res = await send(req);
      expect(res.statusCode, `${req.method} ${req.url}: ${res.body}`).toBe(status);
      expect(await entriesAfter(mark), `${req.method} ${req.url}`).toEqual([]);
    }
  });

  it('gives each of several writes at once its own entry, with its own request id', async () => {
    const mark = await lastId();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        send({ method: 'POST', url: '/api/v3/tags', token: admin, body: { district_id: NAVIGLI, translations: [{ locale: 'en', name: `Burst ${n}` }] } }),
      ),
    );
    const added = await entriesAfter(mark);
    expect(added.map((e) => [e.requestId, e.recordId, e.changes['name.en']]).sort()).toEqual(
      answers.map((res) => [res.headers['x-request-id'], dataId(res), { after: res.json().data.translations[0].name }]).sort(),
    );
    expect(new Set(added.map((e) => e.requestId)).size).toBe(5);
  });

  it('records a second upload of terms of the same type as an update of the first, with what it held', async () => {
    const id = await terms('terms');
    const mark = await lastId();
    const res = await send({
      method: 'POST',
      url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`,
      token: admin,
      form: [{ name: 'type', value: 'terms' }, pdf('file_en')],
    });
    expect(res.statusCode).toBe(201);
    expect(dataId(res)).toBe(id);
    const [entry, ...more] = await entriesAfter(mark);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'terms_conditions', action: 'update', recordId: id });
    expect(entry.changes['files.en.file_name']).toEqual({ before: null, after: 'file_en.pdf' });
  });
});

describe('the audit table', () => {
  it('refuses update, delete and truncate from the application’s own connection', async () => {
    const db = t.database.db;
    const count = async () => (await db.select({ id: auditEntries.id }).from(auditEntries)).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(db.update(auditEntries).set({ action: 'delete' })).rejects.toThrow();
    await expect(db.delete(auditEntries).where(eq(auditEntries.districtId, NAVIGLI))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    expect(await count()).toBe(before);
    // No route changes an entry either: the table's routes are GETs.
    expect(routes.filter((r) => r.url.startsWith('/api/v3/audit')).map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
  });
});

describe('reading the trail', () => {
  type Page = { data: AuditEntry[]; total: number; current_page: number; last_page: number };
  const read = async (qs: string, token = admin, district = NAVIGLI) => {
    const res = await api('GET', `/api/v3/audit?district_id=${district}&paginate=100&${qs}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  const inDb = (where = eq(auditEntries.districtId, NAVIGLI)) => t.database.db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.id));
  let manager: string;
  let auditor: string;
  let tagId: number;
  let auroraTag: number;
  let auroraCity: number;

  beforeAll(async () => {
    manager = await t.login('manager@borgo.test');
    // Someone who may read Borgo Navigli's trail, and no other district's.
    const db = t.database.db;
    const [role] = await db
      .insert(roles)
      .values({ name: 'Auditor', permissions: ['backend', 'audit_view'] })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ email: 'auditor@borgo.test', firstName: 'Aldo', lastName: 'Auditi', passwordHash: await passwordHash(ADMIN), dashboardDistrictId: NAVIGLI })
      .returning();
    await db.insert(userDistrictRoles).values({ userId: user.id, districtId: NAVIGLI, roleId: role.id });
    auditor = await t.login('auditor@borgo.test');
    // One tag of Borgo Navigli created, renamed and deleted; one tag and one city written from Vila Aurora.
    const made = await api('POST', '/api/v3/tags', { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'Zebrafinch' }] });
    tagId = dataId(made);
    await api('PUT', `/api/v3/tags/${tagId}`, { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'Zebrafinch club' }] });
    await api('DELETE', `/api/v3/tags/${tagId}?district_id=${NAVIGLI}`);
    auroraTag = dataId(await api('POST', '/api/v3/tags', { district_id: AURORA, translations: [{ locale: 'pt', name: 'Capivara' }] }));
    auroraCity = await city('Capivari', AURORA);
    await api('PUT', `/api/v3/cities/${auroraCity}`, { district_id: AURORA, name: 'Capivari do Sul', country_id: await italy() });
    // Someone of Vila Aurora only.
    const ana = await t.login('resident2.1@borgo.test');
    expect((await api('PUT', '/api/v3/profile', { first_name: 'Ana', last_name: 'Souza', phone: '+5511999990000' }, ana)).statusCode).toBe(200);
  });

  it('shows the admin the district’s entries, newest first, and only them', async () => {
    const all = await inDb();
    const first = await read('');
    expect(first.total).toBe(all.length);
    const shown: AuditEntry[] = [];
    for (let p = 1; p <= first.last_page; p++) shown.push(...(await read(`page=${p}`)).data);
    expect(shown.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(shown.every((e) => e.district_id === NAVIGLI)).toBe(true);
    // Newest first: by id, as written. An entry's time is when its statement began, so two writes
    // that overlap (a route's and a job's) may stand a few ms out of order; never more.
    const ids = shown.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const times = shown.map((e) => Date.parse(e.created_at));
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1], `entry ${ids[i]} after ${ids[i - 1]}`).toBeLessThan(250);
    // As the database holds it, in the contract's shape.
    const newest = all[0];
    expect(shown[0]).toEqual({
      id: newest.id,
      created_at: newest.createdAt.toISOString(),
      user_id: newest.userId,
      user_name: newest.userName,
      district_id: newest.districtId,
      entity: newest.entity,
      record_id: newest.recordId,
      action: newest.action,
      changes: newest.changes,
      ip: newest.ip,
      request_id: newest.requestId,
    });
    const pageTwo = await api('GET', `/api/v3/audit?district_id=${NAVIGLI}&paginate=5&page=2`);
    expect(pageTwo.json().data.data.map((e: AuditEntry) => e.id)).toEqual(all.slice(5, 10).map((e) => e.id));
  });

  it('refuses the manager, who does not hold audit_view (403), and a caller without a token (401)', async () => {
    const [entry] = await inDb();
    for (const url of ['/api/v3/audit', '/api/v3/audit/entities', '/api/v3/audit/users', `/api/v3/audit/${entry.id}`]) {
      const res = await api('GET', `${url}?district_id=${NAVIGLI}`, undefined, manager);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().missing, url).toEqual({ permission: ['audit_view'] });
      expect((await t.app.inject({ method: 'GET', url: `${url}?district_id=${NAVIGLI}` })).statusCode, url).toBe(401);
    }
  });

  it('never shows another district’s entries, whatever the filter', async () => {
    const aurora = await inDb(eq(auditEntries.districtId, AURORA));
    expect(aurora.length).toBeGreaterThan(2);
    const auroraIds = new Set(aurora.map((e) => e.id));
    const theirs = (page: Page) => page.data.filter((e) => auroraIds.has(e.id) || e.district_id !== NAVIGLI).map((e) => e.id);
    const filters = [
      '',
      'entity=tags',
      `entity=tags&record_id=${auroraTag}`,
      `record_id=${auroraCity}`,
      'entity=welcome_message',
      'query=Capivar',
      `user_id=${person(ADMIN).id}`,
      `user_id=${person('resident2.1@borgo.test').id}`,
    ];
    for (const qs of filters) expect(theirs(await read(qs)), qs).toEqual([]);
    // A city is every district's: its history holds its entries of the districts whose trail the
    // reader may read, and no other.
    for (const qs of [...filters, `entity=cities&record_id=${auroraCity}`]) expect(theirs(await read(qs, auditor)), `auditor: ${qs}`).toEqual([]);
    expect((await read(`entity=cities&record_id=${auroraCity}`, auditor)).total).toBe(0);
    const history = await read(`entity=cities&record_id=${auroraCity}`);
    expect(history.data.map((e) => [e.action, e.district_id])).toEqual([
      ['update', AURORA],
      ['create', AURORA],
    ]);
    // Seen from Vila Aurora, its entries are there.
    expect((await read(`entity=tags&record_id=${auroraTag}`, admin, AURORA)).data.map((e) => e.action)).toEqual(['create']);
  });

  it('reads one entry of the district; another district’s is 404', async () => {
    const [mine] = await inDb();
    const res = await api('GET', `/api/v3/audit/${mine.id}?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, district_id: NAVIGLI, entity: mine.entity, request_id: mine.requestId });
    const [theirs] = await inDb(eq(auditEntries.districtId, AURORA));
    expect((await api('GET', `/api/v3/audit/${theirs.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/v3/audit/${theirs.id}?district_id=${AURORA}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/v3/audit/999999?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it('filters by entity, record, user and action', async () => {
    const all = await inDb();
    const tags = await read('entity=tags');
    expect(tags.data.map((e) => e.id)).toEqual(all.filter((e) => e.entity === 'tags').map((e) => e.id));
    expect(tags.total).toBeGreaterThan(3);
    const one = await read(`entity=tags&record_id=${tagId}`);
    expect(one.data.map((e) => [e.action, e.record_id])).toEqual([
      ['delete', tagId],
      ['update', tagId],
      ['create', tagId],
    ]);
    expect(one.data[1].changes).toEqual({ 'name.en': { before: 'Zebrafinch', after: 'Zebrafinch club' } });
    const residentId = person(RESIDENT).id;
    const byResident = await read(`user_id=${residentId}`);
    expect(byResident.data.map((e) => e.id)).toEqual(all.filter((e) => e.userId === residentId).map((e) => e.id));
    expect(byResident.total).toBeGreaterThanOrEqual(2);
    const updates = await read('action=update');
    expect(updates.data.map((e) => e.id)).toEqual(all.filter((e) => e.action === 'update').map((e) => e.id));
    const both = await read(`entity=tags&action=update&user_id=${person(ADMIN).id}`);
    expect(both.data.every((e) => e.entity === 'tags' && e.action === 'update' && e.user_id === person(ADMIN).id)).toBe(true);
    expect(both.total).toBeGreaterThan(0);
    expect((await read('entity=nothing')).total).toBe(0);
    expect((await api('GET', `/api/v3/audit?district_id=${NAVIGLI}&action=sneeze`)).statusCode).toBe(422);
  });

  it('filters by period, both bounds inclusive, to the instant the entries show', async () => {
    const all = await inDb();
    const [created, renamed, deleted] = (await read(`entity=tags&record_id=${tagId}`)).data.reverse();
    const window = await read(`created_at_from=${encodeURIComponent(created.created_at)}&created_at_to=${encodeURIComponent(renamed.created_at)}`);
    const expected = all.filter((e) => e.createdAt.toISOString() >= created.created_at && e.createdAt.toISOString() <= renamed.created_at).map((e) => e.id);
    expect(window.data.map((e) => e.id)).toEqual(expected);
    expect(window.data.map((e) => e.id)).toEqual(expect.arrayContaining([created.id, renamed.id]));
    if (deleted.created_at > renamed.created_at) expect(window.data.map((e) => e.id)).not.toContain(deleted.id);
    const later = await read(`created_at_from=${encodeURIComponent(deleted.created_at)}`);
    expect(later.data.map((e) => e.id)).toEqual(all.filter((e) => e.createdAt.toISOString() >= deleted.created_at).map((e) => e.id));
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await read(`created_at_from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await read(`created_at_to=${encodeURIComponent('2000-01-01T00:00:00.000Z')}`)).total).toBe(0);
    // With an offset, as the console sends the local day's bounds.
    expect((await read(`created_at_from=${encodeURIComponent('2000-01-01T00:00:00+02:00')}`)).total).toBe(all.length);
    expect((await api('GET', `/api/v3/audit?district_id=${NAVIGLI}&created_at_from=yesterday`)).statusCode).toBe(422);
  });

  it('searches the changed values, names and actions', async () => {
    const found = await read('query=zebrafinch');
    expect(found.data.map((e) => [e.action, e.record_id])).toEqual([
      ['delete', tagId],
      ['update', tagId],
      ['create', tagId],
    ]);
    expect((await read('query=Capivar')).total).toBe(0);
    expect((await read(`query=${encodeURIComponent('Ada Ross')}`)).total).toBe(
      (await inDb(and(eq(auditEntries.districtId, NAVIGLI), eq(auditEntries.userName, 'Ada Rossi')))).length,
    );
    // LIKE's wildcards are plain characters.
    expect((await read(`query=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('lists the entities and the people the district’s entries name', async () => {
    const all = await inDb();
    const entities = (await api('GET', `/api/v3/audit/entities?district_id=${NAVIGLI}`)).json().data as { id: string; name: string }[];
    expect(entities.map((e) => e.id)).toEqual([...new Set(all.map((e) => e.entity))].sort());
    expect(entities.map((e) => e.id)).not.toContain('welcome_message');
    const listed = (await api('GET', `/api/v3/audit/users?district_id=${NAVIGLI}`)).json().data as { id: number; name: string }[];
    const ids = [...new Set(all.map((e) => e.userId).filter((id): id is number => id !== null))];
    expect(listed.map((u) => u.id).sort()).toEqual(ids.sort());
    expect(listed).toContainEqual({ id: person(ADMIN).id, name: 'Ada Rossi' });
    expect(listed.map((u) => u.name)).toEqual([...listed.map((u) => u.name)].sort((a, b) => a.localeCompare(b)));
    // Nobody only Vila Aurora's entries name.
    expect(listed.map((u) => u.id)).not.toContain(person('resident2.1@borgo.test').id);
  });
});
