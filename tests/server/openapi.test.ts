import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnce, type TestContext } from './helpers';

const run = promisify(execFile);

let t: TestContext;
let doc: { paths: Record<string, Record<string, { summary?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = mkdtempSync(join(tmpdir(), 'borgo-openapi-'));
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describeOnce('the OpenAPI document', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

  it('gives every operation a 2xx answer with a schema (JSON, or the file a download sends)', () => {
    const missing = operations()
      .filter(
        ({ operation }) =>
          !Object.entries(operation.responses ?? {}).some(
            ([status, response]) => /^2/.test(status) && Object.values(response.content ?? {}).some((c) => c.schema && Object.keys(c.schema).length > 0),
          ),
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('gives every operation a summary and a unique operationId', () => {
    const ops = operations().map(({ operation }) => operation as { summary?: string; operationId?: string });
    expect(ops.filter((o) => !o.summary)).toEqual([]);
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes redocly lint with the recommended rules', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const result = await run('node_modules/.bin/redocly', ['lint', file, '--extends', 'recommended', '--format', 'summary'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in result ? `${result.stdout}${result.stderr}` : '').toBe('');
  }, 60_000);
});
