import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/freePort';
import { and, eq, inArray } from 'drizzle-orm';
import { auditEntries } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { drawPng } from '../../server/lib/png';
import { notifications } from '../../resources/notifications/table';
import { openTestDatabase } from './helpers';

/**
 * Issue 12 §4: several server processes on one PostgreSQL. Real processes (`npm start` twice on
 * one database, and `npm run start:cluster`), each with its own memory: what must hold across
 * them — live events, jobs run once, login limits — can only come from the database.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('several processes on one PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'borgo-cluster-'));
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: string;
  let b: string;

  /** Starts a server process on the test database and resolves with its base URL once it is ready. */
  async function start(script: string, name: string, env: Record<string, string> = {}): Promise<string> {
    const port = await freePort();
    const child = spawn('node_modules/.bin/tsx', [script], {
      env: {
        ...process.env,
        DATABASE_URL: database.url!,
        PORT: String(port),
        SERVE_CONSOLE: '0',
        LOG_LEVEL: 'info',
        UPLOAD_DIR: join(dir, name),
        LOGIN_MAX_PER_IP: '1000',
        LOGIN_MAX_PER_ACCOUNT: '3',
        // Both processes look for due notifications often, so that they race for each.
        NOTIFICATIONS_EVERY_SECONDS: '0.1',
        ...env,
      },
    });
    children.push(child);
    let output = '';
    return new Promise((resolve, reject) => {
      const seen = (d: Buffer) => {
        output += d.toString();
        if (/Borgo is ready|Borgo cluster ready/.test(output)) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout!.on('data', seen);
      child.stderr!.on('data', seen);
      child.once('exit', (code) => reject(new Error(`${name} exited ${code}: ${output}`)));
    });
  }

  const post = async (base: string, path: string, body: object, token?: string) => {
    const res = await fetch(`${base}/api/v3${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
  };
  const login = async (base: string, email: string, password = DEMO_PASSWORD) => post(base, '/auth/login', { email, password });
  const tokenOf = async (base: string, email: string) => (await login(base, email)).json.data.access_token as string;

  /** A live client of `base`, resolved once the server has put it in its rooms. */
  function client(base: string, token: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(base, { auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'] });
      sockets.push(socket);
      socket.once('ready', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const until = async (check: () => boolean, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    [a, b] = await Promise.all([start('server/start.ts', 'a'), start('server/start.ts', 'b')]);
  }, 90_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const child of children) child.kill('SIGKILL');
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an event emitted on one process reaches a client of the other', async () => {
    const watcher = await client(b, await tokenOf(b, 'office@borgo.test'));
    const seen: { action: string; id: number }[] = [];
    watcher.on('tags.changed', (e: { action: string; id: number }) => seen.push(e));
    const token = await tokenOf(a, 'admin@borgo.test');
    const created = await post(a, '/tags', { district_id: 1, status: 'active', translations: [{ locale: 'en', name: 'Across processes' }] }, token);
    expect(created.status).toBe(201);
    await until(() => seen.length > 0);
    expect(seen[0]).toMatchObject({ action: 'create', id: created.json.data.id });
  });

  it('a login limit reached on one process holds on the other', async () => {
    const email = 'resident3.6@borgo.test';
    for (let i = 0; i < 3; i++) expect((await login(a, email, 'wrong-guess-1')).status).toBe(401);
    expect((await login(b, email)).status).toBe(429);
  });

  it('a job claimed by one process is not run by the other', async () => {
    const token = await tokenOf(a, 'admin@borgo.test');
    const done: number[] = [];
    (await client(a, token)).on('export.completed', () => done.push(1));
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const body = { district_id: 1, target: 'posts', date_start: day(60), date_end: day(1) };
    // Half asked of each process: each starts working at once, and both poll for what is pending.
    const asked = await Promise.all([a, b, a, b, a, b].map((base) => post(base, '/exported_api_documents/send_request', body, token)));
    expect(asked.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 202]);
    await until(() => done.length >= 6);
    // A job run twice would announce itself twice.
    await new Promise((r) => setTimeout(r, 1500));
    expect(done).toHaveLength(6);
  });

  it('a planned notification is delivered exactly once, though both processes look for it', async () => {
    const token = await tokenOf(a, 'admin@borgo.test');
    const resident = await tokenOf(b, 'resident1.1@borgo.test');
    const received: number[] = [];
    // One client on each process: a delivery announced twice would reach one of them twice.
    for (const base of [a, b]) (await client(base, resident)).on('notification.received', (e: { notification_id: number }) => received.push(e.notification_id));
    const at = new Date(Date.now() + 2000).toISOString();
    const body = (i: number) => ({
      district_id: 1,
      translations: [{ locale: 'en', title: `Planned ${i}`, content: 'Across processes' }],
      target_type: 'all',
      time_send: 'schedule',
      scheduled_at: at,
    });
    const made = await Promise.all([0, 1, 2, 3].map((i) => post(i % 2 ? b : a, '/notifications', body(i), token)));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = made.map((r) => r.json.data.id as number).sort((x, y) => x - y);
    // Each resident socket hears each notification: two sockets, four notifications.
    await until(() => received.length >= 8);
    await new Promise((r) => setTimeout(r, 1000));
    expect([...received].sort((x, y) => x - y)).toEqual(ids.flatMap((id) => [id, id]));
    const rows = await database.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.map((r) => [r.statusType, r.audienceSize])).toEqual(ids.map(() => ['sent', 6]));
    const sends = await database.db
      .select({ id: auditEntries.recordId })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'notifications'), eq(auditEntries.action, 'send'), inArray(auditEntries.recordId, ids)));
    expect(sends.map((e) => e.id).sort((x, y) => x! - y!)).toEqual(ids);
  });

  it('start:cluster serves several processes on one port, live channel included (WebSocket only)', async () => {
    const base = await start('server/cluster.ts', 'cluster', { WORKERS: '2' });
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/api/v3/health`)).status).toBe(200);
    const socket = await client(base, await tokenOf(base, 'admin@borgo.test'));
    expect(socket.connected).toBe(true);
    // Long polling would spread one session over connections that may reach different processes.
    expect((await fetch(`${base}/socket.io/?EIO=4&transport=polling`)).status).toBe(400);
    // A private file's link signed by one process opens it on the others: one FILE_LINK_SECRET (issue 13).
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(drawPng(4, 4, () => [0, 0, 0, 255]))], { type: 'image/png' }), 'me.png');
    const token = await tokenOf(base, 'office@borgo.test');
    const upload = await fetch(`${base}/api/v3/profile/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const link = ((await upload.json()) as { data: { cover_path: string } }).data.cover_path;
    // A new connection each time: the cluster hands connections to its processes in turn.
    const onNewConnection = (url: string) =>
      new Promise<number>((resolve, reject) => http.get(url, { agent: false }, (res) => resolve((res.resume(), res.statusCode!))).on('error', reject));
    for (let i = 0; i < 4; i++) expect(await onNewConnection(`${base}${link}`)).toBe(200);
  }, 60_000);
});
