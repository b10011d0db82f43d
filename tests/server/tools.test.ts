import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, districts, spaces, toolReservations, tools, users } from '../../server/db/schema';
import { seedTools } from '../../server/db/seedTools';
import type { WriteEvent } from '../../server/lib/writes';
import { allFeatures } from '../../src/lib/features';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

let t: TestContext;
let admin: string;
let manager: string;
let gate: string;
let residentIds: number[]; // Navigli's residents
let auroraResident: number;
let adminId: number;
let toolCategory: number;
let activityCategory: number;
let auroraToolCategory: number;
let space: number;
let auroraSpace: number;

/** Days of Navigli's calendar (Europe/Rome), from its today. */
const day = navigliDay;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, gate] = await Promise.all(['admin@borgo.test', 'manager@borgo.test', 'gate@borgo.test'].map((e) => t.login(e)));
  const db = t.database.db;
  const people = await db.select().from(users);
  residentIds = people.filter((u) => u.level === 'resident' && u.dashboardDistrictId === NAVIGLI).map((u) => u.id);
  auroraResident = people.find((u) => u.level === 'resident' && u.dashboardDistrictId === AURORA)!.id;
  adminId = people.find((u) => u.email === 'admin@borgo.test')!.id;
  const cats = await db.select().from(categories);
  toolCategory = cats.find((c) => c.districtId === NAVIGLI && c.type === 'tool')!.id;
  activityCategory = cats.find((c) => c.districtId === NAVIGLI && c.type === 'activity')!.id;
  auroraToolCategory = cats.find((c) => c.districtId === AURORA && c.type === 'tool')!.id;
  const place = (districtId: number, title: string) => ({
    districtId,
    translations: { en: { title, description: '' } },
    openTime: '08:00',
    closeTime: '20:00',
  });
  [{ id: space }, { id: auroraSpace }] = await db
    .insert(spaces)
    .values([place(NAVIGLI, 'Workshop'), place(AURORA, 'Oficina')])
    .returning({ id: spaces.id });
  const all = await db.select().from(districts);
  await db.transaction((tx) => seedTools(tx, { districts: all, residents: people.filter((u) => u.level === 'resident') }));
});
afterAll(() => t.close());

