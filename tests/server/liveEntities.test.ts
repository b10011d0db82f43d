import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, outbox, roles, sessions, userDistrictRoles, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { hashToken } from '../../server/lib/tokens';
import type { Permission } from '../../src/lib/permissions';
import type { EntityChanged } from '../../src/contract/live';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

/**
 * The live channel of issue 11 over real sockets: every write of an entity reaches the holders of
 * its permissions in its district (a global entity's, holders in any district) and nobody else;
 * `audit.changed` reaches audit_view holders of the district; a logged-out, password-changed,
 * reset or lapsed session loses its socket; a change of roles moves a user's sockets.
 */
let t: TestContext;
let base: string;
const open: Socket[] = [];
let admin: string;
let adminId: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login('admin@borgo.test');
  adminId = await userId('admin@borgo.test');
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await t.close();
});

const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

/** A staff account of the test's own, with a role per district holding the given permissions. */
async function account(email: string, grants: { district: number; permissions: Permission[] }[], ctx: TestContext = t) {
  const db = ctx.database.db;
  const [{ hash }] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@borgo.test'));
  const [user] = await db
    .insert(users)
    .values({ email, firstName: 'Test', lastName: email.split('@')[0], passwordHash: hash, dashboardDistrictId: grants[0].district })
    .returning();
  for (const g of grants) await grant(user.id, g.district, g.permissions, db);
  return user.id;
}
/** Gives a user one more role in a district; returns the role's id. */
async function grant(user: number, district: number, permissions: Permission[], db = t.database.db) {
  const [role] = await db
    .insert(roles)
    .values({ name: `Live test role ${++seq}`, permissions })
    .returning();
  await db.insert(userDistrictRoles).values({ userId: user, districtId: district, roleId: role.id });
  return role.id;
}

