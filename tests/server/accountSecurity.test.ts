import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginLogs, outbox, passwordResets, sessions, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { serializeError } from '../../server/lib/logSafe';
import { commonPasswordCount, isCommonPassword } from '../../server/lib/passwordPolicy';
import { hashToken } from '../../server/lib/tokens';
import { bearer, type TestContext } from './helpers';

/** Counts the argon2 hashes the server computes: the restore route must not compute one for a wrong token. */
const hashes = vi.hoisted(() => ({ n: 0 }));
vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash: (...args: Parameters<typeof argon2.hash>) => {
      hashes.n += 1;
      return argon2.hash(...args);
    },
  };
});

/**
 * Issue 12 §2 (OWASP ASVS level 2): reset links, throttles, lockout, password rules, session
 * lifetime, caching, mails. Small limits so each can be reached in a few requests.
 */
let t: TestContext;
beforeAll(async () => {
  // The server suite shares one module graph per worker (isolate: false): a file before this one
  // may have loaded the server with the real argon2. Loaded anew here, it takes the mock above.
  vi.resetModules();
  const { createTestApp } = await import('./helpers');
  t = await createTestApp({ loginMaxPerAccount: 3, loginMaxPerIp: 1000, resetMaxPerIp: 4, resetMaxPerAccount: 2 });
});
afterAll(() => t.close());

const STRONG = 'Larch-Ferry-Quiet-92';
let ipSeq = 0;
/** Each test from an address of its own, so that one test's attempts do not count in another's limits. */
const freshIp = () => `10.12.0.${++ipSeq}`;
const post = (url: string, payload: object, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
const login = (email: string, password: string, ip: string) => post('/api/v3/auth/login', { email, password }, ip);
const askReset = async (email: string, ip = freshIp()) => {
  const res = await post('/api/v3/auth/password/reset', { email }, ip);
  await t.app.afterReply.settled();
  return res;
};
const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
async function resetTokens(email: string) {
  return (await mailsTo(email)).map((m) => /\/password\/restore\/([\w-]+)/.exec(m.body)?.[1]).filter((x): x is string => Boolean(x));
}
/** The profile's password change, from `ip`. */
const changePassword = (token: string, current: string, next: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/profile/password',
    headers: bearer(token),
    remoteAddress: ip,
    payload: { current_password: current, password: next, password_confirmation: next },
  });
const restore = (email: string, token: string, password = STRONG) =>
  post('/api/v3/auth/password/restore', { email, token, password, password_confirmation: password }, freshIp());

/** A staff account of its own for one test, with the demo password. */
async function account(email: string) {
  const [user] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: await hash(DEMO_PASSWORD), firstName: 'Test', lastName: 'Person', dashboardDistrictId: 1, emailVerifiedAt: new Date() })
    .returning();
  const { userDistrictRoles } = await import('../../server/db/schema');
  await t.database.db.insert(userDistrictRoles).values({ userId: user.id, districtId: 1, roleId: 1 });
  return user;
}

describe('reset links', () => {
  it('a newer link ends the older ones', async () => {
    await account('links1@borgo.test');
    await askReset('links1@borgo.test');
    await askReset('links1@borgo.test');
    const [older, newer] = await resetTokens('links1@borgo.test');
    expect((await restore('links1@borgo.test', older)).statusCode).toBe(422);
    expect((await restore('links1@borgo.test', newer)).statusCode).toBe(200);
  });

  it('a reset ends every other link of the account, and mails the owner', async () => {
    const user = await account('links2@borgo.test');
    // Two live links at once (as before this change): spending one must end the other.
    const expiresAt = new Date(Date.now() + 3600_000);
    await t.database.db.insert(passwordResets).values([
      { userId: user.id, tokenHash: hashToken('first-link-token'), expiresAt },
      { userId: user.id, tokenHash: hashToken('second-link-token'), expiresAt },
    ]);
    expect((await restore('links2@borgo.test', 'first-link-token')).statusCode).toBe(200);
    expect((await restore('links2@borgo.test', 'second-link-token')).statusCode).toBe(422);
    const mails = await mailsTo('links2@borgo.test');
    expect(mails.map((m) => m.subject)).toEqual(['Your Borgo password was changed']);
    expect(mails[0].body).toContain(`${t.config.publicUrl}/password/reset`);
  });

  it('a password change ends the account’s links, and mails the owner', async () => {
    await account('links3@borgo.test');
    await askReset('links3@borgo.test');
    const [link] = await resetTokens('links3@borgo.test');
    const token = (await login('links3@borgo.test', DEMO_PASSWORD, freshIp())).json().data.access_token as string;
    expect((await changePassword(token, DEMO_PASSWORD, STRONG)).statusCode).toBe(200);
    expect((await restore('links3@borgo.test', link)).statusCode).toBe(422);
    expect((await mailsTo('links3@borgo.test')).map((m) => m.subject)).toEqual(['Reset your Borgo password', 'Your Borgo password was changed']);
  });

  it('a wrong token costs no password hash; a right one costs its hash', async () => {
    await account('links4@borgo.test');
    await askReset('links4@borgo.test');
    const [link] = await resetTokens('links4@borgo.test');
    const before = hashes.n;
    const res = await restore('links4@borgo.test', 'not-a-token');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['Validations.TokenInvalid'] });
    expect(hashes.n).toBe(before);
    // The count is the server's own: without the mock in place (a module loaded before it) this fails.
    expect((await restore('links4@borgo.test', link)).statusCode).toBe(200);
    expect(hashes.n).toBeGreaterThan(before);
  });
});

