import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseContractRequests, outbox } from '../../server/db/schema';
import { translate } from '../../server/lib/i18n';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

interface Contract {
  id: number;
  status: string;
  contract_type: string;
  rejection_reason: string | null;
  decided_at: string | null;
  created_at: string;
  decided_by: { id: number; full_name: string } | null;
  requester: { id: number; full_name: string; email: string };
  apartment: { id: number; code: string };
}
const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (qs = '', districtId = NAVIGLI) => (await call('GET', `/api/v3/contracts?district_id=${districtId}${qs}`)).json().data.data as Contract[];
/** A fresh request in a given state, so each transition is tried from a known start. */
async function requestIn(status: 'waiting' | 'hold' | 'approved' | 'rejected') {
  const [seeded] = await t.database.db.select().from(leaseContractRequests).where(eq(leaseContractRequests.districtId, NAVIGLI)).limit(1);
  const [row] = await t.database.db
    .insert(leaseContractRequests)
    .values({ districtId: NAVIGLI, apartmentId: seeded.apartmentId, requesterId: seeded.requesterId, contractType: 'owner', status })
    .returning({ id: leaseContractRequests.id });
  return row.id;
}
const decide = (id: number, action: 'approve' | 'reject' | 'hold', extra: object = {}) =>
  call('POST', `/api/v3/contracts/${id}/${action}`, { district_id: NAVIGLI, ...(action === 'reject' ? { rejection_reason: 'No free slot' } : {}), ...extra });

