import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntries, exportRequests, posts } from '../../server/db/schema';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let manager: string;
let gate: string;
beforeAll(async () => {
  t = await createTestApp();
  [manager, gate] = await Promise.all([t.login('manager@borgo.test'), t.login('gate@borgo.test')]);
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const send = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v3/exported_api_documents/send_request', headers: bearer(token), payload: { district_id: NAVIGLI, ...body } });

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

  it('need the permission of the list they export', async () => {
    expect((await send(gate, { target: 'posts', date_start: day(-5), date_end: day(-1) })).statusCode).toBe(403);
    const res = await send(manager, { target: 'visitors', date_start: day(-5), date_end: day(-1) });
    expect(res.statusCode).toBe(403);
    expect(res.json().missing).toEqual({ permission: 'visitors_view' });
  });

  it('run in the background, announce the file to the requester, and say when a period is empty', async () => {
    const emit = vi.spyOn(t.app.live, 'emit');
    const empty = await send(gate, { target: 'visitors', date_start: day(-20), date_end: day(-10) });
    expect(empty.statusCode).toBe(202);
    // Ten posts moved back in time, so the period has data.
    const some = await t.database.db.select({ id: posts.id }).from(posts).where(eq(posts.districtId, NAVIGLI)).limit(10);
    for (const p of some)
      await t.database.db
        .update(posts)
        .set({ createdAt: new Date(Date.now() - 5 * 86_400_000) })
        .where(eq(posts.id, p.id));
    expect((await send(manager, { target: 'posts', date_start: day(-7), date_end: day(-1) })).statusCode).toBe(202);
    await t.app.exportWorker.drain();
    const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) })).json().data.id;
    expect(emit).toHaveBeenCalledWith(
      `user.${await me(gate)}.exports`,
      'export.completed',
      expect.objectContaining({ status: 'empty', permission: 'visitors_view', file_url: '' }),
    );
    const managerRoom = `user.${await me(manager)}.exports`;
    const done = emit.mock.calls.find((c) => c[0] === managerRoom)!;
    expect(done[2]).toMatchObject({ status: 'completed', permission: 'export_view', file_name: expect.stringMatching(/^posts_.*\.xlsx$/) });
    const url = (done[2] as { file_url: string }).file_url;
    expect(url).toMatch(/^\/api\/v3\/exports\/\d+\/file$/);
    const file = await t.app.inject({ method: 'GET', url: `${url}?district_id=${NAVIGLI}`, headers: bearer(manager) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="posts_.*\.xlsx"$/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    emit.mockRestore();
  });

  it('are private files: downloaded by the requester or a holder of exported_iot_documents_view, and each download is recorded', async () => {
    const admin = await t.login('admin@borgo.test');
    const list = (await t.app.inject({ method: 'GET', url: `/api/v3/exports?district_id=${NAVIGLI}`, headers: bearer(admin) })).json().data.data;
    const done = list.find((r: { status: string }) => r.status === 'completed') as { id: number; file_url: string };
    const get = (token: string | null, district = NAVIGLI) =>
      t.app.inject({ method: 'GET', url: `${done.file_url}?district_id=${district}`, headers: token ? bearer(token) : {} });
    // The gate keeper did not ask for it and cannot see the district's exports; nobody without a token.
    expect((await get(gate)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    // Another district's id: as if it did not exist.
    expect((await get(admin, NAVIGLI + 1)).statusCode).toBe(404);
    const stored = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'export_download'));
    const before = stored.length;
    const ok = await get(admin);
    expect(ok.statusCode).toBe(200);
    const after = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'export_download'));
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ entity: 'exports', recordId: done.id, districtId: NAVIGLI, userName: 'Ada Rossi' });
  });

  it('are never served by the public file route', async () => {
    const [row] = await t.database.db.select({ storedName: exportRequests.storedName }).from(exportRequests).where(isNotNull(exportRequests.storedName));
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/files/${row.storedName}` })).statusCode).toBe(404);
  });

  it('are listed for holders of exported_iot_documents_view', async () => {
    const admin = await t.login('admin@borgo.test');
    const list = await t.app.inject({ method: 'GET', url: `/api/v3/exports?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(
      list
        .json()
        .data.data.map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(['completed', 'empty']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/exports?district_id=${NAVIGLI}`, headers: bearer(manager) })).statusCode).toBe(403);
  });
});
