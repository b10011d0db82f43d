import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort } from '../../bench/freePort';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { NoAdministratorError, prepareDatabase } from '../../server/db/bootstrap';
import { users } from '../../server/db/schema';
import { localeIndexHtml, servedIndexHtml, shellIndexHtml } from '../../server/plugins/static';

/**
 * Issue 12 §1 and README "Run in production": demo mode is safe by default, production (DEMO=0)
 * seeds nothing, needs a first administrator, and never logs a link or a secret.
 */
const ADMIN = {
  email: 'boss@district.example',
  password: 'Correct-Horse-Navigli-7',
  firstName: 'Bea',
  lastName: 'Boss',
  district: 'Quartiere Uno',
  city: 'Torino',
  country: 'IT',
};

/** An empty database (no migration yet): PGlite in memory, or a new database on the test PostgreSQL. */
async function emptyDatabase(): Promise<{ databaseUrl?: string; dataDir: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { dataDir: 'memory://', drop: async () => undefined };
  const name = `borgo_p_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    databaseUrl: dbUrl.toString(),
    dataDir: 'memory://',
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describe('configuration', () => {
  it('a demo listens on loopback unless HOST says otherwise; production on every interface', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ DEMO: '0' }).host).toBe('0.0.0.0');
    expect(readConfig({ DEMO: '0', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('marks the console as a demo only in demo mode', () => {
    const html = '<html><head><title>Borgo</title></head><body></body></html>';
    expect(servedIndexHtml(html, true)).toContain('<meta name="borgo-demo" content="1"></head>');
    expect(servedIndexHtml(html, false)).toBe(html);
  });

  it("preloads the contracts' chunks the build names, on the shell's pages only, and nothing else it is given", () => {
    const meta = '<meta name="borgo-contract-chunks" content="assets/contracts-A1.js assets/contract-B_2.js">';
    const html = `<html><head>${meta}</head><body></body></html>`;
    expect(shellIndexHtml(html)).toBe(
      `<html><head>${meta}<link rel="modulepreload" crossorigin href="/assets/contracts-A1.js"><link rel="modulepreload" crossorigin href="/assets/contract-B_2.js"></head><body></body></html>`,
    );
    // A name that is not a script of the build's assets is not turned into a link.
    const odd = html.replace('assets/contract-B_2.js', '//evil.example/x.js');
    expect(shellIndexHtml(odd)).toBe(odd.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/contracts-A1.js"></head>'));
    expect(shellIndexHtml('<html><head></head></html>')).toBe('<html><head></head></html>');
  });

  it("preloads the catalogue of the browser's language on every page, and its entities' labels on the shell's", () => {
    const chunks = {
      en: { catalogue: ['assets/en-A1.js'], labels: ['assets/entityLabels-en-B2.js'] },
      it: { catalogue: ['assets/it-C3.js'], labels: ['assets/entityLabels-it-D4.js', '//evil.example/x.js'] },
    };
    // As Vite writes an attribute: its quotes escaped.
    const meta = `<meta name="borgo-locale-chunks" content="${JSON.stringify(chunks).replaceAll('"', '&quot;')}">`;
    const html = `<html><head>${meta}</head><body></body></html>`;
    const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    expect(localeIndexHtml(html, 'en', false)).toBe(html.replace('</head>', `${link('assets/en-A1.js')}</head>`));
    expect(localeIndexHtml(html, 'en', true)).toBe(html.replace('</head>', `${link('assets/en-A1.js')}${link('assets/entityLabels-en-B2.js')}</head>`));
    // Only the build's own scripts become links.
    expect(localeIndexHtml(html, 'it', true)).toBe(html.replace('</head>', `${link('assets/it-C3.js')}${link('assets/entityLabels-it-D4.js')}</head>`));
    // A language the build names nothing for, or no such meta at all: the page as it is.
    expect(localeIndexHtml(html, 'pt', true)).toBe(html);
    expect(localeIndexHtml('<html><head></head></html>', 'en', true)).toBe('<html><head></head></html>');
    // A meta that is not JSON, or JSON of another shape: no preloads, and no error at startup.
    for (const content of ['{not json', 'null', '[1,2]', '{"en":{"catalogue":"assets/en-A1.js"}}']) {
      const odd = `<html><head><meta name="borgo-locale-chunks" content="${content.replaceAll('"', '&quot;')}"></head></html>`;
      expect(localeIndexHtml(odd, 'en', true)).toBe(odd);
    }
  });
});

