import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, spaceBookings } from '../../server/db/schema';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

let t: TestContext;
let admin: string;
let manager: string;
let office: string; // front office: no places_* right
let resident: string; // resident1.1, Navigli
let neighbour: string; // resident1.2, Navigli
let stranger: string; // resident2.1, Vila Aurora
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, office, resident, neighbour, stranger] = await Promise.all(
    ['admin@borgo.test', 'manager@borgo.test', 'office@borgo.test', 'resident1.1@borgo.test', 'resident1.2@borgo.test', 'resident2.1@borgo.test'].map((e) =>
      t.login(e),
    ),
  );
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const day = navigliDay;
const space = (extra: object = {}) => ({
  district_id: NAVIGLI,
  translations: [{ locale: 'en', title: 'Rooftop', description: 'Up there' }],
  address: 'Tower A',
  visibility: 'public',
  open_all_day: false,
  open_time: '08:00',
  close_time: '20:00',
  max_occupancy: 12,
  reservation_type: 'full',
  spots: null,
  slot_minutes: 60,
  consecutive_slots: 2,
  lead_days: 0,
  max_active_bookings: 2,
  auto_approval: false,
  allow_full_day: false,
  prices: {},
  cleaning_charge: 0,
  is_bookable: true,
  is_physical: true,
  map_url: null,
  ...extra,
});
const create = async (extra: object = {}) => {
  const res = await call('POST', '/api/v3/spaces', space(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; open_time: string; close_time: string; spots: number | null };
};
const book = (id: number, body: object, token = resident) => call('POST', `/api/v3/resident/spaces/${id}/bookings`, { district_id: NAVIGLI, ...body }, token);
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

describe('the demo spaces', () => {
  it('lists four spaces per district in its language, with a frozen week on the party room', async () => {
    const res = await call('GET', `/api/v3/spaces?district_id=${NAVIGLI}&order_by=id`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { id: number; translations: { locale: string; title: string }[] }[];
    expect(rows).toHaveLength(4);
    expect(rows[0].translations.find((x) => x.locale === 'it')?.title).toBe('Sala feste');
    const frozen = (await call('GET', `/api/v3/spaces/${rows[0].id}/frozen?district_id=${NAVIGLI}`)).json().data;
    expect(frozen.current_frozen).toEqual([7, 8, 9, 10, 11, 12, 13].map(day));
    // The manager froze them: for the admin they are someone else's.
    expect(frozen.other_frozen).toHaveLength(7);
    expect(frozen.yours_frozen).toEqual([]);
    const bookings = (await call('GET', `/api/v3/spaces/${rows[0].id}/bookings?district_id=${NAVIGLI}`)).json().data as { status: string }[];
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(['waiting', 'confirmed', 'rejected']));
  });

  it('filters by the visibility tab (default all) and searches titles in any language', async () => {
    const pub = (await call('GET', `/api/v3/spaces?district_id=${NAVIGLI}&visibility=private`)).json().data.data;
    expect(pub).toHaveLength(1);
    expect((await call('GET', `/api/v3/spaces?district_id=${NAVIGLI}&query=tennis`)).json().data.data).toHaveLength(1);
    expect((await call('GET', `/api/v3/spaces?district_id=${NAVIGLI}&visibility=secret`)).statusCode).toBe(422);
  });
});

describe('the space form’s rules (spec content §5)', () => {
  it('stores a 24-hour space as open 00:00 to 24:00, whatever times came', async () => {
    const made = await create({ open_all_day: true, open_time: '10:00', close_time: '11:00' });
    expect([made.open_time, made.close_time]).toEqual(['00:00', '24:00']);
  });

  it('refuses opening at or after closing, a cost on a private space, and spots missing, on their fields', async () => {
    const res = await call('POST', '/api/v3/spaces', space({ open_time: '20:00', close_time: '08:00' }));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ close_time: ['Validations.SpaceOpenBeforeClose'] });
    const paid = await call('POST', '/api/v3/spaces', space({ visibility: 'private', prices: { resident: 500 } }));
    expect(errorsOf(paid)).toEqual({ visibility: ['Validations.SpaceCostMustBePublic'] });
    const cleaning = await call('POST', '/api/v3/spaces', space({ visibility: 'private', cleaning_charge: 1000 }));
    expect(errorsOf(cleaning)).toEqual({ visibility: ['Validations.SpaceCostMustBePublic'] });
    const spots = await call('POST', '/api/v3/spaces', space({ reservation_type: 'spots', spots: null }));
    expect(errorsOf(spots)).toEqual({ spots: ['Validations.FieldNotNull'] });
    const hour = await call('POST', '/api/v3/spaces', space({ open_time: '25:00' }));
    expect(errorsOf(hour)).toEqual({ open_time: ['Validations.InvalidHour'] });
    const slot = await call('POST', '/api/v3/spaces', space({ open_time: '08:00', close_time: '09:00', slot_minutes: 120 }));
    expect(errorsOf(slot)).toEqual({ slot_minutes: ['Validations.SpaceSlotLongerThanOpening'] });
    const url = await call('POST', '/api/v3/spaces', space({ map_url: 'javascript:alert(1)' }));
    expect(errorsOf(url)).toEqual({ map_url: ['Validations.InvalidUrl'] });
    const title = await call('POST', '/api/v3/spaces', space({ translations: [{ locale: 'en', title: '', description: '' }] }));
    expect(title.statusCode).toBe(422);
    const neg = await call('POST', '/api/v3/spaces', space({ prices: { resident: -1 } }));
    expect(neg.statusCode).toBe(422);
  });

  it('keeps the rules on update too, and forgets spots on a space booked whole', async () => {
    const made = await create({ reservation_type: 'spots', spots: 5 });
    const bad = await call('PUT', `/api/v3/spaces/${made.id}`, space({ open_time: '12:00', close_time: '12:00' }));
    expect(errorsOf(bad)).toEqual({ close_time: ['Validations.SpaceOpenBeforeClose'] });
    const ok = await call('PUT', `/api/v3/spaces/${made.id}`, space({ spots: 5 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.spots).toBeNull();
  });
});

describe('freezing', () => {
  it('freezes days and ranges with a reason, answers current / all / yours / other, and unfreezes', async () => {
    const made = await create();
    const res = await call('POST', `/api/v3/spaces/${made.id}/freeze`, {
      district_id: NAVIGLI,
      dates: [day(2)],
      ranges: [{ from: day(5), to: day(6) }],
      reason: 'Painting',
      available_until: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.dates).toEqual([day(2), day(5), day(6)]);
    // The manager freezes one more: the admin sees it as another's.
    const other = await call(
      'POST',
      `/api/v3/spaces/${made.id}/freeze`,
      { district_id: NAVIGLI, dates: [day(9)], reason: 'Party', available_until: '14:00' },
      manager,
    );
    expect(other.statusCode).toBe(201);
    const frozen = (await call('GET', `/api/v3/spaces/${made.id}/frozen?district_id=${NAVIGLI}`)).json().data;
    expect(frozen.current_frozen).toEqual([day(2), day(5), day(6), day(9)]);
    expect(frozen.all_frozen).toEqual(frozen.current_frozen);
    expect(frozen.yours_frozen).toEqual([day(2), day(5), day(6)]);
    expect(frozen.other_frozen).toEqual([day(9)]);
    expect(frozen.items.find((i: { date: string }) => i.date === day(9))).toMatchObject({
      reason: 'Party',
      available_until: '14:00',
      created_by_name: 'Marco Bianchi',
    });
    // The district-wide list has them too.
    const all = (await call('GET', `/api/v3/spaces/freezes?district_id=${NAVIGLI}`)).json().data as { space_id: number }[];
    expect(all.filter((f) => f.space_id === made.id)).toHaveLength(4);
    const first = frozen.items[0] as { id: number };
    expect((await call('DELETE', `/api/v3/spaces/${made.id}/freeze/${first.id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v3/spaces/${made.id}/freeze/${first.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it('refuses past days, reversed ranges, no day, no reason and a bad time, on their fields', async () => {
    const made = await create();
    const post = (body: object) => call('POST', `/api/v3/spaces/${made.id}/freeze`, { district_id: NAVIGLI, reason: 'x', ...body });
    expect(errorsOf(await post({ dates: [day(-1)] }))).toEqual({ dates: ['Validations.DateStartNotPast'] });
    expect(errorsOf(await post({ ranges: [{ from: day(4), to: day(3) }] }))).toMatchObject({ ranges: ['Validations.DateEndNotEqualPastStart'] });
    expect(errorsOf(await post({}))).toEqual({ dates: ['Validations.FieldNotNull'] });
    expect(errorsOf(await post({ dates: [day(1)], reason: ' ' }))).toEqual({ reason: ['Validations.FieldNotNull'] });
    expect(errorsOf(await post({ dates: [day(1)], available_until: '99:00' }))).toEqual({ available_until: ['Validations.InvalidHour'] });
    expect(errorsOf(await post({ dates: ['2026-02-30x'] }))).toHaveProperty(['dates.0']);
  });

  it('needs the FreezeSpace flag beside Places, and the edit right', async () => {
    const made = await create();
    expect((await call('POST', `/api/v3/spaces/${made.id}/freeze`, { district_id: NAVIGLI, dates: [day(1)], reason: 'x' }, office)).statusCode).toBe(403);
    const [row] = await t.database.db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, NAVIGLI));
    const off = structuredClone(row.configuration);
    off.FreezeSpace = false;
    await t.database.db.update(districts).set({ configuration: off }).where(eq(districts.id, NAVIGLI));
    try {
      const res = await call('GET', `/api/v3/spaces/${made.id}/frozen?district_id=${NAVIGLI}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ missing: { feature: 'FreezeSpace' } });
      expect((await call('POST', `/api/v3/spaces/${made.id}/freeze`, { district_id: NAVIGLI, dates: [day(1)], reason: 'x' })).statusCode).toBe(403);
      // The spaces themselves stay open.
      expect((await call('GET', `/api/v3/spaces?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(districts).set({ configuration: row.configuration }).where(eq(districts.id, NAVIGLI));
    }
  });
});

describe('booking (the residents’ API)', () => {
  it('books consecutive slots inside the hours, waiting for approval, priced for the profile', async () => {
    const made = await create({ consecutive_slots: 3, prices: { resident: 500 }, cleaning_charge: 1000 });
    const res = await book(made.id, { date: day(1), start_time: '09:00', slots: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ start_time: '09:00', end_time: '11:00', status: 'waiting', price: 2 * 500 + 1000, user_name: 'Chiara Ferri' });
  });

  it('refuses what the space does not allow, each on its field', async () => {
    const made = await create({ lead_days: 2, consecutive_slots: 2, max_active_bookings: 1 });
    expect(errorsOf(await book(made.id, { date: day(1), start_time: '09:00' }))).toEqual({ date: ['Validations.BookingLeadTime'] });
    expect(errorsOf(await book(made.id, { date: day(3), start_time: '09:00', slots: 3 }))).toEqual({ slots: ['Validations.BookingTooManySlots'] });
    expect(errorsOf(await book(made.id, { date: day(3), start_time: '07:00' }))).toEqual({ start_time: ['Validations.BookingOutsideHours'] });
    expect(errorsOf(await book(made.id, { date: day(3), start_time: '19:00', slots: 2 }))).toEqual({ start_time: ['Validations.BookingOutsideHours'] });
    expect(errorsOf(await book(made.id, { date: day(3), start_time: '09:30' }))).toEqual({ start_time: ['Validations.BookingOffSlot'] });
    expect(errorsOf(await book(made.id, { date: day(3), full_day: true }))).toEqual({ full_day: ['Validations.BookingFullDayNotAllowed'] });
    expect((await book(made.id, { date: day(3), start_time: '09:00' })).statusCode).toBe(201);
    // Whole space: the same hour is taken, for anyone.
    expect(errorsOf(await book(made.id, { date: day(3), start_time: '09:00' }, neighbour))).toEqual({ start_time: ['Validations.BookingFull'] });
    // One active booking per user on this space.
    expect(errorsOf(await book(made.id, { date: day(4), start_time: '09:00' }))).toEqual({ date: ['Validations.BookingTooManyActive'] });
  });

  it('refuses a frozen day, and the frozen part of a day frozen from a time', async () => {
    const made = await create({ max_active_bookings: 5 });
    await call('POST', `/api/v3/spaces/${made.id}/freeze`, { district_id: NAVIGLI, dates: [day(2)], reason: 'x' });
    await call('POST', `/api/v3/spaces/${made.id}/freeze`, { district_id: NAVIGLI, dates: [day(3)], reason: 'y', available_until: '12:00' });
    expect(errorsOf(await book(made.id, { date: day(2), start_time: '09:00' }))).toEqual({ date: ['Validations.BookingFrozen'] });
    expect(errorsOf(await book(made.id, { date: day(3), start_time: '12:00' }))).toEqual({ date: ['Validations.BookingFrozen'] });
    expect((await book(made.id, { date: day(3), start_time: '11:00' })).statusCode).toBe(201);
  });

  it('fills a space booked by spots up to its spots, and confirms at once with auto approval', async () => {
    const made = await create({ reservation_type: 'spots', spots: 3, auto_approval: true, max_active_bookings: 5 });
    const first = await book(made.id, { date: day(1), start_time: '10:00', spots: 2 });
    expect(first.json().data).toMatchObject({ status: 'confirmed', spots: 2 });
    expect(errorsOf(await book(made.id, { date: day(1), start_time: '10:00', spots: 2 }, neighbour))).toEqual({ start_time: ['Validations.BookingFull'] });
    expect((await book(made.id, { date: day(1), start_time: '10:00', spots: 1 }, neighbour)).statusCode).toBe(201);
  });

  it('holds a space’s last place for one of two bookings sent at once', async () => {
    const made = await create({ max_active_bookings: 5 });
    const results = await Promise.all([book(made.id, { date: day(1), start_time: '15:00' }), book(made.id, { date: day(1), start_time: '15:00' }, neighbour)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('hides private spaces and other districts’ spaces (404), and needs a session (401)', async () => {
    const hidden = await create({ visibility: 'private' });
    expect((await book(hidden.id, { date: day(1), start_time: '09:00' })).statusCode).toBe(404);
    const made = await create();
    expect(
      (await call('POST', `/api/v3/resident/spaces/${made.id}/bookings`, { district_id: AURORA, date: day(1), start_time: '09:00' }, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/v3/resident/spaces/${made.id}/bookings`, { district_id: NAVIGLI, date: day(1), start_time: '09:00' }, stranger)).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v3/resident/spaces/${made.id}/bookings`, payload: { district_id: NAVIGLI, date: day(1) } })).statusCode,
    ).toBe(401);
    const listed = (await call('GET', `/api/v3/resident/spaces?district_id=${NAVIGLI}`, undefined, resident)).json().data as {
      id: number;
      frozen: unknown[];
    }[];
    expect(listed.map((s) => s.id)).not.toContain(hidden.id);
    expect(listed.find((s) => s.frozen.length > 0)?.frozen).toHaveLength(7);
    const mine = (await call('GET', `/api/v3/resident/spaces/bookings?district_id=${NAVIGLI}`, undefined, resident)).json().data as { user_id: number }[];
    expect(new Set(mine.map((b) => b.user_id)).size).toBe(1);
  });
});

describe('staff deciding bookings', () => {
  it('approves and rejects (with a reason) a waiting booking once; a second decision is 409', async () => {
    const made = await create({ max_active_bookings: 5 });
    const a = (await book(made.id, { date: day(1), start_time: '09:00' })).json().data as { id: number };
    const b = (await book(made.id, { date: day(1), start_time: '10:00' })).json().data as { id: number };
    const ok = await call('POST', `/api/v3/spaces/bookings/${a.id}/approve`, { district_id: NAVIGLI }, manager);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('confirmed');
    expect((await call('POST', `/api/v3/spaces/bookings/${a.id}/approve`, { district_id: NAVIGLI }, manager)).statusCode).toBe(409);
    expect(errorsOf(await call('POST', `/api/v3/spaces/bookings/${b.id}/reject`, { district_id: NAVIGLI, reason: '' }))).toEqual({
      reason: ['Validations.FieldNotNull'],
    });
    const no = await call('POST', `/api/v3/spaces/bookings/${b.id}/reject`, { district_id: NAVIGLI, reason: 'Closed for a meeting' });
    expect(no.json().data).toMatchObject({ status: 'rejected', reason: 'Closed for a meeting' });
    // A rejected booking frees its slot.
    expect((await book(made.id, { date: day(1), start_time: '10:00' }, neighbour)).statusCode).toBe(201);
  });

  it('refuses without the right (403), without a session (401), and in another district (404)', async () => {
    const made = await create();
    const a = (await book(made.id, { date: day(1), start_time: '09:00' })).json().data as { id: number };
    expect((await call('POST', `/api/v3/spaces/bookings/${a.id}/approve`, { district_id: NAVIGLI }, office)).statusCode).toBe(403);
    expect((await call('POST', `/api/v3/spaces/bookings/${a.id}/approve`, { district_id: NAVIGLI }, resident)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/spaces/${made.id}/bookings?district_id=${NAVIGLI}`, undefined, office)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/spaces/${made.id}/bookings?district_id=${NAVIGLI}` })).statusCode).toBe(401);
    expect((await call('POST', `/api/v3/spaces/bookings/${a.id}/approve`, { district_id: AURORA })).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/spaces/${made.id}/bookings?district_id=${AURORA}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(spaceBookings).where(eq(spaceBookings.id, a.id));
    expect(row.status).toBe('waiting');
  });
});
