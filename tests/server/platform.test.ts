import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { bearer, createTestApp, type TestContext } from './helpers';

/** Security headers, compression, static caching and the OpenAPI contract. */
let t: TestContext;
let withConsole: App;
const dist = mkdtempSync(join(tmpdir(), 'borgo-dist-'));
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Borgo</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
  // The build stores a brotli copy beside each file (vite.config.ts); this one is marked, to tell
  // it from compressing the file on the fly.
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(`/* stored */${'console.log(1);'.repeat(200)}`));
  withConsole = await buildApp({ config: t.config, database: t.database, distDir: dist });
  await withConsole.ready();
});
afterAll(async () => {
  await withConsole.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security basics', () => {
  it('sends helmet headers with a same-origin content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not open CORS to other origins', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v3/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the built console', () => {
  it('serves hashed assets for a year and index.html uncached, with the browser router fallback', async () => {
    const asset = await withConsole.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    for (const path of ['/', '/backend/dashboard', '/visitors/invitation/ABC']) {
      const page = await withConsole.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('<title>Borgo</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const api = await withConsole.inject({ method: 'GET', url: '/api/v3/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });
});

describe('the built console, compressed', () => {
  it('sends the stored brotli copy to a browser that accepts it, the file itself otherwise', async () => {
    const br = await withConsole.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`/* stored */${'console.log(1);'.repeat(200)}`);
    expect(br.headers['cache-control']).toContain('immutable');
    const plain = await withConsole.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);'.repeat(200));
  });
});

describe('OpenAPI', () => {
  it('documents every /api/v3 route from its schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v3/') && r.url !== '/api/v3/openapi.json');
    for (const r of routes) expect(documented, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url}`);
    expect(doc.paths['/api/v3/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('lists login logs with the contract envelope', async () => {
    // The logins from now on: the demo seed leaves two weeks of them before.
    const since = encodeURIComponent(new Date().toISOString());
    const admin = await t.login('admin@borgo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/login_logs?district_id=1&paginate=2&page=1&platform=web&created_at_from=${since}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ current_page: 1, per_page: 2, total: 1, last_page: 1 });
    expect(res.json().data.data[0]).toMatchObject({ email: 'admin@borgo.test', success: true });
  });
});