describe('contract requests list', () => {
  it('starts on "all" and filters by status tab', async () => {
    const all = await list();
    expect(all).toHaveLength(6);
    expect(all.map((c) => c.status).sort()).toEqual(['approved', 'hold', 'rejected', 'waiting', 'waiting', 'waiting']);
    expect(await list('&status=waiting')).toHaveLength(3);
    expect((await list('&status=hold')).map((c) => c.status)).toEqual(['hold']);
    const rejected = await list('&status=rejected');
    expect(rejected[0].rejection_reason).toMatch(/tenant contract/);
    expect((await call('GET', `/api/v3/contracts?district_id=${NAVIGLI}&status=open`)).statusCode).toBe(422);
  });

  it('searches the requester’s name or e-mail and the apartment code, and sorts', async () => {
    const byMail = await list('&query=resident1.2@');
    expect(byMail.length).toBeGreaterThan(0);
    expect(byMail.every((c) => c.requester.email === 'resident1.2@borgo.test')).toBe(true);
    const byName = await list(`&query=${encodeURIComponent('Chiara Fer')}`);
    expect(byName.every((c) => c.requester.full_name === 'Chiara Ferri')).toBe(true);
    const code = (await list())[0].apartment.code;
    expect((await list(`&query=${code}`)).map((c) => c.apartment.code)).toEqual([code]);
    const sorted = await list('&order_by=created_at&sort_by=desc');
    const times = sorted.map((c) => c.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call('GET', `/api/v3/contracts?district_id=${NAVIGLI}&order_by=requester`)).statusCode).toBe(422);
  });

  it('shows details with requester, apartment and who decided; another district’s id is 404', async () => {
    const [waiting] = await list('&status=waiting');
    const res = await call('GET', `/api/v3/contracts/${waiting.id}?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: waiting.id,
      status: 'waiting',
      decided_by: null,
      decided_at: null,
      requester: { email: expect.stringMatching(/@borgo.test$/) },
    });
    const [approved] = await list('&status=approved');
    expect(approved.decided_by).toMatchObject({ full_name: 'Ada Rossi' });
    const [other] = await list('', AURORA);
    expect((await call('GET', `/api/v3/contracts/${other.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    for (const action of ['approve', 'reject', 'hold'] as const) expect((await decide(other.id, action)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/contracts/999999?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it('refuses the manager and the gate keeper (403)', async () => {
    const [waiting] = await list('&status=waiting');
    for (const email of ['manager@borgo.test', 'gate@borgo.test']) {
      const token = await t.login(email);
      expect((await call('GET', `/api/v3/contracts?district_id=${NAVIGLI}`, undefined, token)).statusCode).toBe(403);
      expect((await call('POST', `/api/v3/contracts/${waiting.id}/approve`, { district_id: NAVIGLI }, token)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/v3/contracts/${waiting.id}?district_id=${NAVIGLI}`)).json().data.status).toBe('waiting');
  });
});

describe('decisions', () => {
  const cases = [
    ['waiting', 'approve', 'approved'],
    ['waiting', 'reject', 'rejected'],
    ['waiting', 'hold', 'hold'],
    ['hold', 'approve', 'approved'],
    ['hold', 'reject', 'rejected'],
    ['hold', 'hold', 409],
    ['approved', 'approve', 409],
    ['approved', 'reject', 409],
    ['approved', 'hold', 409],
    ['rejected', 'approve', 409],
    ['rejected', 'reject', 409],
    ['rejected', 'hold', 409],
  ] as const;
  for (const [from, action, to] of cases) {
    it(`${action} from ${from} → ${to}`, async () => {
      const id = await requestIn(from);
      const res = await decide(id, action);
      if (to === 409) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, status: from });
        const [row] = await t.database.db.select().from(leaseContractRequests).where(eq(leaseContractRequests.id, id));
        expect(row.status).toBe(from);
      } else {
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ id, status: to, decided_by: { full_name: 'Ada Rossi' }, decided_at: expect.any(String) });
        expect(res.json().data.rejection_reason).toBe(to === 'rejected' ? 'No free slot' : null);
      }
    });
  }

  it('needs a reason to reject, at most 500 characters', async () => {
    const id = await requestIn('waiting');
    for (const [payload, key] of [
      [{}, 'Validations.FieldNotNull'],
      [{ rejection_reason: '   ' }, 'Validations.FieldNotNull'],
      [{ rejection_reason: 'x'.repeat(501) }, 'Validations.FieldTooLongMax'],
    ] as const) {
      const res = await call('POST', `/api/v3/contracts/${id}/reject`, { district_id: NAVIGLI, ...payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ rejection_reason: [key] });
    }
    const missingDistrict = await call('POST', `/api/v3/contracts/${id}/reject`, { rejection_reason: 'x' });
    expect(missingDistrict.statusCode).toBe(422);
    expect(missingDistrict.json().errors).toEqual({ district_id: ['Validations.FieldNotNull'] });
  });

  it('mails the reason to the requester, once, in the same step as the rejection', async () => {
    const id = await requestIn('waiting');
    const before = await t.database.db.select().from(outbox);
    const res = await decide(id, 'reject', { rejection_reason: '  The owner has not signed yet.  ' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Contract;
    expect(data.rejection_reason).toBe('The owner has not signed yet.');
    const mails = await t.database.db.select().from(outbox).orderBy(desc(outbox.id));
    expect(mails).toHaveLength(before.length + 1);
    expect(mails[0].recipient).toBe(data.requester.email);
    const params = { name: data.requester.full_name, reason: 'The owner has not signed yet.', apartment: data.apartment.code };
    expect(mails[0]).toMatchObject({ subject: translate('en', 'Mail.ContractRejectedSubject'), body: translate('en', 'Mail.ContractRejectedBody', params) });
    expect((await decide(id, 'reject')).statusCode).toBe(409);
    expect(await t.database.db.select().from(outbox)).toHaveLength(before.length + 1);
    // Approving or holding sends nothing.
    await decide(await requestIn('waiting'), 'approve');
    await decide(await requestIn('waiting'), 'hold');
    expect(await t.database.db.select().from(outbox)).toHaveLength(before.length + 1);
  });

  // Until the catalogues have the mail's text the body is its key; then the reason must be in it.
  it('writes the reason and the apartment into the mail', async () => {
    const id = await requestIn('waiting');
    const res = await decide(id, 'reject', { rejection_reason: 'Missing ID card' });
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail.body).toContain('Missing ID card');
    expect(mail.body).toContain(res.json().data.apartment.code);
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const id = await requestIn('waiting');
    const results = await Promise.all([decide(id, 'approve'), decide(id, 'reject')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
