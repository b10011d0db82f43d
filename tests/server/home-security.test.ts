import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sosCalls, users } from '../../server/db/schema';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

interface Sos {
  id: number;
  location: string | null;
  created_at: string;
  handled_at: string | null;
  handling_notes: string | null;
  status: 'call' | 'handled';
  user: { id: number; full_name: string; phone: string | null } | null;
  handled_by: { id: number; full_name: string } | null;
}
const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (qs = '', districtId = NAVIGLI) => (await call('GET', `/api/v3/security?district_id=${districtId}${qs}`)).json().data.data as Sos[];
const handle = (id: number, payload: object = {}) => call('POST', `/api/v3/security/${id}/handle`, { district_id: NAVIGLI, ...payload });

describe('security list', () => {
  it('starts on "calls" (not handled), newest first, with who, where and when', async () => {
    const calls = await list();
    expect(calls.length).toBe(5);
    expect(calls.every((c) => c.handled_at === null && c.status === 'call' && c.handled_by === null)).toBe(true);
    const times = calls.map((c) => c.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(calls[0].user).toMatchObject({
      full_name: expect.stringMatching(/^(Chiara Ferri|Matteo Galli|Sara Rinaldi|Davide Marino|Elena Costa|Tommaso Fontana)$/),
      phone: '+390212345678',
    });
    expect(calls[0].location).toMatch(/^Tower/);
    const handled = await list('&tab=handled');
    expect(handled.length).toBe(2);
    expect(handled.every((c) => c.handled_at && c.handled_by?.full_name === 'Ada Rossi' && c.handling_notes)).toBe(true);
    expect(await list('&tab=all')).toHaveLength(7);
    expect((await call('GET', `/api/v3/security?district_id=${NAVIGLI}&tab=open`)).statusCode).toBe(422);
  });

  it('searches and sorts on request', async () => {
    const lift = await list('&tab=all&query=lift');
    expect(lift).toHaveLength(1);
    const asc = (await list('&tab=all&order_by=created_at&sort_by=asc')).map((c) => c.created_at);
    expect(asc).toEqual([...asc].sort());
    expect((await call('GET', `/api/v3/security?district_id=${NAVIGLI}&order_by=phone`)).statusCode).toBe(422);
  });

  it('keeps a call whose caller was deleted, with no one as caller', async () => {
    const [row] = await t.database.db.insert(sosCalls).values({ districtId: NAVIGLI, userId: null, location: 'Gate 2' }).returning();
    const res = await call('GET', `/api/v3/security/${row.id}?district_id=${NAVIGLI}`);
    expect(res.json().data).toMatchObject({ id: row.id, user: null, location: 'Gate 2', status: 'call' });
    await t.database.db.delete(sosCalls).where(eq(sosCalls.id, row.id));
  });

  it('refuses the manager and the gate keeper (403); another district’s id is 404', async () => {
    const [first] = await list();
    for (const email of ['manager@borgo.test', 'gate@borgo.test']) {
      const token = await t.login(email);
      expect((await call('GET', `/api/v3/security?district_id=${NAVIGLI}`, undefined, token)).statusCode).toBe(403);
      expect((await call('POST', `/api/v3/security/${first.id}/handle`, { district_id: NAVIGLI }, token)).statusCode).toBe(403);
    }
    const [other] = await list('', AURORA);
    expect((await call('GET', `/api/v3/security/${other.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await handle(other.id)).statusCode).toBe(404);
    expect((await list('', AURORA)).map((c) => c.id)).toContain(other.id);
  });
});

describe('handling a call', () => {
  it('records who handled it, when and how; a second handling is 409', async () => {
    const [first] = await list();
    const res = await handle(first.id, { handling_notes: '  Guard sent to the flat.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: first.id,
      status: 'handled',
      handling_notes: 'Guard sent to the flat.',
      handled_at: expect.any(String),
      handled_by: { full_name: 'Ada Rossi' },
    });
    expect((await list()).map((c) => c.id)).not.toContain(first.id);
    expect((await list('&tab=handled')).map((c) => c.id)).toContain(first.id);
    const again = await handle(first.id, { handling_notes: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, handled_at: res.json().data.handled_at });
    const detail = (await call('GET', `/api/v3/security/${first.id}?district_id=${NAVIGLI}`)).json().data;
    expect(detail.handling_notes).toBe('Guard sent to the flat.');
  });

  it('takes notes up to 1000 characters, or none', async () => {
    const [a, b] = await list();
    const long = await handle(a.id, { handling_notes: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ handling_notes: ['Validations.FieldTooLongMax'] });
    const bare = await handle(b.id);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data.handling_notes).toBeNull();
    const [userRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@borgo.test'));
    const [stored] = await t.database.db.select().from(sosCalls).where(eq(sosCalls.id, b.id));
    expect(stored.handledBy).toBe(userRow.id);
  });

  it('lets only one of two simultaneous handlings win', async () => {
    const [first] = await list();
    const results = await Promise.all([handle(first.id), handle(first.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('feeds the dashboard’s SOS count from the same calls', async () => {
    const count = async () => (await call('GET', `/api/v3/dashboard?district_id=${NAVIGLI}`)).json().data.sos_calls as number;
    const before = await count();
    const [row] = await t.database.db.insert(sosCalls).values({ districtId: NAVIGLI, location: 'Pool' }).returning();
    expect(await count()).toBe(before + 1);
    expect((await list())[0].id).toBe(row.id);
  });
});