describe('an empty database in production (DEMO=0)', () => {
  it('refuses to start without a first administrator, saying how to make one', async () => {
    const empty = await emptyDatabase();
    try {
      const attempt = prepareDatabase({ ...empty, uploadDir: join(tmpdir(), 'borgo-none'), demo: false });
      await expect(attempt).rejects.toBeInstanceOf(NoAdministratorError);
      await expect(attempt).rejects.toThrow(/npm run admin:create/);
    } finally {
      await empty.drop();
    }
  });

  it('creates only the first administrator, who can sign in to their district', async () => {
    const empty = await emptyDatabase();
    const database = await prepareDatabase({ ...empty, uploadDir: join(tmpdir(), 'borgo-none'), demo: false, firstAdmin: ADMIN });
    try {
      const accounts = await database.db.select({ email: users.email }).from(users);
      expect(accounts).toEqual([{ email: ADMIN.email }]);
      const app = await buildApp({ config: { ...readConfig({ DEMO: '0' }) }, database });
      const res = await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: ADMIN.email, password: ADMIN.password } });
      expect(res.statusCode).toBe(200);
      const me = res.json().data;
      expect(me.dashboard_district).toMatchObject({ name: 'Quartiere Uno', default_language: 'it' });
      expect(me.permissions).toContain('audit_view');
      expect(
        (await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: 'admin@borgo.test', password: 'borgo-demo-1' } })).statusCode,
      ).toBe(401);
      await app.close();
    } finally {
      await database.close();
      await empty.drop();
    }
  });

  it('refuses a first administrator with a common password', async () => {
    const empty = await emptyDatabase();
    try {
      await expect(
        prepareDatabase({ ...empty, uploadDir: join(tmpdir(), 'borgo-none'), demo: false, firstAdmin: { ...ADMIN, password: 'password1' } }),
      ).rejects.toThrow(/most common passwords/);
    } finally {
      await empty.drop();
    }
  });
});

/** `npm start` itself, as README "Run in production" says to run it (PGlite run only: it is the same code on both). */
describe.runIf(!process.env.DATABASE_URL)('npm start with DEMO=0', () => {
  const dir = mkdtempSync(join(tmpdir(), 'borgo-prod-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function start(env: Record<string, string>) {
    const port = String(await freePort());
    const child = spawn('node_modules/.bin/tsx', ['server/start.ts'], {
      env: { ...process.env, DEMO: '0', DATA_DIR: join(dir, 'data'), SERVE_CONSOLE: '0', PORT: port, LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('Borgo is ready')) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      void exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`exited ${code}: ${output}`));
      });
    });
    // A test that expects the exit does not wait for readiness.
    ready.catch(() => undefined);
    return { child, port, exited, ready, output: () => output };
  }

  it('exits with the way to create an administrator when there is none', async () => {
    const server = await start({});
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('npm run admin:create');
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('starts with the administrator of the environment, listens on every interface, and logs no link or secret', async () => {
    const server = await start({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_FIRST_NAME: ADMIN.firstName,
      ADMIN_DISTRICT: ADMIN.district,
      ADMIN_CITY: ADMIN.city,
      ADMIN_COUNTRY: ADMIN.country,
    });
    try {
      await server.ready;
      expect(server.output()).toContain(`listening on 0.0.0.0:${server.port}`);
      const base = `http://127.0.0.1:${server.port}/api/v3`;
      const json = { 'content-type': 'application/json' };
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const reset = await fetch(`${base}/auth/password/reset`, { method: 'POST', headers: json, body: JSON.stringify({ email: ADMIN.email }) });
      expect(reset.status).toBe(200);
      server.child.kill('SIGTERM');
      await server.exited;
      const log = server.output();
      expect(log).toContain('first administrator created');
      expect(log).not.toContain('/password/restore/');
      expect(log).not.toContain(ADMIN.password);
      expect(log).not.toContain(token);
      expect(log).not.toContain('demo mode');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90_000);
});
