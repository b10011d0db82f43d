import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../server/contracts';
import { discoverEntities } from '../../server/entities/discover';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * A sample entity in a fixture folder (tests/fixtures/resources/widgets: contract, table, schema,
 * migration, console declaration) gets its five routes, guarded and district-scoped, with no edit
 * anywhere else: the app is built with it added to resources/*, as a new folder would be.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/resources', import.meta.url));
let t: TestContext;
let admin: string;
let manager: string;
beforeAll(async () => {
  const fixtures = await discoverEntities(FIXTURES);
  const migration = readFileSync(`${FIXTURES}/widgets/migration.sql`, 'utf8');
  t = await createTestApp({}, { entities: [...ENTITIES, ...fixtures], before: (database) => database.db.execute(sql.raw(migration)).then(() => undefined) });
  [admin, manager] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test')]);
});
afterAll(() => t.close());

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('a sample entity from its folder alone', () => {
  it('gets list, get, create, update and delete', async () => {
    const created = await call('POST', '/api/v3/widgets', admin, { district_id: NAVIGLI, name: ' Lamp 100% ' });
    expect(created.statusCode).toBe(201);
    const widget = created.json().data;
    expect(widget).toMatchObject({ name: 'Lamp 100%', status: 'active', district_id: NAVIGLI });
    await call('POST', '/api/v3/widgets', admin, { district_id: NAVIGLI, name: 'Bench', status: 'archived' });

    const all = (await call('GET', `/api/v3/widgets?district_id=${NAVIGLI}&order_by=name`, admin)).json().data;
    expect(all.data.map((w: { name: string }) => w.name)).toEqual(['Bench', 'Lamp 100%']);
    const archived = (await call('GET', `/api/v3/widgets?district_id=${NAVIGLI}&status=archived`, admin)).json().data;
    expect(archived.total).toBe(1);
    // LIKE wildcards in a search match themselves.
    const found = (await call('GET', `/api/v3/widgets?district_id=${NAVIGLI}&query=${encodeURIComponent('0%')}`, admin)).json().data;
    expect(found.data.map((w: { name: string }) => w.name)).toEqual(['Lamp 100%']);
    expect((await call('GET', `/api/v3/widgets?district_id=${NAVIGLI}&query=${encodeURIComponent('_a')}`, admin)).json().data.total).toBe(0);

    const updated = await call('PUT', `/api/v3/widgets/${widget.id}`, admin, { district_id: NAVIGLI, name: 'Lamp', status: 'archived' });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', `/api/v3/widgets/${widget.id}?district_id=${NAVIGLI}`, admin)).json().data).toMatchObject({ name: 'Lamp', status: 'archived' });

    expect((await call('DELETE', `/api/v3/widgets/${widget.id}?district_id=${NAVIGLI}`, admin)).json().data).toEqual({ id: widget.id });
    expect((await call('GET', `/api/v3/widgets/${widget.id}?district_id=${NAVIGLI}`, admin)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors, and keeps districts apart', async () => {
    const bad = await call('POST', '/api/v3/widgets', admin, { district_id: NAVIGLI, name: '', status: 'gone', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(expect.arrayContaining(['name', 'status']));
    const mine = (await call('POST', '/api/v3/widgets', admin, { district_id: NAVIGLI, name: 'Gate lamp' })).json().data;
    // Another district's id answers 404, as if it did not exist.
    expect((await call('GET', `/api/v3/widgets/${mine.id}?district_id=${AURORA}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v3/widgets/${mine.id}`, admin, { district_id: AURORA, name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/widgets/${mine.id}?district_id=${AURORA}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/widgets?district_id=${AURORA}`, admin)).json().data.total).toBe(0);
  });

  it("filters by the contract's filters: a period of its creation, as two instants", async () => {
    const made = (await call('POST', '/api/v3/widgets', admin, { district_id: NAVIGLI, name: 'Period lamp' })).json().data;
    const at = new Date(made.created_at).getTime();
    const list = (from: number, to: number) =>
      call('GET', `/api/v3/widgets?district_id=${NAVIGLI}&created_at_from=${new Date(from).toISOString()}&created_at_to=${new Date(to).toISOString()}`, admin);
    const around = (await list(at - 1000, at + 1000)).json().data.data.map((w: { name: string }) => w.name);
    expect(around).toContain('Period lamp');
    expect((await list(at + 1000, at + 2000)).json().data.total).toBe(0);
    const bad = await call('GET', `/api/v3/widgets?district_id=${NAVIGLI}&created_at_from=yesterday`, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('created_at_from');
  });

  it('is guarded by its contract: no token 401, no permission 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/widgets?district_id=${NAVIGLI}` })).statusCode).toBe(401);
    const refused = await call('GET', `/api/v3/widgets?district_id=${NAVIGLI}`, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing.permission).toEqual(['roles_view', 'roles_add', 'roles_edit', 'roles_delete']);
    expect((await call('POST', '/api/v3/widgets', manager, { district_id: NAVIGLI, name: 'x' })).statusCode).toBe(403);
  });
});
