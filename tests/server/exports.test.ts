import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, asc, count, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntries, exportRequests, postTranslations, posts, users } from '../../server/db/schema';
import { createPruneJob } from '../../server/jobs/prune';
import { translate } from '../../server/lib/i18n';
import { instantOf } from '../../src/lib/dates';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

let t: TestContext;
let manager: string;
let gate: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [manager, gate, admin] = await Promise.all([t.login('manager@borgo.test'), t.login('gate@borgo.test'), t.login('admin@borgo.test')]);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const day = navigliDay;
const send = (token: string, body: object, district = NAVIGLI) =>
  t.app.inject({ method: 'POST', url: '/api/v3/exported_api_documents/send_request', headers: bearer(token), payload: { district_id: district, ...body } });
const list = async (token: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v3/exports?district_id=${NAVIGLI}${query}`, headers: bearer(token) })).json().data;
const download = (token: string | null, url: string, district = NAVIGLI) =>
  t.app.inject({ method: 'GET', url: `${url}?district_id=${district}`, headers: token ? bearer(token) : {} });
/** Where a day begins in Milan (Borgo Navigli's clock): an export's period is the district's days. */
const romeDay = (d: string) => instantOf(new Date(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))), 'Europe/Rome');
const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

/** The rows of a workbook's first sheet, header first, as plain values. */
async function sheetRows(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A finished export of NAVIGLI with a real file, available until `until`. */
async function storedExport(until: Date, email = 'manager@borgo.test') {
  const storedName = await t.app.storage.save(Buffer.from('PK\u0003\u0004 workbook'), 'xlsx');
  const [row] = await t.database.db
    .insert(exportRequests)
    .values({
      districtId: NAVIGLI,
      userId: await userId(email),
      target: 'posts',
      dateStart: day(-9),
      dateEnd: day(-2),
      status: 'completed',
      fileName: 'posts.xlsx',
      storedName,
      availableUntil: until,
      finishedAt: new Date(),
    })
    .returning({ id: exportRequests.id });
  return { id: row.id, storedName, url: `/api/v3/exported_api_documents/${row.id}/file` };
}

describe('export requests', () => {
  it('check the period like the dialog does', async () => {
    const reversed = await send(manager, { target: 'posts', date_start: day(-3), date_end: day(-5) });
    expect(reversed.json().errors).toEqual({ date_end: ['Validations.DateEndNotEqualPastStart'] });
    const long = await send(manager, { target: 'posts', date_start: day(-400), date_end: day(-2) });
    expect(long.json().errors).toEqual({ date_end: ['Validations.PeriodTooLong'] });
    const today = await send(manager, { target: 'posts', date_start: day(-3), date_end: day(0) });
    expect(today.json().errors).toEqual({ date_end: ['Validations.DateNotBeforeToday'] });
    const invalid = await send(manager, { target: 'posts', date_start: '2026-02-31', date_end: day(-1) });
    expect(invalid.json().errors).toEqual({ date_start: ['Validations.DateInvalid'] });
  });

  it("end before the district's today, not the server's", async () => {
    // 02:30 UTC on 29 November is still the 28th in São Paulo: Vila Aurora's today, its 27th yesterday.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T02:30:00Z') });
    try {
      const token = await t.login('admin@borgo.test');
      const today = await send(token, { target: 'posts', date_start: '2026-11-20', date_end: '2026-11-28' }, AURORA);
      expect(today.json().errors).toEqual({ date_end: ['Validations.DateNotBeforeToday'] });
      const yesterday = await send(token, { target: 'posts', date_start: '2026-11-20', date_end: '2026-11-27' }, AURORA);
      expect(yesterday.statusCode, yesterday.body).toBe(202);
    } finally {
      vi.useRealTimers();
    }
    await t.app.exportWorker.drain();
  });

  it('need the permission of the list they export', async () => {
    expect((await send(gate, { target: 'posts', date_start: day(-5), date_end: day(-1) })).statusCode).toBe(403);
    const res = await send(manager, { target: 'visitors', date_start: day(-5), date_end: day(-1) });
    expect(res.statusCode).toBe(403);
    expect(res.json().missing).toEqual({ permission: 'visitors_view' });
  });

  it('are queued, run in the background, announce the file to the requester, and say when a period is empty', async () => {
    const emit = vi.spyOn(t.app.live, 'emit');
    const empty = await send(gate, { target: 'visitors', date_start: day(-20), date_end: day(-10), purpose: 'security_incident' });
    expect(empty.statusCode).toBe(202);
    expect(empty.json().data.status).toBe('queued');
    const asked = await send(manager, { target: 'posts', date_start: day(-7), date_end: day(-1) });
    expect(asked.statusCode).toBe(202);
    await t.app.exportWorker.drain();
    const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) })).json().data.id;
    expect(emit).toHaveBeenCalledWith(
      `user.${await me(gate)}.exports`,
      'export.completed',
      expect.objectContaining({ status: 'empty', permission: 'visitors_view', file_url: '' }),
    );
    // An empty export leaves no file behind.
    const [emptyRow] = await t.database.db.select().from(exportRequests).where(eq(exportRequests.id, empty.json().data.id));
    expect(emptyRow).toMatchObject({ status: 'empty', storedName: null });
    const managerRoom = `user.${await me(manager)}.exports`;
    const done = emit.mock.calls.find((c) => c[0] === managerRoom)!;
    expect(done[2]).toMatchObject({ status: 'completed', permission: 'export_view', file_name: `posts_${day(-7)}_${day(-1)}.xlsx` });
    const url = (done[2] as { file_url: string }).file_url;
    expect(url).toMatch(/^\/api\/v3\/exported_api_documents\/\d+\/file$/);
    const file = await download(manager, url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="posts_.*\.xlsx"$/);
    expect(file.headers['cache-control']).toBe('private, no-store');

    // The workbook holds the period's posts, one row per post and language, under a bold header.
    const rows = await sheetRows(file.rawPayload);
    expect(rows[0]).toEqual(['ID', 'Title', 'Language', 'Category', 'Status', 'Author', 'Date']);
    const expected = await t.database.db
      .select({ id: posts.id, title: postTranslations.title })
      .from(posts)
      .innerJoin(postTranslations, eq(postTranslations.postId, posts.id))
      .where(and(eq(posts.districtId, NAVIGLI), gte(posts.createdAt, romeDay(day(-7))), lt(posts.createdAt, romeDay(day(0)))))
      .orderBy(posts.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(expected.map((p) => [p.id, p.title]));
    emit.mockRestore();
  });

  it('stream many rows, read batch by batch, into one workbook', async () => {
    // 2,345 posts of Aurora in one past week: several batches of 1,000.
    const [author] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@borgo.test'));
    const when = new Date(Date.now() - 40 * DAY);
    const made: number[] = [];
    for (let i = 0; i < 2345; i += 500) {
      const chunk = await t.database.db
        .insert(posts)
        .values(Array.from({ length: Math.min(500, 2345 - i) }, () => ({ districtId: AURORA, authorId: author.id, type: 'offer' as const, createdAt: when })))
        .returning({ id: posts.id });
      made.push(...chunk.map((p) => p.id));
      await t.database.db.insert(postTranslations).values(chunk.map((p) => ({ postId: p.id, locale: 'en', title: `Bulk ${p.id}`, description: 'x' })));
    }
    const [{ id }] = await t.database.db
      .insert(exportRequests)
      .values({ districtId: AURORA, userId: author.id, target: 'posts', dateStart: day(-41), dateEnd: day(-39) })
      .returning({ id: exportRequests.id });
    await t.app.exportWorker.drain();
    const [row] = await t.database.db.select().from(exportRequests).where(eq(exportRequests.id, id));
    expect(row.status).toBe('completed');
    const rows = await sheetRows((await t.app.storage.read(row.storedName!))!);
    expect(rows).toHaveLength(2346);
    expect(rows.slice(1).map((r) => r[0])).toEqual(made);
    expect(rows[2345][1]).toBe(`Bulk ${made.at(-1)}`);
    await t.database.db.delete(posts).where(inArray(posts.id, made));
  });

  it('are private files: downloaded by the requester or a holder of exported_iot_documents_view, and each download is recorded', async () => {
    const done = (await list(admin, '&scope=all')).data.find((r: { status: string }) => r.status === 'completed') as { id: number; file_url: string };
    // The gate keeper did not ask for it and cannot see the district's exports; nobody without a token.
    expect((await download(gate, done.file_url)).statusCode).toBe(403);
    expect((await download(null, done.file_url)).statusCode).toBe(401);
    // Another district's id: as if it did not exist.
    expect((await download(admin, done.file_url, NAVIGLI + 1)).statusCode).toBe(404);
    const before = (await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'export_download'))).length;
    expect((await download(admin, done.file_url)).statusCode).toBe(200);
    // By id: without an order PostgreSQL may return a table's rows in any order.
    const after = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'export_download')).orderBy(asc(auditEntries.id));
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ entity: 'exports', recordId: done.id, districtId: NAVIGLI, userName: 'Ada Rossi' });
  });

  it('are never served by the public file route', async () => {
    const [row] = await t.database.db.select({ storedName: exportRequests.storedName }).from(exportRequests).where(isNotNull(exportRequests.storedName));
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/files/${row.storedName}` })).statusCode).toBe(404);
  });

  it('answer 410 once past their date, privately', async () => {
    const old = await storedExport(new Date(Date.now() - 1000));
    const res = await download(manager, old.url);
    expect(res.statusCode).toBe(410);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ success: false });
    // A request that never finished has no file yet: 404, not 410.
    const [pending] = await t.database.db
      .insert(exportRequests)
      .values({ districtId: NAVIGLI, userId: await userId('manager@borgo.test'), target: 'posts', dateStart: day(-3), dateEnd: day(-2), status: 'running' })
      .returning({ id: exportRequests.id });
    expect((await download(manager, `/api/v3/exported_api_documents/${pending.id}/file`)).statusCode).toBe(404);
    await t.database.db.delete(exportRequests).where(inArray(exportRequests.id, [old.id, pending.id]));
  });
});

