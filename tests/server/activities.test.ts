import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, districts, eventParticipants, events, outbox, users } from '../../server/db/schema';
import { addDays, toServerDate, wallClockIn } from '../../src/lib/dates';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let office: string; // front office: no events_* right
let stranger: string; // Vila Aurora's front office
let partyRoom: number; // Sala feste: open 09:00–23:00, frozen from day 7 to 13
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, office, stranger] = await Promise.all(['admin@borgo.test', 'office@borgo.test', 'escritorio@borgo.test'].map((e) => t.login(e)));
  const spaces = (await call('GET', `/api/v3/community_activities/options/spaces?district_id=${NAVIGLI}`)).json().data as { id: number; name: string }[];
  partyRoom = spaces.find((s) => s.name === 'Party room')!.id;
  const [c] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.districtId, NAVIGLI), eq(categories.type, 'activity')));
  category = c.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
/** A day of Navigli's calendar (Rome), from its today. */
const day = (offset: number) => addDays(toServerDate(wallClockIn(new Date(), 'Europe/Rome')), offset);
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
const activity = (extra: object = {}) => ({
  district_id: NAVIGLI,
  translations: [{ locale: 'en', title: 'Yoga', description: 'Morning yoga' }],
  visibility: 'public',
  date: day(1),
  start_time: '10:00',
  end_time: '11:00',
  repeat: { freq: 'none', until: null },
  place_type: 'none',
  ...extra,
});
type Rec = {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  series_id: number | null;
  current_status: string;
  title: string;
  is_exception: boolean;
};
const create = async (extra: object = {}) => {
  const res = await call('POST', '/api/v3/community_activities', activity(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Rec & { occurrences: number; translations: { locale: string; title: string; description: string }[] };
};
const seriesRows = async (seriesId: number) =>
  (await t.database.db.select().from(events).where(eq(events.seriesId, seriesId))).sort((a, b) => a.date.localeCompare(b.date));
const list = async (query: string) => (await call('GET', `/api/v3/community_activities?district_id=${NAVIGLI}&paginate=100&${query}`)).json().data;

describe('creating', () => {
  it('saves a single activity confirmed (staff’s own), with its instants in the district’s zone', async () => {
    const made = await create({ category_id: category, price_private: 1500, payment_method: 'cash' });
    expect(made).toMatchObject({ current_status: 'confirmed', occurrences: 1, series_id: null, start_time: '10:00', payment_name: 'Euro', currency: 'EUR' });
    expect(made).toHaveProperty('category.color');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, made.id));
    expect(wallClockIn(row.datetimeStart, 'Europe/Rome').getHours()).toBe(10);
    expect(row.datetimeConfirmation).not.toBeNull();
  });

  it('materialises a weekly series in a space, one row per occurrence keyed by its day', async () => {
    const made = await create({
      place_type: 'select_space',
      space_id: partyRoom,
      date: day(14),
      repeat: { freq: 'weekly', until: day(35) },
      start_time: '18:00',
      end_time: '20:00',
    });
    expect(made.occurrences).toBe(4);
    const rows = await seriesRows(made.series_id!);
    expect(rows.map((r) => r.date)).toEqual([day(14), day(21), day(28), day(35)]);
    expect(rows.map((r) => r.occurrenceDate)).toEqual([day(14), day(21), day(28), day(35)]);
    // A series crossing the space's frozen week is refused, naming the day.
    const frozen = await call(
      'POST',
      '/api/v3/community_activities',
      activity({ place_type: 'select_space', space_id: partyRoom, repeat: { freq: 'weekly', until: day(22) }, start_time: '18:00', end_time: '20:00' }),
    );
    expect(errorsOf(frozen)).toEqual({ date: ['Validations.ActivitySpaceFrozen'] });
    expect(frozen.json().error_args.date).toEqual({ date: day(8) });
  });

  it('refuses what the rules refuse, each message on its field', async () => {
    const post = (extra: object) => call('POST', '/api/v3/community_activities', activity(extra));
    expect(errorsOf(await post({ end_time: '09:00' }))).toEqual({ end_time: ['Validations.ActivityEndAfterStart'] });
    expect(errorsOf(await post({ date: day(-1) }))).toHaveProperty('date');
    const outside = await post({ place_type: 'select_space', space_id: partyRoom, start_time: '07:00', end_time: '08:00' });
    expect(outside.statusCode).toBe(422);
    expect(errorsOf(outside)).toEqual({ start_time: ['Validations.ActivityOutsideHours'] });
    expect(outside.json().error_args.start_time).toEqual({ open: '09:00', close: '23:00' });
    expect(errorsOf(await post({ place_type: 'select_space', space_id: partyRoom, date: day(8), start_time: '18:00', end_time: '19:00' }))).toEqual({
      date: ['Validations.ActivitySpaceFrozen'],
    });
    expect(errorsOf(await post({ place_type: 'custom_space' }))).toEqual({
      place_name: ['Validations.CustomSpaceNoName'],
      place_address: ['Validations.CustomSpaceNoAddress'],
    });
    expect(errorsOf(await post({ boleto: true, price_private: 100, payment_method: 'cash' }))).toEqual({ boleto: ['Validations.ActivityBoletoNotBrl'] });
    expect(errorsOf(await post({ price_spot: 100 }))).toEqual({ payment_method: ['Validations.SelectAnOption'] });
    expect(errorsOf(await post({ price_spot: 100, payment_method: 'other' }))).toEqual({ payment_recipient: ['Validations.FieldNotNull'] });
    expect(errorsOf(await post({ repeat: { freq: 'daily', until: null } }))).toHaveProperty(['repeat.until']);
    expect(errorsOf(await post({ repeat: { freq: 'daily', until: day(400) } }))).toEqual({ 'repeat.until': ['Validations.ActivityTooManyOccurrences'] });
    // Another district's space, category or tag is not there to pick.
    const aurora = (await call('GET', `/api/v3/community_activities/options/spaces?district_id=${AURORA}`)).json().data as { id: number }[];
    expect(errorsOf(await post({ place_type: 'select_space', space_id: aurora[0].id }))).toEqual({ space_id: ['Validations.SelectAnOption'] });
    const [foreign] = await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.districtId, AURORA));
    expect(errorsOf(await post({ category_id: foreign.id }))).toEqual({ category_id: ['Validations.SelectAnOption'] });
  });

  it('takes Boleto in a Brazilian district', async () => {
    const res = await call(
      'POST',
      '/api/v3/community_activities',
      activity({ district_id: AURORA, boleto: true, price_private: 2000, payment_method: 'other', payment_recipient: 'Condomínio' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ boleto: true, payment_name: 'Boleto', currency: 'BRL' });
  });
});

