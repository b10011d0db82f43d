import { connect as tcp, type Socket as TcpSocket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, describeOnce, type TestContext } from './helpers';

/**
 * The HTTP server's timeouts (issue 12), on a real socket with small values: a client that sends
 * its headers and then never finishes its body is cut off, trickling or silent, while a live
 * socket.io connection and a kept-alive one behave as they should.
 */
const REQUEST_MS = 1500;
const CONNECTION_MS = 600;
const KEEP_ALIVE_MS = 1000;

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: REQUEST_MS, connectionTimeoutMs: CONNECTION_MS, keepAliveTimeoutMs: KEEP_ALIVE_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Opens a raw connection, and resolves with what the server sent and when it closed it. */
function rawClient(start: (socket: TcpSocket) => void) {
  const socket = tcp(port, '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - opened, received }));
    socket.on('error', () => undefined);
  });
  socket.on('connect', () => start(socket));
  return { socket, closed };
}

const HEADERS = (length: number) =>
  `POST /api/v3/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describeOnce('server timeouts', () => {
  it('reads them from the environment, with defaults that leave socket.io and proxies room', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({ requestTimeoutMs: 300_000, connectionTimeoutMs: 60_000, keepAliveTimeoutMs: 72_000 });
    // socket.io's long-polling holds a request 25 s without a byte; usual proxies keep idle connections 60 s.
    expect(defaults.connectionTimeoutMs).toBeGreaterThan(25_000 + 20_000);
    expect(defaults.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    expect(readConfig({ REQUEST_TIMEOUT_SECONDS: '120', CONNECTION_TIMEOUT_SECONDS: '90', KEEP_ALIVE_TIMEOUT_SECONDS: '65' })).toMatchObject({
      requestTimeoutMs: 120_000,
      connectionTimeoutMs: 90_000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it('sets them on the HTTP server, the headers timeout within the request timeout', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBe(REQUEST_MS);
    expect(server.timeout).toBe(CONNECTION_MS);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(REQUEST_MS);
  });

  it('cuts off a client that sends its headers and trickles a body it never finishes, after the request timeout', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { closed } = rawClient((socket) => {
      socket.write(HEADERS(1000));
      // A byte every 150 ms: never silent long enough for the connection timeout.
      timer = setInterval(() => socket.writable && socket.write('{'), 150);
    });
    const { afterMs, received } = await closed;
    clearInterval(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(afterMs).toBeLessThan(REQUEST_MS + 1500);
  });

  it('cuts off a client that sends its headers and then nothing, after the connection timeout', async () => {
    const { closed } = rawClient((socket) => socket.write(`${HEADERS(100)}{"email":`));
    const { afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(CONNECTION_MS - 100);
    expect(afterMs).toBeLessThan(REQUEST_MS);
  });

  it('closes a kept-alive connection left idle after its keep-alive timeout', async () => {
    const { closed } = rawClient((socket) => socket.write('GET /api/v3/health HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    // Node waits a second more than the setting before closing (its keep-alive buffer).
    expect(afterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100);
    expect(afterMs).toBeLessThan(KEEP_ALIVE_MS + 1000 + 800);
  });

  it('keeps a socket.io WebSocket open past every timeout, silent between pings', async () => {
    const token = await t.login('admin@borgo.test');
    const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('ready', () => resolve());
        socket.once('connect_error', reject);
      });
      let disconnected = '';
      socket.on('disconnect', (reason) => (disconnected = reason));
      await new Promise((r) => setTimeout(r, REQUEST_MS + CONNECTION_MS + 500));
      expect(disconnected).toBe('');
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });
});