describe('the exports list', () => {
  it('is for holders of exported_iot_documents_view: their own requests first, everyone’s on the "all" tab', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/exports?district_id=${NAVIGLI}`, headers: bearer(manager) })).statusCode).toBe(403);
    expect((await list(admin)).data).toEqual([]);
    const all = await list(admin, '&scope=all');
    expect(all.data.map((r: { status: string }) => r.status).sort()).toEqual(['completed', 'empty']);
    expect(all.data.map((r: { user_name: string }) => r.user_name).sort()).toEqual(['Gino Verdi', 'Marco Bianchi']);
    // Newest first.
    const ids = all.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all).toMatchObject({ current_page: 1, per_page: 20, total: 2 });
  });

  it('says queued, running, completed, empty, failed or expired', async () => {
    const adminId = await userId('admin@borgo.test');
    const base = { districtId: NAVIGLI, userId: adminId, target: 'posts' as const, dateStart: day(-9), dateEnd: day(-2) };
    const made = await t.database.db
      .insert(exportRequests)
      .values([
        { ...base, status: 'pending' },
        { ...base, status: 'running' },
        { ...base, status: 'failed' },
        { ...base, status: 'completed', storedName: 'a'.repeat(32) + '.xlsx', availableUntil: new Date(Date.now() - DAY) },
        { ...base, status: 'completed', storedName: 'b'.repeat(32) + '.xlsx', availableUntil: new Date(Date.now() + DAY) },
      ])
      .returning({ id: exportRequests.id });
    const mine = (await list(admin)).data as { id: number; status: string; file_url: string | null }[];
    expect(mine.map((r) => [r.status, r.file_url !== null])).toEqual([
      ['completed', true],
      ['expired', false],
      ['failed', false],
      ['running', false],
      ['queued', false],
    ]);
    await t.database.db.delete(exportRequests).where(
      inArray(
        exportRequests.id,
        made.map((r) => r.id),
      ),
    );
  });

  it('refuses what it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/exports?district_id=${NAVIGLI}&scope=others`, headers: bearer(admin) });
    expect(res.statusCode).toBe(422);
  });
});

