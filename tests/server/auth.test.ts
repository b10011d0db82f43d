import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, sessions } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { hashToken } from '../../server/lib/tokens';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: payload as object, headers });

describe('login', () => {
  it('returns the stored user object of the spec, with the e-mail lower-cased', async () => {
    const res = await login({ email: '  Admin@Borgo.TEST ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.access_token).toMatch(/^[\w-]{40,}$/);
    expect(data).toMatchObject({ id: expect.any(Number), email: 'admin@borgo.test', full_name: 'Ada Rossi', cover_path: null });
    expect(data.permissions).toContain('backend');
    expect(data.permissions).toContain('distrct_smart_solution_view');
    expect(data.roles_by_district).toHaveLength(3);
    expect(data.roles_by_district[0]).toMatchObject({ district_id: expect.any(Number), roles: [{ name: 'Administrator' }] });
    expect(data.dashboard_district).toMatchObject({
      id: NAVIGLI,
      name: 'Borgo Navigli',
      default_language: 'it',
      currency_symbol: '€',
      city: { name: 'Milano', country: { currency_code: 'EUR', date_format: 'DD/MM/YYYY' } },
    });
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('manager@borgo.test');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses a wrong password with the server message and logs the attempt', async () => {
    const res = await login({ email: 'gate@borgo.test', password: 'wrong-password' }, { 'user-agent': 'vitest', 'accept-language': 'it-IT,it;q=0.9' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    const [row] = await t.database.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.email, 'gate@borgo.test'), eq(loginLogs.success, false)));
    expect(row).toMatchObject({ success: false, ip: '127.0.0.1', userAgent: 'vitest', userId: expect.any(Number) });
  });

  it('logs unknown e-mails too, without a user', async () => {
    const res = await login({ email: 'nobody@borgo.test', password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(loginLogs).where(eq(loginLogs.email, 'nobody@borgo.test'));
    expect(row.userId).toBeNull();
  });

  it('refuses a user without a dashboard district with the spec message', async () => {
    const res = await login({ email: 'nodistrict@borgo.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/no dashboard neighbourhood or role/i);
  });

  it('answers bad input with 422 and catalogue keys', async () => {
    const res = await login({ email: 'not-an-email', password: '123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Validations.InvalidEmail'], password: ['Validations.PasswordTooShort'] });
    const empty = await login({ email: '', password: '' });
    expect(empty.json().errors).toEqual({ email: ['Validations.FieldNotNull'], password: ['Validations.FieldNotNull'] });
    const missing = await login({});
    expect(missing.json().errors).toEqual({ email: ['Validations.FieldNotNull'], password: ['Validations.FieldNotNull'] });
  });
});

describe('session', () => {
  it('me returns the current user; logout revokes the token', async () => {
    const token = await t.login('manager@borgo.test');
    const me = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'manager@borgo.test', districts: [{ id: NAVIGLI }] });
    expect(me.json().data.access_token).toBeUndefined();
    const out = await t.app.inject({ method: 'POST', url: '/api/v3/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const revoked = await t.database.db.select().from(sessions).where(isNotNull(sessions.revokedAt));
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('expires a token left idle past the configured time', async () => {
    const token = await t.login('gate@borgo.test');
    const ok = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    const lapsed = new Date(Date.now() - t.config.tokenIdleMs - 1000);
    await t.database.db.update(sessions).set({ lastUsedAt: lapsed });
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/i);
  });

  it('keeps a token alive while it is used (idle, not absolute, expiry)', async () => {
    const token = await t.login('gate@borgo.test');
    const mine = eq(sessions.tokenHash, hashToken(token));
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - t.config.tokenIdleMs + 60_000) })
      .where(mine);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(mine);
    expect(Date.now() - row.lastUsedAt.getTime()).toBeLessThan(10_000);
  });

  it('refuses a malformed or missing token with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('select district', () => {
  it('switches the dashboard district of a backend holder', async () => {
    const token = await t.login('admin@borgo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/select-district',
      headers: bearer(token),
      payload: { selected_district: AURORA },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { dashboard_district: { id: AURORA, name: 'Vila Aurora', default_language: 'pt', currency_symbol: 'R$' } },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) });
    expect(me.json().data.dashboard_district.id).toBe(AURORA);
    await t.app.inject({ method: 'POST', url: '/api/v3/auth/select-district', headers: bearer(token), payload: { selected_district: NAVIGLI } });
  });

  it('is refused without backend, and for a district the user is not in', async () => {
    const manager = await t.login('manager@borgo.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/select-district', headers: bearer(manager), payload: { selected_district: NAVIGLI } });
    expect(res.statusCode).toBe(403);
    expect(res.json().missing).toEqual({ permission: 'backend' });
    const other = await t.app.inject({ method: 'POST', url: '/api/v3/auth/select-district', headers: bearer(manager), payload: { selected_district: AURORA } });
    expect(other.statusCode).toBe(403);
    expect(other.json().missing).toEqual({ district_id: AURORA });
  });
});