describe('repeating activities: this one or all coming', () => {
  it('saves one occurrence alone (an exception), or every coming one, shifting days by the same amount', async () => {
    const made = await create({ repeat: { freq: 'weekly', until: day(22) }, translations: [{ locale: 'en', title: 'Choir', description: 'Sing' }] });
    const rows = await seriesRows(made.series_id!);
    const second = rows[1];
    const one = await call('PUT', `/api/v3/community_activities/${second.id}`, {
      ...activity({ repeat: { freq: 'weekly', until: day(22) } }),
      date: second.date,
      translations: [{ locale: 'en', title: 'Choir (rehearsal)', description: 'Sing' }],
      scope: 'one',
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ title: 'Choir (rehearsal)', is_exception: true });
    expect((await seriesRows(made.series_id!)).map((r) => r.translations.en?.title)).toEqual(['Choir', 'Choir (rehearsal)', 'Choir', 'Choir']);

    // A changed repeat needs "all".
    const locked = await call('PUT', `/api/v3/community_activities/${second.id}`, {
      ...activity({ repeat: { freq: 'daily', until: day(22) } }),
      date: second.date,
      scope: 'one',
    });
    expect(errorsOf(locked)).toEqual({ 'repeat.freq': ['Validations.ActivityRepeatNeedsAll'] });

    const all = await call('PUT', `/api/v3/community_activities/${rows[0].id}`, {
      ...activity({ repeat: { freq: 'weekly', until: day(23) } }),
      date: day(2),
      start_time: '12:00',
      end_time: '13:00',
      translations: [{ locale: 'en', title: 'Choir', description: 'Sing together' }],
      scope: 'all',
    });
    expect(all.statusCode, all.body).toBe(200);
    const after = await seriesRows(made.series_id!);
    expect(after.map((r) => r.date)).toEqual([day(2), day(9), day(16), day(23)]);
    expect(new Set(after.map((r) => r.startTime))).toEqual(new Set(['12:00']));
    expect(new Set(after.map((r) => r.translations.en?.description))).toEqual(new Set(['Sing together']));
  });

  it('makes the coming occurrences again when the rule changes', async () => {
    const made = await create({ repeat: { freq: 'weekly', until: day(15) } });
    expect((await seriesRows(made.series_id!)).map((r) => r.date)).toEqual([day(1), day(8), day(15)]);
    const res = await call('PUT', `/api/v3/community_activities/${made.id}`, { ...activity({ repeat: { freq: 'daily', until: day(4) } }), scope: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await seriesRows(made.series_id!)).map((r) => r.date)).toEqual([day(1), day(2), day(3), day(4)]);
  });

  it('turns a single activity into a series when a repeat is set', async () => {
    const made = await create();
    const res = await call('PUT', `/api/v3/community_activities/${made.id}`, { ...activity({ repeat: { freq: 'daily', until: day(3) } }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ occurrences: 3, occurrence_index: 1, is_parent: true, repeat: { freq: 'daily', until: day(3) } });
    const [, second] = await seriesRows(res.json().data.series_id);
    expect((await call('GET', `/api/v3/community_activities/${second.id}?district_id=${NAVIGLI}`)).json().data).toMatchObject({
      occurrence_index: 2,
      is_parent: false,
    });
  });

  it('deletes one occurrence, or it and every coming one', async () => {
    const made = await create({ repeat: { freq: 'daily', until: day(5) } });
    const rows = await seriesRows(made.series_id!);
    expect((await call('DELETE', `/api/v3/community_activities/${rows[1].id}?district_id=${NAVIGLI}&scope=one`)).statusCode).toBe(200);
    expect(await seriesRows(made.series_id!)).toHaveLength(4);
    expect((await call('DELETE', `/api/v3/community_activities/${rows[2].id}?district_id=${NAVIGLI}&scope=all`)).statusCode).toBe(200);
    expect(await seriesRows(made.series_id!)).toHaveLength(0);
  });

  it('moves an occurrence by the calendar’s drag, checked as the form checks it', async () => {
    const made = await create({
      place_type: 'select_space',
      space_id: partyRoom,
      repeat: { freq: 'daily', until: day(3) },
      start_time: '18:00',
      end_time: '19:00',
    });
    const rows = await seriesRows(made.series_id!);
    const move = (id: number, body: object) => call('POST', `/api/v3/community_activities/${id}/move`, { district_id: NAVIGLI, ...body });
    const moved = await move(rows[1].id, { date: day(4), start_time: '20:00', end_time: '21:00', scope: 'one' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ date: day(4), start_time: '20:00', is_exception: true });
    expect((await seriesRows(made.series_id!)).map((r) => r.date)).toEqual([day(1), day(3), day(4)]);
    expect(errorsOf(await move(rows[0].id, { date: day(2), start_time: '06:00', end_time: '07:00' }))).toEqual({
      start_time: ['Validations.ActivityOutsideHours'],
    });
    expect(errorsOf(await move(rows[0].id, { date: day(8), start_time: '18:00', end_time: '19:00' }))).toEqual({ date: ['Validations.ActivitySpaceFrozen'] });
  });
});

describe('status changes (console §4)', () => {
  const setStatus = (id: number, body: object, token = admin) =>
    call('POST', `/api/v3/community_activities/${id}/status`, { district_id: NAVIGLI, ...body }, token);
  const force = (id: number, status: string, extra: object = {}) =>
    t.database.db
      .update(events)
      .set({ status: status as 'waiting', ...extra })
      .where(eq(events.id, id));

  it('follows the workflow, stamps the dates, and refuses a move it does not allow with 409', async () => {
    const made = await create();
    await force(made.id, 'waiting', { datetimeConfirmation: null });
    expect((await setStatus(made.id, { status: 'refunded' })).statusCode).toBe(409);
    expect(errorsOf(await setStatus(made.id, { status: 'rejected' }))).toEqual({ rejection_reason: ['Validations.FieldNotNull'] });
    const res = await setStatus(made.id, { status: 'confirmed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ changed: 1, skipped: 0 });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, made.id));
    expect(row.status).toBe('confirmed');
    expect(row.datetimeConfirmation).not.toBeNull();
  });

  it('rejects with a reason told to the author by mail, refunds a paid one and sets its payment status', async () => {
    const made = await create({ price_private: 1000, payment_method: 'cash' });
    const [resident] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'resident1.1@borgo.test'));
    await force(made.id, 'paying', { authorId: resident.id });
    expect((await setStatus(made.id, { status: 'waiting' })).statusCode).toBe(200);
    expect((await setStatus(made.id, { status: 'rejected', rejection_reason: 'Room needed for the assembly' })).statusCode).toBe(200);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'resident1.1@borgo.test'));
    expect(mails.some((m) => m.body.includes('Room needed for the assembly'))).toBe(true);
    expect((await setStatus(made.id, { status: 'refunding' })).statusCode).toBe(200);
    expect((await setStatus(made.id, { status: 'refunded' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, made.id));
    expect(row).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', rejectionReason: 'Room needed for the assembly' });
    expect(row.datetimePaid && row.datetimeRejection && row.datetimeRefundStarted && row.datetimeRefundCompleted).toBeTruthy();
    // The refunded tab holds it (refunding too), among what is to come.
    expect((await list('current_status=refunded')).data.map((r: Rec) => r.id)).toContain(made.id);
  });

  it('confirms only a force-online activity straight from to pay', async () => {
    const made = await create({ price_private: 500, payment_method: 'cash' });
    await force(made.id, 'to_pay');
    expect((await setStatus(made.id, { status: 'confirmed' })).statusCode).toBe(409);
    await t.database.db.update(events).set({ forceOnline: true }).where(eq(events.id, made.id));
    expect((await setStatus(made.id, { status: 'confirmed' })).statusCode).toBe(200);
  });

  it('changes a whole series where the workflow allows it', async () => {
    const made = await create({ repeat: { freq: 'daily', until: day(3) } });
    const rows = await seriesRows(made.series_id!);
    await Promise.all(rows.map((r, i) => force(r.id, i === 2 ? 'rejected' : 'waiting')));
    const res = await setStatus(rows[0].id, { status: 'confirmed', scope: 'all' });
    expect(res.json().data).toEqual({ changed: 3, skipped: 0 });
    const rejected = await setStatus(rows[0].id, { status: 'rejected', scope: 'all', rejection_reason: 'Cancelled' });
    expect(rejected.json().data).toEqual({ changed: 3, skipped: 0 });
  });
});

describe('the list and the calendar', () => {
  it('lists by tab, history, visibility, tag and search; sorts by start; refuses an unknown sort', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThan(0);
    const starts = (all.data as { datetime_start: string }[]).map((r) => r.datetime_start);
    expect([...starts].sort()).toEqual(starts);
    expect((await list('current_status=waiting')).data.every((r: Rec) => r.current_status === 'waiting')).toBe(true);
    const made = await create({ visibility: 'staff', translations: [{ locale: 'en', title: 'Zumba unique', description: 'x' }] });
    expect((await list('query=zumba%20unique')).data.map((r: Rec) => r.id)).toEqual([made.id]);
    expect((await list('visibility=staff')).data.map((r: Rec) => r.id)).toContain(made.id);
    await t.database.db
      .update(events)
      .set({ datetimeStart: new Date(Date.now() - 3 * 86_400_000), datetimeEnd: new Date(Date.now() - 3 * 86_400_000 + 3600_000) })
      .where(eq(events.id, made.id));
    expect((await list('current_status=history')).data.map((r: Rec) => r.id)).toContain(made.id);
    expect((await list('current_status=confirmed')).data.map((r: Rec) => r.id)).not.toContain(made.id);
    expect((await call('GET', `/api/v3/community_activities?district_id=${NAVIGLI}&order_by=__proto__`)).statusCode).toBe(422);
    expect((await call('GET', `/api/v3/community_activities?district_id=${NAVIGLI}&current_status=gone`)).statusCode).toBe(422);
  });

  it('answers the calendar without paging, with frozen dates only when FreezeSpace is on', async () => {
    await create({ place_type: 'select_space', space_id: partyRoom, start_time: '18:00', end_time: '19:00', date: day(2) });
    const url = `/api/v3/community_activities/calendar?district_id=${NAVIGLI}&from=${day(0)}&to=${day(30)}`;
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.events.length).toBeGreaterThan(20);
    const editable = (status: string) =>
      data.events.filter((e: { current_status: string }) => e.current_status === status).map((e: { editable: boolean }) => e.editable);
    expect(editable('waiting')).toContain(true);
    expect(editable('rejected').every((e: boolean) => !e)).toBe(true);
    expect(data.frozen.map((f: { date: string }) => f.date)).toEqual(expect.arrayContaining([day(7), day(13)]));
    expect(data.spaces.map((s: { id: number }) => s.id)).toContain(partyRoom);
    // The list's search and tab narrow it as they narrow the list.
    const searched = (await call('GET', `${url}&query=yoga&current_status=confirmed`)).json().data.events as { title: string; current_status: string }[];
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((e) => /yoga/i.test(e.title) && e.current_status === 'confirmed')).toBe(true);
    expect((await call('GET', `/api/v3/community_activities/calendar?district_id=${NAVIGLI}&from=${day(0)}&to=${day(63)}`)).statusCode).toBe(422);
    const [row] = await t.database.db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, NAVIGLI));
    const off = structuredClone(row.configuration);
    off.FreezeSpace = false;
    await t.database.db.update(districts).set({ configuration: off }).where(eq(districts.id, NAVIGLI));
    try {
      expect((await call('GET', url)).json().data.frozen).toEqual([]);
    } finally {
      await t.database.db.update(districts).set({ configuration: row.configuration }).where(eq(districts.id, NAVIGLI));
    }
  });
});

