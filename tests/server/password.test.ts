import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { bearer, createTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const reset = (email: string) => post('/api/v3/auth/password/reset', { email });
/** The token only travels in the mail: read it back from the outbox as a user would from the inbox. */
async function lastResetToken(email: string): Promise<string> {
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
  const match = /\/password\/restore\/([\w-]+)/.exec(mails.at(-1)!.body);
  return match![1];
}

describe('password reset request', () => {
  it('gives the same answer whether or not the e-mail exists', async () => {
    const known = await reset('manager@borgo.test');
    const unknown = await reset('ghost@borgo.test');
    await t.app.afterReply.settled();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.database.db.select().from(outbox);
    expect(mails.map((m) => m.recipient)).toEqual(['manager@borgo.test']);
    expect(mails[0].body).toContain(`${t.config.publicUrl}/password/restore/`);
  });

  it('creates a token valid for 60 minutes, stored hashed', async () => {
    await reset('gate@borgo.test');
    await t.app.afterReply.settled();
    const token = await lastResetToken('gate@borgo.test');
    const [row] = await t.database.db.select().from(passwordResets).orderBy(passwordResets.id).limit(1).offset(1);
    expect(row.tokenHash).not.toBe(token);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
  });

  it('validates the e-mail', async () => {
    const res = await reset('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Validations.InvalidEmail'] });
  });
});

describe('password restore', () => {
  const body = (token: string, extra: object = {}) => ({
    email: 'manager@borgo.test',
    password: 'new-password-1',
    password_confirmation: 'new-password-1',
    token,
    ...extra,
  });

  it('applies the spec rules: min 8 and passwords that match', async () => {
    const short = await post('/api/v3/auth/password/restore', body('x', { password: 'short', password_confirmation: 'short' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Validations.PasswordTooShort']);
    const differ = await post('/api/v3/auth/password/restore', body('x', { password_confirmation: 'other-password' }));
    expect(differ.json().errors).toEqual({ password_confirmation: ['Validations.PasswordsNotMatch'] });
  });

  it('changes the password once per token, ends open sessions, and refuses reuse', async () => {
    const session = await t.login('manager@borgo.test');
    await reset('manager@borgo.test');
    await t.app.afterReply.settled();
    const token = await lastResetToken('manager@borgo.test');
    const wrongEmail = await post('/api/v3/auth/password/restore', body(token, { email: 'gate@borgo.test' }));
    expect(wrongEmail.statusCode).toBe(422);
    const ok = await post('/api/v3/auth/password/restore', body(token));
    expect(ok.statusCode).toBe(200);
    const again = await post('/api/v3/auth/password/restore', body(token));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['Validations.TokenInvalid'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const oldPw = await post('/api/v3/auth/login', { email: 'manager@borgo.test', password: DEMO_PASSWORD });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await post('/api/v3/auth/login', { email: 'manager@borgo.test', password: 'new-password-1' });
    expect(newPw.statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await reset('admin@borgo.test');
    await t.app.afterReply.settled();
    const token = await lastResetToken('admin@borgo.test');
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/v3/auth/password/restore', body(token, { email: 'admin@borgo.test' }));
    expect(res.statusCode).toBe(422);
  });

  it('leaves no half-written record when the request fails midway', async () => {
    const queue = t.app.mailer.queue;
    t.app.mailer.queue = async () => {
      throw new Error('mail service crashed');
    };
    const before = (await t.database.db.select().from(passwordResets)).length;
    const res = await reset('gate@borgo.test');
    // The answer does not wait for the link's work (it would tell known e-mails by their timing).
    expect(res.statusCode).toBe(200);
    await t.app.afterReply.settled();
    t.app.mailer.queue = queue;
    // No reset row without its mail.
    expect((await t.database.db.select().from(passwordResets)).length).toBe(before);
  });
});

describe('account verification', () => {
  const verify = (payload: object) => post('/api/v3/auth/verify-email', payload);

  it('verifies once, then says already verified; unknown and missing codes are errors', async () => {
    await t.database.db.update(users).set({ emailCode: 'code-123', emailVerifiedAt: null }).where(eq(users.email, 'gate@borgo.test'));
    const ok = await verify({ code: 'code-123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, data: true });
    const again = await verify({ code: 'code-123' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ErrorMailAlreadyVerify' });
    expect((await verify({ code: 'nope' })).statusCode).toBe(404);
    const missing = await verify({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ code: ['Validations.FieldNotNull'] });
  });
});