/** Connects and resolves once the server has put the socket in its rooms. */
function client(token: string, url = base): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'] });
    open.push(socket);
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Collects what a socket receives of one event. */
function inbox<T = EntityChanged>(socket: Socket, event: string) {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const settle = () => sleep(400);
/** Resolves with the disconnect's reason, or 'still connected' after `ms`. */
const disconnection = (socket: Socket, ms = 3000) =>
  Promise.race([
    new Promise<string>((resolve) => (socket.connected ? socket.once('disconnect', (reason) => resolve(reason)) : resolve('not connected'))),
    sleep(ms).then(() => 'still connected'),
  ]);

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const by = () => ({ id: adminId, name: 'Ada Rossi' });

/** A guest waiting at Borgo Navigli's gate, confirmed by the admin: `guest.confirmed` to guests.1. */
async function confirmGuest() {
  const resident = await userId('resident1.1@borgo.test');
  const made = await call('POST', '/api/v3/visitors', {
    district_id: NAVIGLI,
    user_id: resident,
    category: 'guest',
    date_start: navigliDay(),
    guests: [{ first_name: 'Leo', phone: '3331234001' }],
  });
  const inv = made.json().data as { id: number; guests: { id: number }[] };
  const res = await call('POST', `/api/v3/visitors/${inv.id}/guests/${inv.guests[0].id}/confirm`, { district_id: NAVIGLI });
  expect(res.statusCode).toBe(200);
  return inv.id;
}

describe('<entity>.changed', () => {
  let admin2: Socket; // the admin's second session
  let tagger: Socket; // tags_backoffice_view in Borgo Navigli only
  let manager: Socket; // Borgo Navigli, no tags, cities nor audit permission
  let aurora: Socket; // tags, cities and audit_view in Vila Aurora only
  let auroraId: number;

  beforeAll(async () => {
    await account('tagger@borgo.test', [{ district: NAVIGLI, permissions: ['backend', 'tags_backoffice_view'] }]);
    auroraId = await account('aurora@borgo.test', [
      { district: AURORA, permissions: ['backend', 'tags_backoffice_view', 'tags_edit', 'cities_view', 'audit_view'] },
    ]);
    [admin2, tagger, manager, aurora] = await Promise.all(
      ['admin@borgo.test', 'tagger@borgo.test', 'manager@borgo.test', 'aurora@borgo.test'].map(async (email) => client(await t.login(email))),
    );
  });

  it('tells a tag created, edited and deleted in a district to the holders of a tags permission there, and to nobody else', async () => {
    const got = [admin2, tagger, manager, aurora].map((s) => inbox(s, 'tags.changed'));
    const made = await call('POST', '/api/v3/tags', { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'Live' }] });
    const id = made.json().data.id as number;
    expect((await call('PUT', `/api/v3/tags/${id}`, { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'Live 2' }] })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v3/tags/${id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    await settle();
    const told = (['create', 'update', 'delete'] as const).map((action) => ({ entity: 'tags', id, action, by: by(), district_id: NAVIGLI }));
    const [toAdmin, toTagger, toManager, toAurora] = got;
    expect(toTagger).toEqual(told);
    expect(toAdmin).toEqual(told);
    expect(toManager).toEqual([]);
    expect(toAurora).toEqual([]);
  });

  it('tells a tag of another district to its holders there, not to Borgo Navigli’s', async () => {
    const [toTagger, toAurora] = [tagger, aurora].map((s) => inbox(s, 'tags.changed'));
    const made = await call('POST', '/api/v3/tags', { district_id: AURORA, translations: [{ locale: 'pt', name: 'Ao vivo' }] });
    await settle();
    expect(toAurora).toEqual([{ entity: 'tags', id: made.json().data.id, action: 'create', by: by(), district_id: AURORA }]);
    expect(toTagger).toEqual([]);
  });

  it('tells a city, which every district shares, to the holders of a cities permission in any district', async () => {
    const got = [admin2, tagger, manager, aurora].map((s) => inbox(s, 'cities.changed'));
    const countries = (await t.app.inject({ method: 'GET', url: `/api/v3/countries?district_id=${NAVIGLI}`, headers: bearer(admin) })).json().data;
    const made = await call('POST', '/api/v3/cities', { district_id: NAVIGLI, name: 'Livorno', country_id: countries[0].id });
    expect(made.statusCode).toBe(201);
    await settle();
    const told = [{ entity: 'cities', id: made.json().data.id, action: 'create', by: by(), district_id: null }];
    const [toAdmin, toTagger, toManager, toAurora] = got;
    expect(toAdmin).toEqual(told);
    expect(toAurora).toEqual(told);
    expect(toTagger).toEqual([]);
    expect(toManager).toEqual([]);
  });

  it('tells every write’s audit entry to the audit_view holders of its district only', async () => {
    const got = [admin2, tagger, manager, aurora].map((s) => inbox(s, 'audit.changed'));
    const managerToken = await t.login('manager@borgo.test');
    // An account write (no entity's): only its audit entry is told.
    const res = await call('PUT', '/api/v3/profile', { first_name: 'Marco', last_name: 'Bianchi', phone: '+391234567890' }, managerToken);
    expect(res.statusCode).toBe(200);
    await settle();
    const [entry] = await t.database.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1);
    expect(entry).toMatchObject({ entity: 'users', action: 'update', districtId: NAVIGLI });
    const managerId = await userId('manager@borgo.test');
    const [toAdmin, toTagger, toManager, toAurora] = got;
    // The manager's login is one more entry of Borgo Navigli.
    expect(toAdmin.at(-1)).toEqual({ entity: 'audit', id: entry.id, action: 'create', by: { id: managerId, name: 'Marco Bianchi' }, district_id: NAVIGLI });
    expect(toAdmin.map((e) => e.id)).toEqual([entry.id - 1, entry.id]);
    expect(toTagger).toEqual([]);
    expect(toManager).toEqual([]);
    expect(toAurora).toEqual([]);
    // A write of Vila Aurora: its holder there hears of it.
    const auroraToken = await t.login('aurora@borgo.test');
    await settle();
    expect(toAurora.map((e) => [e.district_id, e.by?.id])).toEqual([[AURORA, auroraId]]);
    expect(auroraToken).toBeTruthy();
  });
});

