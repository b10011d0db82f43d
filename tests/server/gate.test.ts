import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportRequests, invitationGuests } from '../../server/db/schema';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

let t: TestContext;
let gate: string;
let resident: string; // resident1.1: hosts the demo's waiting guests in Borgo Navigli
let residentId: number;
let residentName: string;
let gateId: number;
beforeAll(async () => {
  t = await createTestApp();
  [gate, resident] = await Promise.all([t.login('gate@borgo.test'), t.login('resident1.1@borgo.test')]);
  const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) })).json().data;
  ({ id: residentId, full_name: residentName } = await me(resident));
  gateId = (await me(gate)).id;
});
afterAll(() => t.close());

const today = navigliDay();
const get = (url: string, token = gate) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token = gate) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
type Step = { step: string; by?: unknown };
type Invitation = {
  id: number;
  visitor_code: string;
  category: string;
  guests: { id: number; first_name: string; status: string; confirmed_by?: unknown; steps?: Step[] }[];
};
/** The confirmer as the guest row keeps it. */
const storedConfirmer = async (guestId: number) =>
  (
    await t.database.db
      .select({ id: invitationGuests.confirmedBy, kind: invitationGuests.confirmedByKind, name: invitationGuests.confirmedByName })
      .from(invitationGuests)
      .where(eq(invitationGuests.id, guestId))
  )[0];
const rows = (res: { json(): { data: { data: Invitation[] } } }) => res.json().data.data;