describe('pruning', () => {
  it('deletes the files of expired exports only, and their requests stay as expired', async () => {
    const expired = await storedExport(new Date(Date.now() - DAY));
    const live = await storedExport(new Date(Date.now() + DAY));
    const onDisk = (name: string) => existsSync(join(t.config.uploadDir, name));
    expect(onDisk(expired.storedName) && onDisk(live.storedName)).toBe(true);
    const log = { info: () => undefined, debug: () => undefined, warn: () => undefined, error: () => undefined };
    const job = createPruneJob({ db: t.database.db, pool: t.database.pool, storage: t.app.storage, config: t.config, log });
    const counts = await job.runOnce();
    expect(counts?.expiredExports).toBe(1);
    expect(onDisk(expired.storedName)).toBe(false);
    expect(onDisk(live.storedName)).toBe(true);
    const [gone] = await t.database.db.select().from(exportRequests).where(eq(exportRequests.id, expired.id));
    expect(gone).toMatchObject({ status: 'completed', storedName: null });
    expect((await download(manager, expired.url)).statusCode).toBe(410);
    expect((await download(manager, live.url)).statusCode).toBe(200);
    const [{ n }] = await t.database.db.select({ n: count() }).from(exportRequests).where(eq(exportRequests.id, expired.id));
    expect(n).toBe(1);
    expect((await job.runOnce())?.expiredExports).toBe(0);
  });
});

// Last: its request would show in the lists' counts above.
describe('a workbook', () => {
  it('speak the language of whoever asked for them', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v3/exported_api_documents/send_request',
      headers: { ...bearer(manager), 'accept-language': 'it' },
      payload: { district_id: NAVIGLI, target: 'posts', date_start: day(-7), date_end: day(-1) },
    });
    expect(asked.statusCode).toBe(202);
    await t.app.exportWorker.drain();
    const file = await download(manager, `/api/v3/exported_api_documents/${asked.json().data.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="post_${day(-7)}_${day(-1)}.xlsx"`);
    const [header] = await sheetRows(file.rawPayload);
    expect(header).toEqual([
      'ID',
      translate('it', 'Report.Title'),
      translate('it', 'Report.Language'),
      translate('it', 'Report.Category'),
      translate('it', 'Report.Status'),
      translate('it', 'Report.Author'),
      translate('it', 'Report.Date'),
    ]);
    expect(header[1]).not.toBe('Title');
  });
});