describe('reset requests', () => {
  it('are limited per IP (429 with Retry-After), whatever the e-mail', async () => {
    const ip = freshIp();
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']) expect((await askReset(email, ip)).statusCode).toBe(200);
    const refused = await askReset('e@x.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askReset('e@x.test', freshIp())).statusCode).toBe(200);
  });

  it('mail an account at most its share of links in the window, with the same answer (no mail bombing)', async () => {
    await account('bomb@borgo.test');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await askReset('bomb@borgo.test')).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo('bomb@borgo.test')).toHaveLength(2);
  });

  it('answer before the link’s work is done, so their timing does not tell who has an account', async () => {
    await account('timing@borgo.test');
    const afterReply = t.app.afterReply;
    const held: (() => Promise<void>)[] = [];
    // The work is held back: the answer must not need it (before, the link was mailed before answering).
    t.app.afterReply = { run: (work) => void held.push(work), settled: async () => undefined };
    try {
      const res = await post('/api/v3/auth/password/reset', { email: 'timing@borgo.test' }, freshIp());
      expect(res.statusCode).toBe(200);
      expect(await mailsTo('timing@borgo.test')).toHaveLength(0);
    } finally {
      t.app.afterReply = afterReply;
    }
    expect(held).toHaveLength(1);
    await held[0]();
    expect(await mailsTo('timing@borgo.test')).toHaveLength(1);
  });
});

describe('lockout and guessing', () => {
  it('failures elsewhere do not keep the owner out where they signed in before', async () => {
    await account('locked@borgo.test');
    const office = freshIp();
    expect((await login('locked@borgo.test', DEMO_PASSWORD, office)).statusCode).toBe(200);
    const attacker = freshIp();
    for (let i = 0; i < 3; i++) expect((await login('locked@borgo.test', 'wrong-guess-1', attacker)).statusCode).toBe(401);
    // A new place is locked (the attacker's guesses, then any other), the known one is not.
    expect((await login('locked@borgo.test', DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    expect((await login('locked@borgo.test', DEMO_PASSWORD, office)).statusCode).toBe(200);
  });

  it('checks the current password with the login’s limits, counting a wrong one as a refused login', async () => {
    await account('guess@borgo.test');
    const ip = freshIp();
    const token = (await login('guess@borgo.test', DEMO_PASSWORD, ip)).json().data.access_token as string;
    const change = (current: string, from: string) => changePassword(token, current, STRONG, from);
    // From a stolen token elsewhere: three wrong guesses, then refused even with the right one.
    const elsewhere = freshIp();
    for (let i = 0; i < 3; i++) expect((await change('wrong-guess-1', elsewhere)).statusCode).toBe(422);
    expect((await change(DEMO_PASSWORD, elsewhere)).statusCode).toBe(429);
    const failures = await t.database.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.email, 'guess@borgo.test'), eq(loginLogs.success, false)));
    // The wrong guesses; the refused one checked nothing.
    expect(failures.length).toBe(3);
  });
});

describe('passwords', () => {
  it('bundles at least 10,000 common passwords and refuses them and their patterns', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const weak of ['password', '12345678', 'aaaaaaaa', 'PassWord', 'abcdefgh', '87654321', 'abababab', 'iloveyou', 'qwertyuiop']) {
      expect(isCommonPassword(weak), weak).toBe(true);
    }
    for (const fine of [STRONG, 'borgo-demo-1', 'new-password-1', 'tram 19 to Navigli']) expect(isCommonPassword(fine), fine).toBe(false);
  });

  it('a reset refuses a common password on its field, and keeps the link usable', async () => {
    await account('common@borgo.test');
    await askReset('common@borgo.test');
    const [link] = await resetTokens('common@borgo.test');
    for (const weak of ['password', '12345678', 'aaaaaaaa']) {
      const res = await restore('common@borgo.test', link, weak);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: ['Validations.PasswordTooCommon'] });
    }
    expect((await restore('common@borgo.test', link)).statusCode).toBe(200);
  });

  it('the profile refuses a common password on its field', async () => {
    await account('common2@borgo.test');
    const token = (await login('common2@borgo.test', DEMO_PASSWORD, freshIp())).json().data.access_token as string;
    const res = await changePassword(token, DEMO_PASSWORD, 'password');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['Validations.PasswordTooCommon'] });
  });

  it('logging in keeps accepting an existing 6-character password (spec console §5)', async () => {
    const user = await account('short@borgo.test');
    await t.database.db
      .update(users)
      .set({ passwordHash: await hash('k7#pQz') })
      .where(eq(users.id, user.id));
    expect((await login('short@borgo.test', 'k7#pQz', freshIp())).statusCode).toBe(200);
  });
});

describe('sessions and answers', () => {
  it('a session ends at its absolute lifetime however busy it is', async () => {
    await account('busy@borgo.test');
    const token = (await login('busy@borgo.test', DEMO_PASSWORD, freshIp())).json().data.access_token as string;
    const me = () => t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    // Used a minute ago, but signed in longer ago than the absolute lifetime.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - t.config.sessionMaxMs - 1000), lastUsedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me()).statusCode).toBe(401);
  });

  it('no cache stores an API answer (a user’s data, the login’s token)', async () => {
    const signIn = await login('manager@borgo.test', DEMO_PASSWORD, freshIp());
    expect(signIn.headers['cache-control']).toBe('no-store');
    const token = signIn.json().data.access_token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) });
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const list = await t.app.inject({ method: 'GET', url: '/api/v3/tags?district_id=1', headers: bearer(token) });
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('logs a failed query without its bound parameters nor the database’s detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(secret.person@borgo.test) already exists.',
      constraint: 'users_email_unique',
    });
    const err = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['secret.person@borgo.test', '$argon2id$hash'], cause);
    const logged = JSON.stringify(serializeError(err));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('secret.person');
    expect(logged).not.toContain('argon2id');
  });
});