describe('gate list', () => {
  it('starts on incoming: guests not exited nor rejected', async () => {
    const res = await get(`/api/v3/visitors?district_id=${NAVIGLI}&date_start=${today}&date_end=${today}`);
    expect(res.statusCode).toBe(200);
    const codes = rows(res)
      .map((r) => r.visitor_code)
      .sort();
    expect(codes).toEqual(['DEMO1001', 'DEMO1002', 'DEMO1003', 'DEMO1006']);
    const statuses = rows(res)
      .find((r) => r.visitor_code === 'DEMO1001')!
      .guests.map((g) => g.status);
    expect(statuses).toEqual(['VisitorWait', 'VisitorComplete']);
  });

  it('filters the other tabs and searches code, host and guest', async () => {
    const tab = async (name: string) =>
      rows(await get(`/api/v3/visitors?district_id=${NAVIGLI}&tab=${name}`))
        .map((r) => r.visitor_code)
        .sort();
    expect(await tab('exited')).toEqual(['DEMO1004']);
    expect(await tab('rejected')).toEqual(['DEMO1005']);
    expect(await tab('confirmed')).toEqual(['DEMO1001', 'DEMO1003']);
    expect((await tab('all')).length).toBe(6);
    const found = await get(`/api/v3/visitors?district_id=${NAVIGLI}&tab=all&query=${encodeURIComponent(' radio ')}`);
    expect(rows(found).map((r) => r.visitor_code)).toEqual(['DEMO1002']);
  });

  it('refuses a range that ends before it starts, or bad dates', async () => {
    const res = await get(`/api/v3/visitors?district_id=${NAVIGLI}&date_start=2026-05-10&date_end=2026-05-01`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ date_end: ['Validations.DateEndNotEqualPastStart'] });
    const bad = await get(`/api/v3/visitors?district_id=${NAVIGLI}&date_start=2026-02-30`);
    expect(bad.json().errors).toEqual({ date_start: ['Validations.DateInvalid'] });
  });

  it("keeps each district's visitors to itself", async () => {
    expect((await get(`/api/v3/visitors?district_id=${AURORA}`)).statusCode).toBe(403);
    const admin = await t.login('admin@borgo.test');
    const aurora = rows(await get(`/api/v3/visitors?district_id=${AURORA}&tab=all`, admin));
    expect((await get(`/api/v3/visitors/${aurora[0].id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });
});

describe('new invitation', () => {
  const base = (extra: object) => ({ district_id: NAVIGLI, user_id: residentId, date_start: today, hour_start: '10:30', ...extra });

  it("applies each category's rules with the spec's messages", async () => {
    const taxi = await post('/api/v3/visitors', base({ category: 'taxi', guests: [{ first_name: '', phone: '12345' }] }));
    expect(taxi.statusCode).toBe(422);
    expect(taxi.json().errors).toEqual({
      'guests.0.first_name': ['Validations.FieldNotNull'],
      'guests.0.phone': ['Validations.InvalidPhone'],
      'guests.0.plate': ['Validations.FieldNotNull'],
    });
    for (const category of ['home_service', 'delivery']) {
      const res = await post('/api/v3/visitors', base({ category, guests: [{ first_name: 'A', phone: '+391234567890' }] }));
      expect(res.json().errors).toEqual({ 'guests.0.company_name': ['Validations.FieldNotNull'] });
    }
    const noHost = await post('/api/v3/visitors', {
      district_id: NAVIGLI,
      category: 'guest',
      date_start: today,
      guests: [{ first_name: 'A', phone: '3912345678' }],
    });
    expect(noHost.json().errors).toEqual({ user_id: ['Validations.SelectAnOption'] });
    const notResident = await post('/api/v3/visitors', base({ user_id: 1, category: 'guest', guests: [{ first_name: 'A', phone: '3912345678' }] }));
    expect(notResident.json().errors).toEqual({ user_id: ['Validations.SelectAnOption'] });
    const badDate = await post('/api/v3/visitors', base({ date_start: '2026-13-01', category: 'guest', guests: [{ first_name: 'A', phone: '3912345678' }] }));
    expect(badDate.json().errors).toEqual({ date_start: ['Validations.DateInvalid'] });
  });

  it('creates one of each category, asking the resident to confirm', async () => {
    const guests: Record<string, object> = {
      guest: { first_name: 'Eva', phone: '+393331234000' },
      taxi: { first_name: 'Tom', phone: '3331234000', plate: 'ZZ999ZZ' },
      home_service: { first_name: 'Ivo', phone: '3331234000', company_name: 'Fix It', service_type: 'Electrician' },
      delivery: { first_name: 'Dan', phone: '3331234000', company_name: 'Couriers', delivery_id: 'X-1' },
    };
    for (const [category, guest] of Object.entries(guests)) {
      const res = await post('/api/v3/visitors', base({ category, guests: [guest], notes: 'At the north gate' }));
      expect(res.statusCode, category).toBe(201);
      const made = res.json().data as Invitation;
      expect(made.visitor_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(made.guests[0].status).toBe('VisitorWait');
      expect(made.guests[0].steps!.map((s) => s.step)).toEqual(['created', 'confirmation_request', 'waiting_confirmation']);
    }
  });
});

describe('guest life cycle', () => {
  async function freshInvitation() {
    const res = await post('/api/v3/visitors', {
      district_id: NAVIGLI,
      user_id: residentId,
      category: 'guest',
      date_start: today,
      guests: [{ first_name: 'Leo', phone: '3331234001' }],
    });
    return res.json().data as Invitation;
  }
  const act = (inv: Invitation, action: string) => post(`/api/v3/visitors/${inv.id}/guests/${inv.guests[0].id}/${action}`, { district_id: NAVIGLI });

  it('staff resend, confirm manually, then confirm the exit; wrong states are 409', async () => {
    const inv = await freshInvitation();
    expect((await act(inv, 'exit')).statusCode).toBe(409);
    expect((await act(inv, 'resend')).statusCode).toBe(200);
    const emit = vi.spyOn(t.app.live, 'emit');
    const confirmed = await act(inv, 'confirm');
    expect(confirmed.json().data.guests[0].status).toBe('VisitorComplete');
    // Told to the gate as the staff member's confirmation, by name, and kept on the guest row.
    const staff = { kind: 'staff', user_id: gateId, name: 'Gino Verdi' };
    expect(emit).toHaveBeenCalledWith(`guests.${NAVIGLI}`, 'guest.confirmed', {
      permission: 'visitors_view',
      district_id: NAVIGLI,
      visitor_id: inv.id,
      guest_id: inv.guests[0].id,
      confirmed_by: staff,
    });
    emit.mockRestore();
    const guest = confirmed.json().data.guests[0];
    expect(guest.confirmed_by).toEqual(staff);
    expect(guest.steps.find((s: Step) => s.step === 'confirmed').by).toEqual(staff);
    expect(await storedConfirmer(guest.id)).toEqual({ id: gateId, kind: 'staff', name: 'Gino Verdi' });
    expect((await act(inv, 'confirm')).statusCode).toBe(409);
    const exited = await act(inv, 'exit');
    expect(exited.json().data.guests[0].steps.map((s: { step: string }) => s.step)).toEqual([
      'created',
      'confirmation_request',
      'confirmed',
      'exit_confirmation',
    ]);
    expect((await act(inv, 'exit')).statusCode).toBe(409);
  });

  it('the resident confirms or rejects only their own waiting guests', async () => {
    const mine = (await get('/api/v3/resident/invitations', resident)).json().data as Invitation[];
    const waiting = mine.find((i) => i.visitor_code === 'DEMO1001')!;
    const giulia = waiting.guests.find((g) => g.first_name === 'Giulia')!;
    const other = await t.login('resident1.2@borgo.test');
    const url = (answer: string) => `/api/v3/resident/invitations/${waiting.id}/guests/${giulia.id}/${answer}`;
    expect((await post(url('confirm'), {}, other)).statusCode).toBe(404);
    const emit = vi.spyOn(t.app.live, 'emit');
    const ok = await post(url('confirm'), {}, resident);
    expect(ok.statusCode).toBe(200);
    const host = { kind: 'resident', user_id: residentId, name: residentName };
    expect(emit).toHaveBeenCalledWith(
      `guests.${NAVIGLI}`,
      'guest.confirmed',
      expect.objectContaining({ visitor_id: waiting.id, guest_id: giulia.id, confirmed_by: host }),
    );
    emit.mockRestore();
    expect(ok.json().data.guests.find((g: { id: number }) => g.id === giulia.id).confirmed_by).toEqual(host);
    expect(await storedConfirmer(giulia.id)).toEqual({ id: residentId, kind: 'resident', name: residentName });
    expect((await post(url('reject'), {}, resident)).statusCode).toBe(409);
    const taxi = mine.find((i) => i.visitor_code === 'DEMO1002')!;
    const rejected = await post(`/api/v3/resident/invitations/${taxi.id}/guests/${taxi.guests[0].id}/reject`, {}, resident);
    expect(rejected.json().data.guests[0].status).toBe('VisitorRejected');
    const notRequested = mine.find((i) => i.visitor_code === 'DEMO1006');
    if (notRequested)
      expect((await post(`/api/v3/resident/invitations/${notRequested.id}/guests/${notRequested.guests[0].id}/confirm`, {}, resident)).statusCode).toBe(409);
  });
});

describe('gate report', () => {
  it('goes through the export mechanism: a period up to today, written in the background, one row per guest', async () => {
    const asked = await post('/api/v3/exported_api_documents/send_request', {
      district_id: NAVIGLI,
      target: 'visitors',
      date_start: today,
      date_end: today,
      purpose: 'security_incident',
    });
    expect(asked.statusCode).toBe(202);
    await t.app.exportWorker.drain();
    const [row] = await t.database.db.select().from(exportRequests).where(eq(exportRequests.id, asked.json().data.id));
    expect(row.status).toBe('completed');
    expect(row.fileName).toMatch(/^gate_report_Borgo_Navigli_/);
    const res = await get(`/api/v3/exported_api_documents/${row.id}/file?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBeGreaterThan(7);
    const bad = await post('/api/v3/exported_api_documents/send_request', {
      district_id: NAVIGLI,
      target: 'visitors',
      date_start: today,
      date_end: '2000-01-01',
    });
    expect(bad.statusCode).toBe(422);
    // Issue 18: the gate report says why it is read.
    expect(bad.json().errors).toEqual({ date_end: ['Validations.DateEndNotEqualPastStart'], purpose: ['Validations.SelectAnOption'] });
  });
});

describe('daily help', () => {
  it('lists passes and creates and edits one for a resident', async () => {
    const list = await get(`/api/v3/daily_help?district_id=${NAVIGLI}&order_by=name`);
    expect(list.json().data.total).toBe(4);
    const bad = await post('/api/v3/daily_help', { district_id: NAVIGLI, name: '', category: 'pilot', user_id: 1 });
    expect(bad.json().errors).toEqual({ name: ['Validations.FieldNotNull'], category: ['Validations.SelectAnOption'] });
    const made = await post('/api/v3/daily_help', { district_id: NAVIGLI, name: 'Maria Rossi', category: 'housekeeper', user_id: residentId });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ name: 'Maria Rossi', status: 'active', visitor_code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/daily_help/${made.json().data.id}`,
      headers: bearer(gate),
      payload: { district_id: NAVIGLI, name: 'Maria Rossi', category: 'housekeeper', user_id: residentId, status: 'suspended' },
    });
    expect(edited.json().data.status).toBe('suspended');
  });
});
