import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, eventParticipants, roles, userDistrictRoles, users } from '../../server/db/schema';
import { notificationInbox, notifications } from '../../resources/notifications/table';
import { buildApp } from '../../server/app';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * Push notifications (issue 13): compose for each target kind, plan, edit and cancel until sent,
 * the scheduler's delivery, the resident's inbox and live channel, and the refusals.
 */
let t: TestContext;
let base: string;
let admin: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ notificationsEveryMs: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login('admin@borgo.test');
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await t.close();
});

const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const texts = (title = 'Lift out of order', content = 'The lift of Tower A is being repaired.') => [{ locale: 'en', title, content }];
const send = (payload: object, token = admin, method: 'POST' | 'PUT' = 'POST', id?: number) =>
  t.app.inject({ method, url: `/api/v3/notifications${id ? `/${id}` : ''}`, headers: bearer(token), payload: { district_id: NAVIGLI, ...payload } });
const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const inboxOf = async (user: number) =>
  (await t.database.db.select().from(notificationInbox).where(eq(notificationInbox.userId, user))).map((r) => r.notificationId);
const recipientsOf = async (id: number) =>
  (await t.database.db.select({ u: notificationInbox.userId }).from(notificationInbox).where(eq(notificationInbox.notificationId, id)))
    .map((r) => r.u)
    .sort((a, b) => a - b);
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** A resident's live client, resolved once the server has put it in its rooms. */
function client(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, { auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'] });
    open.push(socket);
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('compose and send now', () => {
  it('to all: every resident of the district gets it in their inbox, staff and other districts do not', async () => {
    const res = await send({ translations: texts(), target_type: 'all' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ status_type: 'sent', target_type: 'all', sender_name: 'Ada Rossi', audience_size: 6 });
    expect(data.sent_at).toBeTruthy();
    const navigliResidents = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
        .where(and(eq(userDistrictRoles.districtId, NAVIGLI), eq(users.level, 'resident')))
    ).map((r) => r.id);
    expect(await recipientsOf(data.id)).toEqual([...new Set(navigliResidents)].sort((a, b) => a - b));
    expect(await inboxOf(await userId('admin@borgo.test'))).not.toContain(data.id);
    expect(await inboxOf(await userId('resident2.1@borgo.test'))).not.toContain(data.id);
  });

  it('to picked users: only them; someone of another district is refused on the field', async () => {
    const [a, b] = [await userId('resident1.2@borgo.test'), await userId('manager@borgo.test')];
    const res = await send({ translations: texts(), target_type: 'users', target_user_ids: [a, b] });
    expect(res.statusCode).toBe(201);
    expect(await recipientsOf(res.json().data.id)).toEqual([a, b].sort((x, y) => x - y));
    const foreign = await send({ translations: texts(), target_type: 'users', target_user_ids: [a, await userId('resident2.1@borgo.test')] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ target_user_ids: ['Validations.FieldInvalid'] });
  });

  it('to a role: its holders in the district', async () => {
    const [gateRole] = await t.database.db.select().from(roles).where(eq(roles.name, 'Gate keeper'));
    const res = await send({ translations: texts(), target_type: 'role', target_role_id: gateRole.id });
    expect(res.statusCode).toBe(201);
    expect(await recipientsOf(res.json().data.id)).toEqual([await userId('gate@borgo.test')]);
  });

  it('to the interested or the participating people of an activity', async () => {
    const people = await t.database.db.select().from(eventParticipants);
    const eventId = people[0].eventId;
    const of = (kind: string) =>
      people
        .filter((p) => p.eventId === eventId && p.kind === kind)
        .map((p) => p.userId)
        .sort((a, b) => a - b);
    for (const kind of ['interested', 'participating'] as const) {
      const res = await send({ translations: texts(), target_type: kind, content_type: 'events', content_id: eventId });
      expect(res.statusCode).toBe(201);
      expect(await recipientsOf(res.json().data.id)).toEqual(of(kind));
      expect(of(kind).length).toBeGreaterThan(0);
    }
  });

  it('refuses what the form refuses, on the same fields with the same keys', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [
        { translations: [{ locale: 'en', title: '', content: '' }], target_type: 'all' },
        { 'translations.en.title': ['Validations.LangNotNull'], 'translations.en.content': ['Validations.LangNotNull'] },
      ],
      [{ translations: texts(), target_type: 'users', target_user_ids: [] }, { target_user_ids: ['Validations.SelectUserFirst'] }],
      [{ translations: texts(), target_type: 'role' }, { target_role_id: ['Validations.SelectAnOption'] }],
      [{ translations: texts(), target_type: 'interested' }, { content_id: ['Validations.SelectAnOption'] }],
      [{ translations: texts(), target_type: 'all', time_send: 'schedule' }, { scheduled_at: ['Validations.FieldNotNull'] }],
      [
        { translations: texts(), target_type: 'all', time_send: 'schedule', scheduled_at: new Date(Date.now() - 60_000).toISOString() },
        { scheduled_at: ['Validations.DateTimeNotPast'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });
});

describe('planned notifications', () => {
  it('wait for their time, can be edited and cancelled until then, and go once with the scheduler', async () => {
    const res = await send({ translations: texts('Planned'), target_type: 'all', time_send: 'schedule', scheduled_at: inAnHour() });
    expect(res.statusCode).toBe(201);
    const planned = res.json().data;
    expect(planned).toMatchObject({ status_type: 'planned', sent_at: null, audience_size: 6 });
    expect(planned.send_at).toBe(planned.scheduled_at);
    expect(await recipientsOf(planned.id)).toEqual([]);

    const list = await get(`/api/v3/notifications?district_id=${NAVIGLI}&status_type=planned`);
    expect(list.json().data.data.map((n: { id: number }) => n.id)).toContain(planned.id);

    const edited = await send(
      { translations: texts('Planned, edited'), target_type: 'all', time_send: 'schedule', scheduled_at: inAnHour() },
      admin,
      'PUT',
      planned.id,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.translations[0].title).toBe('Planned, edited');

    // Due now: the scheduler's round delivers it, once however many rounds run.
    await t.database.db
      .update(notifications)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(notifications.id, planned.id));
    const job = t.app.jobs.get('notifications.deliver')!;
    await Promise.all([job.run(), job.run()]);
    await job.run();
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, planned.id));
    expect(row.statusType).toBe('sent');
    expect(row.sentAt).toBeTruthy();
    expect(row.audienceSize).toBe(6);
    expect((await recipientsOf(planned.id)).length).toBe(6);
    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'notifications'), eq(auditEntries.recordId, planned.id)))
      .orderBy(asc(auditEntries.id));
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'send']);

    // Sent: neither edited nor cancelled any more.
    expect((await send({ translations: texts(), target_type: 'all' }, admin, 'PUT', planned.id)).statusCode).toBe(409);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v3/notifications/${planned.id}?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(cancel.statusCode).toBe(409);
  });

  it('survive a restart: another server on the same database delivers them', async () => {
    const res = await send({ translations: texts('Across a restart'), target_type: 'all', time_send: 'schedule', scheduled_at: inAnHour() });
    const id = res.json().data.id;
    await t.database.db
      .update(notifications)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(notifications.id, id));
    // The first server never ran its round; a new one, started on the database, finds the plan there.
    const next = await buildApp({ config: t.config, database: t.database });
    await next.ready();
    try {
      await next.jobs.get('notifications.deliver')!.run();
    } finally {
      await next.close();
    }
    expect((await recipientsOf(id)).length).toBe(6);
  });

  it('cancelled, it is gone and nobody receives it', async () => {
    const res = await send({ translations: texts('To cancel'), target_type: 'all', time_send: 'schedule', scheduled_at: inAnHour() });
    const id = res.json().data.id;
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v3/notifications/${id}?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(cancel.statusCode).toBe(200);
    await t.app.jobs.get('notifications.deliver')!.run();
    expect((await get(`/api/v3/notifications/${id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect(await recipientsOf(id)).toEqual([]);
  });
});

describe('the resident', () => {
  it('receives it live on their own channel and finds it in their inbox, in their language, and marks it read', async () => {
    const email = 'resident1.3@borgo.test';
    const token = await t.login(email);
    const other = await t.login('resident1.4@borgo.test');
    const socket = await client(token);
    const otherSocket = await client(other);
    const got: { id: number; notification_id: number; translations: { locale: string; title: string }[] }[] = [];
    const otherGot: unknown[] = [];
    socket.on('notification.received', (e) => got.push(e));
    otherSocket.on('notification.received', (e) => otherGot.push(e));
    const res = await send({
      translations: [
        { locale: 'en', title: 'Just for you', content: 'Hello' },
        { locale: 'it', title: 'Solo per te', content: 'Ciao' },
      ],
      target_type: 'users',
      target_user_ids: [await userId(email)],
    });
    const id = res.json().data.id;
    const end = Date.now() + 5000;
    while (got.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ notification_id: id });
    expect(got[0].translations.map((x) => x.title)).toEqual(['Just for you', 'Solo per te']);
    expect(otherGot).toEqual([]);

    const inbox = await t.app.inject({ method: 'GET', url: '/api/v3/me/notifications?unread=1', headers: { ...bearer(token), 'accept-language': 'it' } });
    expect(inbox.statusCode).toBe(200);
    const [first] = inbox.json().data.data;
    expect(first).toMatchObject({ id: got[0].id, notification_id: id, title: 'Solo per te', content: 'Ciao', read_at: null });

    // Someone else's message is not theirs to mark.
    expect((await t.app.inject({ method: 'POST', url: `/api/v3/me/notifications/${first.id}/read`, headers: bearer(other) })).statusCode).toBe(404);
    const read = await t.app.inject({ method: 'POST', url: `/api/v3/me/notifications/${first.id}/read`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).toBeTruthy();
    const unread = await t.app.inject({ method: 'GET', url: '/api/v3/me/notifications?unread=1', headers: bearer(token) });
    expect(unread.json().data.data.map((n: { id: number }) => n.id)).not.toContain(first.id);
  });
});

describe('refusals', () => {
  it('needs a token, push_notifications_send to write, push_notifications_view to read, and the district', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/notifications?district_id=${NAVIGLI}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/me/notifications' })).statusCode).toBe(401);
    const manager = await t.login('manager@borgo.test');
    expect((await get(`/api/v3/notifications?district_id=${NAVIGLI}`, manager)).statusCode).toBe(403);
    expect((await send({ translations: texts(), target_type: 'all' }, manager)).statusCode).toBe(403);
    expect((await get(`/api/v3/notifications/recipients?district_id=${NAVIGLI}`, manager)).statusCode).toBe(403);
    const resident = await t.login('resident1.1@borgo.test');
    expect((await send({ translations: texts(), target_type: 'all' }, resident)).statusCode).toBe(403);
    // The manager of Borgo Navigli has no role in Vila Aurora.
    expect((await get(`/api/v3/notifications?district_id=${AURORA}`, manager)).statusCode).toBe(403);
  });

  it('another district’s notification answers 404, and a planned one there cannot be cancelled from here', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/notifications',
      headers: bearer(admin),
      payload: { district_id: AURORA, translations: texts(), target_type: 'all', time_send: 'schedule', scheduled_at: inAnHour() },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect((await get(`/api/v3/notifications/${id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v3/notifications/${id}?district_id=${NAVIGLI}`, headers: bearer(admin) })).statusCode).toBe(404);
  });
});

describe('the compose form’s helpers', () => {
  it('lists the district’s people (searched, by role), its roles, its activities and a target’s audience', async () => {
    const people = (await get(`/api/v3/notifications/recipients?district_id=${NAVIGLI}&paginate=100`)).json().data;
    expect(people.total).toBeGreaterThanOrEqual(10);
    expect(people.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), full_name: expect.any(String), email: expect.any(String) }));
    const searched = (await get(`/api/v3/notifications/recipients?district_id=${NAVIGLI}&query=gino`)).json().data.data;
    expect(searched.map((p: { email: string }) => p.email)).toEqual(['gate@borgo.test']);
    const roleList = (await get(`/api/v3/notifications/roles?district_id=${NAVIGLI}`)).json().data;
    expect(roleList.map((r: { name: string }) => r.name)).toContain('Resident');
    const resident = roleList.find((r: { name: string }) => r.name === 'Resident');
    const byRole = (await get(`/api/v3/notifications/recipients?district_id=${NAVIGLI}&role_id=${resident.id}&paginate=100`)).json().data;
    expect(byRole.total).toBe(6);
    const activities = (await get(`/api/v3/notifications/contents?district_id=${NAVIGLI}`)).json().data;
    expect(activities.length).toBeGreaterThan(0);
    const audience = (await get(`/api/v3/notifications/audience?district_id=${NAVIGLI}&target_type=all`)).json().data;
    expect(audience).toEqual({ size: 6 });
  });
});

describe('npm run demo:inbox', () => {
  it('shows a resident receiving a notification live', async () => {
    const child = spawn('node_modules/.bin/tsx', ['server/scripts/demo-inbox.ts'], {
      env: { ...process.env, BORGO_URL: base, RESIDENT: 'resident1.5@borgo.test', WAIT_SECONDS: '20' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const until = async (text: string) => {
        const end = Date.now() + 15_000;
        while (!output.includes(text) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
        expect(output).toContain(text);
      };
      await until('Waiting for notifications');
      await send({ translations: texts('Hello from the office'), target_type: 'users', target_user_ids: [await userId('resident1.5@borgo.test')] });
      await until('New notification from Ada Rossi: Hello from the office');
    } finally {
      child.kill('SIGINT');
      await exited;
    }
  }, 40_000);
});