interface Reservation {
  id: number;
  tool_id: number;
  tool: string;
  user: string;
  user_id: number;
  start_date: string;
  end_date: string;
  days: number;
  status: string;
  delivered_on: string | null;
  returned_on: string | null;
  return_condition: string | null;
  delivery_timing: { status: string; days: number } | null;
  return_timing: { status: string; days: number } | null;
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const tool = (extra: object = {}) => ({
  district_id: NAVIGLI,
  name: 'Angle grinder',
  brand: 'Bosch',
  model: 'GWS 7-115',
  serial_number: 'SN-1',
  max_booking_days: 3,
  ...extra,
});
const newTool = async (extra: object = {}) => {
  const res = await call('POST', '/api/v3/tools', tool(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; max_booking_days: number };
};
const booking = (toolId: number, extra: object = {}) => ({
  district_id: NAVIGLI,
  user_id: residentIds[0],
  tool_id: toolId,
  start_date: day(1),
  end_date: day(2),
  ...extra,
});
const reserve = async (toolId: number, extra: object = {}) => {
  const res = await call('POST', '/api/v3/tool_reservations', booking(toolId, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Reservation;
};
const act = (id: number, action: string, body: object = {}, token = admin) =>
  call('POST', `/api/v3/tool_reservations/${id}/${action}`, { district_id: NAVIGLI, ...body }, token);
const reservations = async (qs: string, districtId = NAVIGLI) =>
  (await call('GET', `/api/v3/tool_reservations?district_id=${districtId}${qs}`)).json().data.data as Reservation[];

describe('the demo tools', () => {
  it('lends five tools per district in its language, with reservations in every state', async () => {
    const names = async (districtId: number) =>
      ((await call('GET', `/api/v3/tools?district_id=${districtId}&paginate=100`)).json().data.data as { name: string }[]).map((x) => x.name);
    expect(await names(NAVIGLI)).toContain('Trapano avvitatore');
    expect(await names(AURORA)).toContain('Furadeira de impacto');
    expect(await names(CEDAR)).toContain('Cordless drill');
    const demo = await reservations('&paginate=100', AURORA);
    expect(new Set(demo.map((r) => r.status))).toEqual(new Set(['booked', 'in_use', 'returned', 'cancelled']));
    const late = demo.find((r) => r.return_condition === 'worn')!;
    expect(late).toMatchObject({ status: 'returned', return_timing: { status: 'late', days: 2 } });
    const overdue = demo.find((r) => r.status === 'in_use' && r.return_timing)!;
    expect(overdue).toMatchObject({ returned_on: null, return_timing: { status: 'late', days: 3 } });
    expect(demo.find((r) => r.status === 'in_use' && !r.return_timing)?.delivery_timing).toEqual({ status: 'on_time', days: 0 });
  });
});

describe('tools', () => {
  it('creates, reads, searches, updates and deletes a tool of the district', async () => {
    const made = await newTool({ space_id: space, category_id: toolCategory, notes: 'Use goggles.' });
    expect(made).toMatchObject({ name: 'Angle grinder', space_id: space, category_id: toolCategory, max_booking_days: 3, district_id: NAVIGLI });
    const found = (await call('GET', `/api/v3/tools?district_id=${NAVIGLI}&query=gws 7`)).json().data.data as { id: number }[];
    expect(found.map((x) => x.id)).toEqual([made.id]);
    expect(((await call('GET', `/api/v3/tools?district_id=${NAVIGLI}&query=SN-1`)).json().data.data as { id: number }[]).map((x) => x.id)).toContain(made.id);
    const put = await call('PUT', `/api/v3/tools/${made.id}`, tool({ name: 'Grinder', space_id: null, category_id: null }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Grinder', space_id: null, category_id: null });
    const sorted = (await call('GET', `/api/v3/tools?district_id=${NAVIGLI}&order_by=name&sort_by=desc`)).json().data.data as { name: string }[];
    expect(sorted.map((x) => x.name)).toEqual([...sorted.map((x) => x.name)].sort((a, b) => b.localeCompare(a)));
    expect((await call('DELETE', `/api/v3/tools/${made.id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v3/tools/${made.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: '' }, { name: ['Validations.FieldNotNull'] }],
    [{ name: 'x'.repeat(121) }, { name: ['Validations.FieldTooLongMax'] }],
    [{ max_booking_days: 0 }, { max_booking_days: ['Validations.NumberMin'] }],
    [{ max_booking_days: 366 }, { max_booking_days: ['Validations.NumberMax'] }],
    [{ max_booking_days: 2.5 }, { max_booking_days: ['Validations.MustBeInteger'] }],
    [{ max_booking_days: null }, { max_booking_days: ['Validations.FieldNotNull'] }],
  ])('refuses %j (422 on the field)', async (extra, errors) => {
    const res = await call('POST', '/api/v3/tools', tool(extra));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('takes only a space of the district and a tool category of the district', async () => {
    const errorsOf = async (extra: object) => (await call('POST', '/api/v3/tools', tool(extra))).json().errors;
    expect(await errorsOf({ space_id: auroraSpace })).toEqual({ space_id: ['Validations.SelectAnOption'] });
    expect(await errorsOf({ category_id: activityCategory })).toEqual({ category_id: ['Validations.SelectAnOption'] });
    expect(await errorsOf({ category_id: auroraToolCategory })).toEqual({ category_id: ['Validations.SelectAnOption'] });
    const made = await newTool();
    expect((await call('PUT', `/api/v3/tools/${made.id}`, tool({ space_id: auroraSpace }))).statusCode).toBe(422);
  });

  it('lists the spaces and the tool categories to choose from', async () => {
    const options = async (what: string) => (await call('GET', `/api/v3/tools/options/${what}?district_id=${NAVIGLI}`)).json().data as { id: number }[];
    const places = (await options('spaces')).map((o) => o.id);
    expect(places).toContain(space);
    expect(places).not.toContain(auroraSpace);
    const cats = (await options('categories')).map((o) => o.id);
    expect(cats).toContain(toolCategory);
    expect(cats).not.toContain(activityCategory);
  });

  it('keeps a tool that is booked or lent (409), and lets it go once its reservations are closed', async () => {
    const made = await newTool();
    const r = await reserve(made.id);
    expect((await call('DELETE', `/api/v3/tools/${made.id}?district_id=${NAVIGLI}`)).statusCode).toBe(409);
    expect((await act(r.id, 'cancel')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v3/tools/${made.id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
  });
});

describe('reservations', () => {
  it('reserves a tool for a resident, with the days counted and nothing delivered yet', async () => {
    const made = await newTool();
    const r = await reserve(made.id, { start_date: day(0), end_date: day(2) });
    expect(r).toMatchObject({
      tool_id: made.id,
      tool: 'Angle grinder',
      user_id: residentIds[0],
      days: 3,
      status: 'booked',
      delivery_timing: null,
      return_timing: null,
    });
    expect(r.user).toMatch(/\w+ \w+/);
  });

  it.each([
    ['no user', { user_id: undefined }, { user_id: ['Validations.SelectUserFirst'] }],
    ['a user who is no resident', () => ({ user_id: adminId }), { user_id: ['Validations.SelectAnOption'] }],
    ['a resident of another district', () => ({ user_id: auroraResident }), { user_id: ['Validations.SelectAnOption'] }],
    ['the end before the start', { start_date: day(3), end_date: day(2) }, { end_date: ['Validations.DateEndNotEqualPastStart'] }],
    ['a start in the past', { start_date: day(-1), end_date: day(1) }, { start_date: ['Validations.DateStartNotPast'] }],
    ['an impossible date', { end_date: '2026-02-30' }, { end_date: ['Validations.DateInvalid'] }],
    ['no start', { start_date: undefined }, { start_date: ['Validations.FieldNotNull'] }],
  ])('refuses %s (422 on the field)', async (_, extra, errors) => {
    const made = await newTool();
    const res = await call('POST', '/api/v3/tool_reservations', booking(made.id, typeof extra === 'function' ? extra() : extra));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('refuses more days than the tool allows, naming its maximum', async () => {
    const made = await newTool({ max_booking_days: 3 });
    const res = await call('POST', '/api/v3/tool_reservations', booking(made.id, { start_date: day(1), end_date: day(4) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ end_date: ['Validations.ToolMaxDays'] });
    expect(res.json().error_args).toEqual({ end_date: { smart_count: 3 } });
    await reserve(made.id, { start_date: day(1), end_date: day(3) });
  });

  it('refuses a tool of another district', async () => {
    const [aurora] = await t.database.db.select().from(tools).where(eq(tools.districtId, AURORA)).limit(1);
    const res = await call('POST', '/api/v3/tool_reservations', booking(aurora.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tool_id: ['Validations.SelectAnOption'] });
  });

  it('refuses days the tool is already booked or lent (409), not days of a cancelled or returned reservation', async () => {
    const made = await newTool({ max_booking_days: 10 });
    const first = await reserve(made.id, { start_date: day(2), end_date: day(4) });
    const clash = await call('POST', '/api/v3/tool_reservations', booking(made.id, { user_id: residentIds[1], start_date: day(4), end_date: day(6) }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ start_date: ['Validations.ToolReserved'] });
    await reserve(made.id, { start_date: day(5), end_date: day(6) });
    // Its own days do not clash with itself when it changes.
    const moved = await call('PUT', `/api/v3/tool_reservations/${first.id}`, booking(made.id, { start_date: day(1), end_date: day(3) }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ start_date: day(1), end_date: day(3) });
    expect((await act(first.id, 'cancel')).statusCode).toBe(200);
    await reserve(made.id, { start_date: day(1), end_date: day(4) });
  });

  it('delivers, returns and cancels only from the right status (409 otherwise)', async () => {
    const made = await newTool();
    const r = await reserve(made.id, { start_date: day(0), end_date: day(1) });
    expect((await act(r.id, 'return', { return_condition: 'good' })).statusCode).toBe(409);
    const delivered = await act(r.id, 'deliver');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'in_use', delivered_on: day(0), delivery_timing: { status: 'on_time', days: 0 } });
    const again = await act(r.id, 'deliver');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'in_use', expected: 'booked' });
    expect((await act(r.id, 'cancel')).statusCode).toBe(409);
    expect((await call('PUT', `/api/v3/tool_reservations/${r.id}`, booking(made.id))).statusCode).toBe(409);
    expect((await call('DELETE', `/api/v3/tool_reservations/${r.id}?district_id=${NAVIGLI}`)).statusCode).toBe(409);
    const noCondition = await act(r.id, 'return');
    expect(noCondition.statusCode).toBe(422);
    expect(noCondition.json().errors).toEqual({ return_condition: ['Validations.SelectAnOption'] });
    const returned = await act(r.id, 'return', { return_condition: 'good' });
    expect(returned.json().data).toMatchObject({
      status: 'returned',
      returned_on: day(0),
      return_condition: 'good',
      return_timing: { status: 'early', days: 1 },
    });
    expect((await act(r.id, 'return', { return_condition: 'good' })).statusCode).toBe(409);
    expect((await act(r.id, 'cancel')).statusCode).toBe(409);
  });

  it('records a late delivery and a return late by two days, worn', async () => {
    const made = await newTool();
    // Booked last week (as if made then): the form refuses a start in the past.
    const [past] = await t.database.db
      .insert(toolReservations)
      .values({ districtId: NAVIGLI, toolId: made.id, userId: residentIds[2], startDate: day(-5), endDate: day(-2) })
      .returning();
    const future = await act(past.id, 'deliver', { delivered_on: day(1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ delivered_on: ['Validations.DateNotFuture'] });
    const delivered = await act(past.id, 'deliver', { delivered_on: day(-4) });
    expect(delivered.json().data.delivery_timing).toEqual({ status: 'late', days: 1 });
    const overdue = (await reservations(`&tool_id=${made.id}`))[0];
    expect(overdue.return_timing).toEqual({ status: 'late', days: 2 });
    const beforeDelivery = await act(past.id, 'return', { returned_on: day(-5), return_condition: 'worn' });
    expect(beforeDelivery.json().errors).toEqual({ returned_on: ['Validations.DateEndNotEqualPastStart'] });
    const returned = await act(past.id, 'return', { return_condition: 'worn' });
    expect(returned.json().data).toMatchObject({ status: 'returned', return_condition: 'worn', return_timing: { status: 'late', days: 2 } });
  });

  it('cancels a booked reservation, which frees its days; deletes one that is not lent', async () => {
    const made = await newTool();
    const r = await reserve(made.id);
    const cancelled = await act(r.id, 'cancel');
    expect(cancelled.json()).toMatchObject({ message: 'Reservation cancelled.', data: { status: 'cancelled' } });
    expect((await call('DELETE', `/api/v3/tool_reservations/${r.id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
  });

  it('lists by status tab, by tool, searched in tool and user names, newest first', async () => {
    const made = await newTool({ name: 'Tile cutter Zeta', max_booking_days: 30 });
    const a = await reserve(made.id, { start_date: day(1), end_date: day(2) });
    const b = await reserve(made.id, { start_date: day(5), end_date: day(6), user_id: residentIds[3] });
    await act(a.id, 'cancel');
    expect((await reservations(`&tool_id=${made.id}`)).map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await reservations(`&tool_id=${made.id}&status=cancelled`)).map((r) => r.id)).toEqual([a.id]);
    expect((await reservations('&query=cutter zeta')).map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    const [someone] = await t.database.db.select().from(users).where(eq(users.id, residentIds[3]));
    const byUser = await reservations(`&query=${encodeURIComponent(someone.lastName ?? '')}&tool_id=${made.id}`);
    expect(byUser.map((r) => r.id)).toEqual([b.id]);
    expect((await reservations(`&tool_id=${made.id}&order_by=start_date&sort_by=asc`)).map((r) => r.id)).toEqual([a.id, b.id]);
    expect((await call('GET', `/api/v3/tool_reservations?district_id=${NAVIGLI}&status=lost`)).statusCode).toBe(422);
  });

  it('offers the district’s residents and tools to choose from', async () => {
    const users_ = (await call('GET', `/api/v3/tool_reservations/options/users?district_id=${NAVIGLI}`)).json().data as { id: number }[];
    expect(users_.map((u) => u.id).sort()).toEqual([...residentIds].sort());
    const choices = (await call('GET', `/api/v3/tool_reservations/options/tools?district_id=${NAVIGLI}`)).json().data as {
      name: string;
      max_booking_days: number;
    }[];
    expect(choices).toContainEqual({ id: expect.any(Number), name: 'Trapano avvitatore', max_booking_days: 3 });
  });

  it('audits every write and tells the district live', async () => {
    const heard: WriteEvent[] = [];
    const stop = t.app.writes.subscribe((w) => heard.push(w));
    const made = await newTool();
    const r = await reserve(made.id, { start_date: day(0), end_date: day(0) });
    await act(r.id, 'deliver');
    await act(r.id, 'return', { return_condition: 'bad' });
    stop();
    expect(heard.map((w) => [w.entity, w.action])).toEqual([
      ['tools', 'create'],
      ['tool_reservations', 'create'],
      ['tool_reservations', 'deliver'],
      ['tool_reservations', 'return'],
    ]);
    expect(heard.every((w) => w.districtId === NAVIGLI)).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses without a token (401), without the rights (403), in another district (403) and another district’s ids (404)', async () => {
    const made = await newTool();
    const r = await reserve(made.id);
    for (const url of [`/api/v3/tools?district_id=${NAVIGLI}`, `/api/v3/tool_reservations?district_id=${NAVIGLI}`]) {
      expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
      expect((await call('GET', url, undefined, gate)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/v3/tools', tool(), gate)).statusCode).toBe(403);
    expect((await act(r.id, 'deliver', {}, gate)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/tool_reservations/options/users?district_id=${NAVIGLI}`, undefined, gate)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/tools?district_id=${AURORA}`, undefined, manager)).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/tool_reservations', { ...booking(made.id), district_id: AURORA }, manager)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/tools/${made.id}?district_id=${AURORA}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/tool_reservations/${r.id}?district_id=${AURORA}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/v3/tool_reservations/${r.id}/cancel`, { district_id: AURORA })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v3/tools/${made.id}`, tool({ district_id: AURORA }))).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/tool_reservations/${r.id}?district_id=${NAVIGLI}`)).json().data.status).toBe('booked');
  });

  it('refuses every tools route where the Tools flag is off (403)', async () => {
    const config = allFeatures(true);
    config.Tools = false;
    await t.database.db.update(districts).set({ configuration: config }).where(eq(districts.id, CEDAR));
    for (const url of [
      `/api/v3/tools?district_id=${CEDAR}`,
      `/api/v3/tool_reservations?district_id=${CEDAR}`,
      `/api/v3/tools/options/spaces?district_id=${CEDAR}`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(403);
    }
    expect((await call('POST', '/api/v3/tools', tool({ district_id: CEDAR }))).statusCode).toBe(403);
    const sections = await call('GET', `/api/v3/site-map?district_id=${CEDAR}`).then((r) => r.json().data.map((e: { section_id: string }) => e.section_id));
    expect(sections).not.toContain('tools_list');
    expect(sections).not.toContain('tools_reservations');
  });
});
