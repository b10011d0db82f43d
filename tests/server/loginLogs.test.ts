import ExcelJS from 'exceljs';
import { and, eq, exists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginLog } from '../../resources/login_logs/schema';
import { exportRequests, loginLogs, userDistrictRoles, users } from '../../server/db/schema';
import { addDays, formatDateTime, instantOfDay, toServerDate, wallClockIn } from '../../src/lib/dates';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * settings/logs (issue 17): the district's logins, read-only, with the contract's filters, search
 * and sort, and their Excel export. The demo seed leaves two weeks of them (resources/login_logs/seed.ts).
 */
let t: TestContext;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
  manager = await t.login('manager@borgo.test');
  // An attempt on an e-mail no account has: it belongs to no district.
  await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: 'stranger@borgo.test', password: 'whatever-1' } });
});
afterAll(() => t.close());

type Page = { data: LoginLog[]; total: number; current_page: number; last_page: number };

const get = (url: string, token: string | null = admin) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
async function read(qs = '', district = NAVIGLI): Promise<Page> {
  const query = new URLSearchParams({ district_id: String(district), paginate: '100' });
  for (const [k, v] of new URLSearchParams(qs)) query.set(k, v);
  const res = await get(`/api/v3/login_logs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}

/** Every row of the district as the database holds it: attempts on accounts with a role there, newest first. */
async function inDb(district = NAVIGLI) {
  const db = t.database.db;
  const rows = await db
    .select({ id: loginLogs.id, email: loginLogs.email, success: loginLogs.success, createdAt: loginLogs.createdAt, userId: loginLogs.userId })
    .from(loginLogs)
    .where(
      exists(
        db
          .select({ one: userDistrictRoles.userId })
          .from(userDistrictRoles)
          .where(and(eq(userDistrictRoles.userId, loginLogs.userId), eq(userDistrictRoles.districtId, district))),
      ),
    );
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

const ids = (page: Page) => page.data.map((r) => r.id);
const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const at = (d: Date) => encodeURIComponent(d.toISOString());

describe('the login log', () => {
  it("lists the district's attempts newest first, with the account's name, as the database holds them", async () => {
    const all = await inDb();
    // The seed's two weeks, and this file's own logins.
    expect(all.length).toBeGreaterThan(30);
    const page = await read();
    expect(page.total).toBe(all.length);
    expect(ids(page)).toEqual(all.slice(0, 100).map((r) => r.id));
    expect(ids(await read('paginate=5&page=2'))).toEqual(all.slice(5, 10).map((r) => r.id));
    // This file's sign-in of the manager is the newest, from here, with the account's name.
    const marco = await userId('manager@borgo.test');
    expect(page.data[0]).toMatchObject({
      email: 'manager@borgo.test',
      success: true,
      ip: '127.0.0.1',
      user_id: marco,
      user: { id: marco, full_name: 'Marco Bianchi' },
    });
    // The seed's refusals are there, with the browsers of today.
    expect(page.data.filter((r) => !r.success).length).toBeGreaterThan(3);
    expect(page.data.some((r) => r.user_agent?.includes('Firefox/127.0'))).toBe(true);
  });

  it("never lists another district's people, nor an e-mail no account has", async () => {
    const emails = new Set((await read()).data.map((r) => r.email));
    // Bruna Lima works in Vila Aurora only; the residents live in one district each.
    for (const theirs of ['escritorio@borgo.test', 'resident3.1@borgo.test', 'resident2.1@borgo.test', 'stranger@borgo.test']) {
      expect(emails.has(theirs), theirs).toBe(false);
      expect((await read(`query=${encodeURIComponent(theirs)}`)).total, theirs).toBe(0);
    }
    expect((await read(`user_id=${await userId('escritorio@borgo.test')}`)).total).toBe(0);
    // Seen from Vila Aurora, its people are there, and the admin who works in both.
    const aurora = await read('', AURORA);
    expect(aurora.total).toBe((await inDb(AURORA)).length);
    expect(new Set(aurora.data.map((r) => r.email))).toEqual(new Set(['admin@borgo.test', 'escritorio@borgo.test', 'resident2.1@borgo.test']));
    // The stranger's attempt is logged all the same, for the login limits.
    const [stranger] = await t.database.db.select().from(loginLogs).where(eq(loginLogs.email, 'stranger@borgo.test'));
    expect(stranger).toMatchObject({ success: false, userId: null });
  });

  it('filters by outcome, user and period', async () => {
    const all = await inDb();
    const failed = await read('outcome=failure');
    expect(ids(failed)).toEqual(all.filter((r) => !r.success).map((r) => r.id));
    expect(failed.total).toBeGreaterThan(3);
    const succeeded = await read('outcome=success');
    expect(ids(succeeded)).toEqual(all.filter((r) => r.success).map((r) => r.id));

    const marco = await userId('manager@borgo.test');
    expect(ids(await read(`user_id=${marco}`))).toEqual(all.filter((r) => r.userId === marco).map((r) => r.id));
    // A script's four guesses at his password.
    expect((await read(`user_id=${marco}&outcome=failure`)).data.map((r) => [r.ip, r.user_agent])).toEqual(
      Array.from({ length: 4 }, () => ['192.0.2.201', 'python-requests/2.32.3']),
    );

    // Both bounds inclusive, to the instant the rows show.
    const [newer, older] = [all[3], all[8]];
    const window = await read(`created_at_from=${at(older.createdAt)}&created_at_to=${at(newer.createdAt)}`);
    expect(ids(window)).toEqual(all.slice(3, 9).map((r) => r.id));
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const lastWeek = await read(`created_at_from=${at(weekAgo)}&outcome=failure`);
    expect(ids(lastWeek)).toEqual(all.filter((r) => r.createdAt >= weekAgo && !r.success).map((r) => r.id));
    expect(lastWeek.total).toBeGreaterThan(0);
    expect((await read(`created_at_from=${at(new Date(Date.now() + 3_600_000))}`)).total).toBe(0);
    // With an offset, as the console sends the local day's bounds.
    expect((await read(`created_at_to=${encodeURIComponent('2000-01-01T00:00:00+02:00')}`)).total).toBe(0);

    for (const bad of ['outcome=maybe', 'created_at_from=yesterday', 'user_id=abc']) {
      const res = await get(`/api/v3/login_logs?district_id=${NAVIGLI}&${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
  });

  it("searches the e-mail, the account's name, the IP and the browser", async () => {
    const all = await inDb();
    const byEmail = await read(`query=${encodeURIComponent(' OFFICE@borgo ')}`);
    expect(ids(byEmail)).toEqual(all.filter((r) => r.email === 'office@borgo.test').map((r) => r.id));
    expect(byEmail.total).toBeGreaterThan(3);
    const byName = await read(`query=${encodeURIComponent('marco bianchi')}`);
    expect(new Set(byName.data.map((r) => r.email))).toEqual(new Set(['manager@borgo.test']));
    expect((await read(`query=${encodeURIComponent('192.0.2.201')}`)).total).toBe(4);
    const byAgent = await read('query=iPhone');
    expect(byAgent.total).toBeGreaterThan(0);
    expect(byAgent.data.every((r) => r.user_agent?.includes('iPhone'))).toBe(true);
    // LIKE's wildcards are plain characters.
    expect((await read(`query=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await read(`query=${encodeURIComponent('OS 17_5')}`)).total).toBeGreaterThan(0);
    expect((await read(`query=${encodeURIComponent('OS_17')}`)).total).toBe(0);
  });

  it('sorts by the contract’s columns, and refuses any other with a 422', async () => {
    const all = await inDb();
    const emails = (await read('order_by=email&sort_by=asc')).data.map((r) => r.email);
    expect(emails).toEqual([...emails].sort());
    expect(new Set(emails).size).toBeGreaterThan(3);
    const down = (await read('order_by=email&sort_by=desc')).data.map((r) => r.email);
    expect(down).toEqual([...emails].reverse());
    expect(ids(await read('order_by=created_at&sort_by=asc&paginate=3'))).toEqual(
      all
        .slice(-3)
        .reverse()
        .map((r) => r.id),
    );
    const names = (await read('order_by=user&sort_by=asc')).data.map((r) => r.user?.full_name ?? '');
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBeGreaterThan(2);
    const outcomes = (await read('order_by=success&sort_by=asc')).data.map((r) => r.success);
    expect(outcomes).toEqual([...outcomes].sort((a, b) => Number(a) - Number(b)));
    expect(outcomes[0]).toBe(false);
    // An empty order_by is the default order.
    expect(ids(await read('order_by='))).toEqual(ids(await read()));
    for (const field of ['password_hash', 'user_agent', '__proto__', 'constructor']) {
      const res = await get(`/api/v3/login_logs?district_id=${NAVIGLI}&order_by=${field}`);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors, field).toEqual({ order_by: ['Validations.FieldInvalid'] });
    }
  });

  it('lists the people of its user filter: the district’s, by name', async () => {
    const res = await get(`/api/v3/login_logs/users?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(200);
    const people = res.json().data as { id: number; name: string }[];
    const expected = [...new Set((await inDb()).map((r) => r.userId))];
    expect(people.map((p) => p.id).sort()).toEqual(expected.sort());
    expect(people).toContainEqual({ id: await userId('manager@borgo.test'), name: 'Marco Bianchi' });
    expect(people.map((p) => p.name)).toEqual([...people.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    expect(people.map((p) => p.id)).not.toContain(await userId('escritorio@borgo.test'));
  });

  it('refuses a caller without a token (401) and the manager, who does not hold login_log_view (403)', async () => {
    for (const url of ['/api/v3/login_logs', '/api/v3/login_logs/users']) {
      expect((await get(`${url}?district_id=${NAVIGLI}`, null)).statusCode, url).toBe(401);
      const res = await get(`${url}?district_id=${NAVIGLI}`, manager);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().missing, url).toEqual({ permission: ['login_log_view'] });
    }
    // Nor a district where the caller holds no role.
    const office = await t.login('office@borgo.test');
    expect((await get(`/api/v3/login_logs?district_id=${AURORA}`, office)).statusCode).toBe(403);
  });
});

/** The rows of a workbook's first sheet, header first, as plain values. */
async function sheetRows(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the login log export', () => {
  const ROME = 'Europe/Rome';
  const send = (token: string, body: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/exported_api_documents/send_request',
      headers: { ...bearer(token), 'accept-language': language },
      payload: { district_id: NAVIGLI, target: 'login_logs', ...body },
    });
  /** Today and a week before, on Borgo Navigli's clock. */
  const today = toServerDate(wallClockIn(new Date(), ROME));
  const weekBefore = addDays(today, -7);
  const job = async (id: number) => (await t.database.db.select().from(exportRequests).where(eq(exportRequests.id, id)))[0];

  it('is for holders of login_log_view, and its period may run up to today', async () => {
    const refused = await send(manager, { date_start: weekBefore, date_end: today });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing).toEqual({ permission: 'login_log_view' });
    const reversed = await send(admin, { date_start: today, date_end: weekBefore });
    expect(reversed.json().errors).toEqual({ date_end: ['Validations.DateEndNotEqualPastStart'] });
  });

  it('writes the period’s attempts of the district, oldest first, in the district’s time and the requester’s language', async () => {
    const asked = await send(admin, { date_start: weekBefore, date_end: today }, 'it-IT');
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.exportWorker.drain();
    const done = await job(asked.json().data.id);
    expect(done).toMatchObject({ status: 'completed', fileName: `accessi_${weekBefore}_${today}.xlsx` });
    const rows = await sheetRows((await t.app.storage.read(done.storedName!))!);
    expect(rows[0]).toEqual(['Ora', 'Utente', 'E-mail', 'Esito', 'Indirizzo IP', 'Browser']);

    const from = instantOfDay(weekBefore, '00:00', ROME);
    const to = instantOfDay(addDays(today, 1), '00:00', ROME);
    const expected = (await inDb()).filter((r) => r.createdAt >= from && r.createdAt < to).reverse();
    expect(expected.length).toBeGreaterThan(10);
    expect(rows.slice(1).map((r) => r[2])).toEqual(expected.map((r) => r.email));
    expect(rows.slice(1).map((r) => r[3])).toEqual(expected.map((r) => (r.success ? 'Riuscito' : 'Fallito')));
    const [first] = await t.database.db.select().from(loginLogs).where(eq(loginLogs.id, expected[0].id));
    const [name] = await t.database.db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, first.userId!));
    expect(rows[1]).toEqual([
      formatDateTime(first.createdAt.toISOString(), 'YYYY-MM-DD', { seconds: true, timeZone: ROME }),
      `${name.first} ${name.last}`,
      first.email,
      first.success ? 'Riuscito' : 'Fallito',
      first.ip,
      first.userAgent,
    ]);
    // Today's own sign-ins are in it; another district's people are not.
    expect(rows.slice(1).some((r) => r[4] === '127.0.0.1')).toBe(true);
    expect(rows.slice(1).map((r) => r[2])).not.toContain('escritorio@borgo.test');
  });

  it('says when a period had no login', async () => {
    const asked = await send(admin, { date_start: addDays(today, -200), date_end: addDays(today, -190) });
    expect(asked.statusCode).toBe(202);
    await t.app.exportWorker.drain();
    expect(await job(asked.json().data.id)).toMatchObject({ status: 'empty', storedName: null });
  });
});
