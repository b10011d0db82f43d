import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v3/welcome_message', headers: bearer(token), payload });

describe('welcome message', () => {
  it('reads the district message, and none where there is none yet', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/welcome_message?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(res.json().data.translations.map((x: { locale: string }) => x.locale)).toEqual(['en', 'it']);
    const none = await t.app.inject({ method: 'GET', url: `/api/v3/welcome_message?district_id=${AURORA}`, headers: bearer(admin) });
    expect(none.json().data).toBeNull();
  });

  it('creates then updates it, with a description required in one language', async () => {
    const empty = await put(admin, { district_id: AURORA, translations: [{ locale: 'pt', description: ' ' }] });
    expect(empty.json().errors).toEqual({ 'translations.pt.description': ['Validations.LangNotNull'] });
    const first = await put(admin, { district_id: AURORA, translations: [{ locale: 'pt', description: 'Bem-vindos!' }] });
    expect(first.statusCode).toBe(200);
    const second = await put(admin, {
      district_id: AURORA,
      translations: [
        { locale: 'pt', description: 'Olá!' },
        { locale: 'en', description: 'Hello!' },
      ],
    });
    expect(second.json().data).toMatchObject({ id: first.json().data.id, translations: [{ locale: 'en' }, { locale: 'pt', description: 'Olá!' }] });
  });

  it('needs edit to change an existing message, add to write the first', async () => {
    await t.database.db
      .update(roles)
      .set({ permissions: ['welcome_message_add'] })
      .where(eq(roles.name, 'District manager'));
    const manager = await t.login('manager@borgo.test');
    const res = await put(manager, { district_id: NAVIGLI, translations: [{ locale: 'it', description: 'Ciao' }] });
    expect(res.statusCode).toBe(403);
    expect(res.json().missing).toEqual({ permission: 'welcome_message_edit' });
  });
});