describe('people of an activity', () => {
  it('lists who is interested or taking part, and exports them as an Excel file', async () => {
    const made = await create({ translations: [{ locale: 'en', title: 'Book club', description: 'Read' }] });
    const people = await t.database.db.select({ id: users.id }).from(users).limit(3);
    await t.database.db.insert(eventParticipants).values([
      { eventId: made.id, userId: people[0].id, kind: 'interested' },
      { eventId: made.id, userId: people[1].id, kind: 'participating' },
      { eventId: made.id, userId: people[2].id, kind: 'participating' },
    ]);
    const res = await call('GET', `/api/v3/community_activities/${made.id}/participants?district_id=${NAVIGLI}&kind=participating`);
    expect(res.json().data.total).toBe(2);
    expect((await call('GET', `/api/v3/community_activities/${made.id}?district_id=${NAVIGLI}`)).json().data).toMatchObject({
      interested_count: 1,
      participants_count: 2,
    });
    const file = await call('GET', `/api/v3/community_activities/${made.id}/participants/export?district_id=${NAVIGLI}&kind=participating`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Book%20club');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(3);
  });
});

describe('access', () => {
  it('needs an events_* right, the district, and the Activities flag', async () => {
    expect((await call('GET', `/api/v3/community_activities?district_id=${NAVIGLI}`, undefined, office)).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/community_activities', activity(), office)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/community_activities?district_id=${NAVIGLI}`, undefined, stranger)).statusCode).toBe(403);
    const made = await create();
    // Another district's id is not there.
    const aurora = await call('GET', `/api/v3/community_activities/${made.id}?district_id=${AURORA}`);
    expect(aurora.statusCode).toBe(404);
    const [row] = await t.database.db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, NAVIGLI));
    const off = structuredClone(row.configuration);
    off.CommunityContents = { ...off.CommunityContents, Activities: false };
    await t.database.db.update(districts).set({ configuration: off }).where(eq(districts.id, NAVIGLI));
    try {
      expect((await call('GET', `/api/v3/community_activities?district_id=${NAVIGLI}`)).statusCode).toBe(403);
    } finally {
      await t.database.db.update(districts).set({ configuration: row.configuration }).where(eq(districts.id, NAVIGLI));
    }
  });
});