describe('sessions that end lose their sockets', () => {
  it('a logout disconnects that session’s socket at once: no guest.confirmed after it, and no new handshake', async () => {
    const [gone, kept] = await Promise.all([t.login('gate@borgo.test'), t.login('gate@borgo.test')]);
    const [goneSocket, keptSocket] = await Promise.all([client(gone), client(kept)]);
    const [goneGot, keptGot] = [goneSocket, keptSocket].map((s) => inbox<{ visitor_id: number }>(s, 'guest.confirmed'));
    const ended = disconnection(goneSocket);
    expect((await call('POST', '/api/v3/auth/logout', undefined, gone)).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    const visitor = await confirmGuest();
    await settle();
    expect(goneGot).toEqual([]);
    expect(keptGot.map((e) => e.visitor_id)).toEqual([visitor]);
    expect(keptSocket.connected).toBe(true);
    await expect(client(gone)).rejects.toThrow(/unauthorized/);
  });

  it('a logout between the handshake’s check and the socket’s rooms still ends the socket', async () => {
    // The handshake has read the session, live; the logout ends it before the socket is in its rooms.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const holding = new Promise<void>((resolve) => (arrived = resolve));
    t.app.live.io!.use((socket, next) => {
      if (socket.handshake.auth.hold !== true) return next();
      arrived();
      void held.then(() => next());
    });
    const token = await t.login('gate@borgo.test');
    const socket = connect(base, { auth: { token, hold: true }, forceNew: true, reconnection: false, transports: ['websocket'] });
    open.push(socket);
    const connected = new Promise((resolve) => socket.once('connect', () => resolve(true)));
    // Listened for before the release: the server may end the socket right after it connects.
    const ended = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    await holding;
    expect((await call('POST', '/api/v3/auth/logout', undefined, token)).statusCode).toBe(200);
    release();
    await connected;
    expect(await Promise.race([ended, sleep(3000).then(() => 'still connected')])).toBe('io server disconnect');
  });

  it('a password change disconnects the other sessions’ sockets, not its own', async () => {
    await account('changer@borgo.test', [{ district: NAVIGLI, permissions: ['backend', 'visitors_view'] }]);
    const [mine, other] = await Promise.all([t.login('changer@borgo.test'), t.login('changer@borgo.test')]);
    const [mySocket, otherSocket] = await Promise.all([client(mine), client(other)]);
    const myGot = inbox<{ visitor_id: number }>(mySocket, 'guest.confirmed');
    const otherEnded = disconnection(otherSocket);
    const mineEnded = disconnection(mySocket, 1000);
    const res = await call(
      'POST',
      '/api/v3/profile/password',
      { current_password: DEMO_PASSWORD, password: 'changed-pass-1', password_confirmation: 'changed-pass-1' },
      mine,
    );
    expect(res.statusCode).toBe(200);
    expect(await otherEnded).toBe('io server disconnect');
    expect(await mineEnded).toBe('still connected');
    const visitor = await confirmGuest();
    await settle();
    expect(myGot.map((e) => e.visitor_id)).toEqual([visitor]);
  });

  it('a password reset disconnects every socket of the account', async () => {
    await account('forgot@borgo.test', [{ district: NAVIGLI, permissions: ['backend', 'visitors_view'] }]);
    const tokens = await Promise.all([t.login('forgot@borgo.test'), t.login('forgot@borgo.test')]);
    const sockets = await Promise.all(tokens.map((tk) => client(tk)));
    const ended = sockets.map((s) => disconnection(s));
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/auth/password/reset', payload: { email: 'forgot@borgo.test' } })).statusCode).toBe(200);
    await t.app.afterReply.settled();
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'forgot@borgo.test'));
    const token = /\/password\/restore\/([\w-]+)/.exec(mail.body)![1];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/password/restore',
      payload: { email: 'forgot@borgo.test', password: 'restored-pass-1', password_confirmation: 'restored-pass-1', token },
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a token that lapses loses its socket within about a second, without any call', async () => {
    const idle = 1500;
    const short = await createTestApp({ tokenIdleMs: idle });
    let socket: Socket | null = null;
    try {
      await short.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await short.login('gate@borgo.test');
      socket = await client(token, `http://127.0.0.1:${(short.app.server.address() as AddressInfo).port}`);
      const [session] = await short.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      const lapsesAt = session.lastUsedAt.getTime() + idle;
      const ended = disconnection(socket, idle + 4000);
      await sleep(Math.max(0, lapsesAt - Date.now() - 300));
      expect(socket.connected, 'still alive before its lapse').toBe(true);
      expect(await ended).toBe('io server disconnect');
      const late = Date.now() - lapsesAt;
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(1500);
    } finally {
      socket?.close();
      await short.close();
    }
  });
});

describe('refreshAccess', () => {
  it('moves a user’s sockets into the rooms of their roles now: they start, then stop, hearing of tags', async () => {
    const id = await account('mover@borgo.test', [{ district: NAVIGLI, permissions: ['backend', 'users_view'] }]);
    const socket = await client(await t.login('mover@borgo.test'));
    const got = inbox(socket, 'tags.changed');
    const tag = (await call('POST', '/api/v3/tags', { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'Mover' }] })).json().data.id as number;
    await settle();
    expect(got).toEqual([]);

    const role = await grant(id, NAVIGLI, ['tags_backoffice_view']);
    await t.app.live.refreshAccess(id);
    await call('PUT', `/api/v3/tags/${tag}`, { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'Mover 2' }] });
    await settle();
    expect(got.map((e) => [e.id, e.action])).toEqual([[tag, 'update']]);

    await t.database.db.delete(userDistrictRoles).where(eq(userDistrictRoles.roleId, role));
    await t.app.live.refreshAccess(id);
    await call('DELETE', `/api/v3/tags/${tag}?district_id=${NAVIGLI}`);
    await settle();
    expect(got.map((e) => e.action)).toEqual(['update']);
    expect(socket.connected).toBe(true);
  });
});
