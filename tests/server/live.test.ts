import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../server/live/live';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** The live channel over a real socket: handshake refusal and delivery to the right room only. */
let t: TestContext;
let base: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await t.close();
});

/** Connects and resolves once the server has put the socket in its rooms. */
function client(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, { auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'] });
    open.push(socket);
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Collects what a socket receives of one event. */
function inbox(socket: Socket, event: string) {
  const got: unknown[] = [];
  socket.on(event, (payload) => got.push(payload));
  return got;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('live channel', () => {
  it('refuses a handshake without a valid token', async () => {
    await expect(client('not-a-token')).rejects.toThrow(/unauthorized/);
    await expect(client('')).rejects.toThrow(/unauthorized/);
  });

  it('delivers district.changed to the user who switched, and to nobody else', async () => {
    const adminToken = await t.login('admin@borgo.test');
    const managerToken = await t.login('manager@borgo.test');
    const [adminSocket, managerSocket] = await Promise.all([client(adminToken), client(managerToken)]);
    const adminGot = inbox(adminSocket, 'district.changed');
    const managerGot = inbox(managerSocket, 'district.changed');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/select-district',
      headers: bearer(adminToken),
      payload: { selected_district: AURORA },
    });
    expect(res.statusCode).toBe(200);
    await settle();
    const me = (await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(adminToken) })).json().data;
    expect(adminGot).toEqual([{ user_id: me.id, district_id: AURORA, district_name: 'Vila Aurora', district_default_language: 'pt' }]);
    expect(managerGot).toEqual([]);
  });

  it('puts only visitors_view holders of a district in its guests room', async () => {
    const gateSocket = await client(await t.login('gate@borgo.test'));
    const managerSocket = await client(await t.login('manager@borgo.test'));
    const gateGot = inbox(gateSocket, 'guest.confirmed');
    const managerGot = inbox(managerSocket, 'guest.confirmed');
    const payload = {
      permission: 'visitors_view' as const,
      district_id: NAVIGLI,
      visitor_id: 7,
      guest_id: 9,
      confirmed_by: { kind: 'staff' as const, user_id: 3, name: 'Gino Verdi' },
    };
    t.app.live.emit(rooms.guests(NAVIGLI), 'guest.confirmed', payload);
    t.app.live.emit(rooms.guests(AURORA), 'guest.confirmed', { ...payload, district_id: AURORA });
    await settle();
    expect(gateGot).toEqual([payload]);
    expect(managerGot).toEqual([]);
  });
});

describe('several server processes on one PostgreSQL', () => {
  it.skipIf(!process.env.DATABASE_URL)('deliver an event emitted by one process to a socket on another', async () => {
    const { buildApp } = await import('../../server/app');
    const second = await buildApp({ config: t.config, database: t.database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    let socketToClose: Socket | null = null;
    try {
      const token = await t.login('gate@borgo.test');
      const url = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      const socket = (socketToClose = await new Promise<Socket>((resolve, reject) => {
        const s = connect(url, { auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'] });
        open.push(s);
        s.once('ready', () => resolve(s));
        s.once('connect_error', reject);
      }));
      const got = inbox(socket, 'guest.confirmed');
      const payload = {
        permission: 'visitors_view' as const,
        district_id: NAVIGLI,
        visitor_id: 1,
        guest_id: 2,
        confirmed_by: { kind: 'resident' as const, user_id: 5, name: 'Giulia Conti' },
      };
      t.app.live.emit(rooms.guests(NAVIGLI), 'guest.confirmed', payload);
      await new Promise((r) => setTimeout(r, 1000));
      expect(got).toEqual([payload]);
    } finally {
      // An open socket would keep the second server's close waiting.
      socketToClose?.close();
      await second.close();
    }
  });
});
