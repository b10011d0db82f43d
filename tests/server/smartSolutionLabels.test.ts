import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** Smart-solution labels share the tags' routes: here what differs (path, permissions, limits). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smart-solution labels', () => {
  it('lists the district labels, creates one, and refuses the manager', async () => {
    const admin = await t.login('admin@borgo.test');
    const list = await t.app.inject({ method: 'GET', url: `/api/v3/smart_solutions_labels?district_id=${NAVIGLI}&order_by=name`, headers: bearer(admin) });
    expect(list.json().data.data.map((r: { translations: { name: string }[] }) => r.translations[0].name)).toEqual(['Energy', 'Mobility', 'Waste', 'Water']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/smart_solutions_labels',
      headers: bearer(admin),
      payload: { district_id: NAVIGLI, translations: [{ locale: 'pt', name: 'Iluminação' }] },
    });
    expect(created.statusCode).toBe(201);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v3/smart_solutions_labels',
      headers: bearer(admin),
      payload: { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'x'.repeat(61) }] },
    });
    expect(long.json().errors).toEqual({ 'translations.en.name': ['Validations.FieldTooLongMax'] });
    const manager = await t.login('manager@borgo.test');
    const refused = await t.app.inject({ method: 'GET', url: `/api/v3/smart_solutions_labels?district_id=${NAVIGLI}`, headers: bearer(manager) });
    expect(refused.statusCode).toBe(403);
    // Reading needs any of the labels' permissions (the contract's rule for list and get).
    expect(refused.json().missing).toEqual({ permission: ['smart_solution_view', 'smart_solution_add', 'smart_solution_edit', 'smart_solution_delete'] });
  });
});
