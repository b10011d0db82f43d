import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginLogs } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ loginMaxPerAccount: 3, loginMaxPerIp: 8, loginWindowMs: 60_000 });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password }, remoteAddress: ip });

describe('login attempts', () => {
  it('are limited per account after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('gate@borgo.test', 'wrong-pass', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const res = await attempt('gate@borgo.test', DEMO_PASSWORD, '10.0.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/too many/i) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const logged = await t.database.db.select().from(loginLogs).where(eq(loginLogs.email, 'gate@borgo.test'));
    expect(logged).toHaveLength(4);
    // Another account is not affected.
    expect((await attempt('manager@borgo.test', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
  });

  it('are limited per IP across accounts', async () => {
    const ip = '10.9.9.9';
    const emails = ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'];
    for (let i = 0; i < 8; i++) expect((await attempt(emails[i % 4], 'wrong-pass', ip)).statusCode).toBe(401);
    expect((await attempt('admin@borgo.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt('admin@borgo.test', DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});
