import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, districtConfigurationChanges, tags, userDistrictRoles, users } from '../../server/db/schema';
import { CONFIGURATION_JOB, saveConfigurationChange } from '../../resources/districts/data';
import { allFeatures, type DistrictConfiguration } from '../../src/lib/features';
import type { EntityChanged } from '../../src/contract/live';
import { buildApp } from '../../server/app';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * settings/districts (issue 17): the list of the districts one manages, create / update / delete
 * with their rules and audit, and the configuration saved as a pending change that the job
 * applies, announced to the saver and to every console of the district, which then sees another
 * site map.
 */
let t: TestContext;
let base: string;
let admin: string;
let manager: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login('admin@borgo.test');
  manager = await t.login('manager@borgo.test');
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const cityId = async (name: string) =>
  (await call('GET', `/api/v3/cities?district_id=${NAVIGLI}&query=${encodeURIComponent(name)}`)).json().data.data[0].id as number;
const valid = async (over: Record<string, unknown> = {}) => ({
  district_id: NAVIGLI,
  name: 'Borgo Isola',
  city_id: await cityId('Milano'),
  zip_code: '20159',
  latitude: 45.49,
  longitude: 9.19,
  weather_link: 'https://weather.example.org/milano',
  default_language: 'it',
  time_zone: 'Europe/Rome',
  ...over,
});

function client(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, { auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'] });
    open.push(socket);
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
function inbox<T>(socket: Socket, event: string) {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('settings/districts: list and read', () => {
  it('lists the districts the user manages, sorted and searched by name or city, with country and currency', async () => {
    const res = await call('GET', `/api/v3/districts?district_id=${NAVIGLI}&order_by=name&sort_by=asc`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { name: string; city: { name: string }; country: { currency_code: string } }[];
    expect(rows.map((r) => r.name)).toEqual(['Borgo Navigli', 'Cedar Park Commons', 'Vila Aurora']);
    expect(rows[0]).toMatchObject({ city: { name: 'Milano' }, country: { code: 'IT', currency_code: 'EUR', currency_symbol: '€' } });
    const byCity = await call('GET', `/api/v3/districts?district_id=${NAVIGLI}&query=${encodeURIComponent(' paulo ')}`);
    expect(byCity.json().data.data.map((r: { name: string }) => r.name)).toEqual(['Vila Aurora']);
    const desc = await call('GET', `/api/v3/districts?district_id=${NAVIGLI}&order_by=country&sort_by=desc`);
    expect(desc.json().data.data[0].country.name).toBe('United States');
    expect((await call('GET', `/api/v3/districts?district_id=${NAVIGLI}&order_by=zip_code`)).statusCode).toBe(422);
  });

  it('shows only the districts where one holds a districts_* permission', async () => {
    // A user whose only district with districts_* is Aurora sees Aurora alone.
    const db = t.database.db;
    const office = await userId('escritorio@borgo.test');
    const [adminRole] = await db
      .select({ roleId: userDistrictRoles.roleId })
      .from(userDistrictRoles)
      .where(eq(userDistrictRoles.userId, await userId('admin@borgo.test')));
    await db.insert(userDistrictRoles).values({ userId: office, districtId: AURORA, roleId: adminRole.roleId });
    const token = await t.login('escritorio@borgo.test');
    const rows = (await call('GET', `/api/v3/districts?district_id=${AURORA}`, undefined, token)).json().data.data as { id: number }[];
    expect(rows.map((r) => r.id)).toEqual([AURORA]);
    // Reading a district needs the permission there: Navigli is not theirs.
    expect((await call('GET', `/api/v3/districts/${NAVIGLI}`, undefined, token)).statusCode).toBe(403);
    await db.delete(userDistrictRoles).where(and(eq(userDistrictRoles.userId, office), eq(userDistrictRoles.roleId, adminRole.roleId)));
  });

  it('refuses without a token (401) and without districts_* (403)', async () => {
    expect((await call('GET', `/api/v3/districts?district_id=${NAVIGLI}`, undefined, null)).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['GET', `/api/v3/districts?district_id=${NAVIGLI}`],
      ['GET', `/api/v3/districts/${NAVIGLI}`],
      ['POST', '/api/v3/districts', await valid()],
      ['PUT', `/api/v3/districts/${NAVIGLI}`, await valid({ name: 'Borgo Navigli' })],
      ['DELETE', `/api/v3/districts/${NAVIGLI}`],
      ['PUT', `/api/v3/districts/${NAVIGLI}/configuration`, allFeatures(true)],
    ] as const) {
      const res = await call(method, url, body, manager);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('settings/districts: writes', () => {
  it('creates a district with every flag off, gives its creator their roles there, and audits it', async () => {
    const res = await call('POST', '/api/v3/districts', await valid({ name: '  Borgo Isola  ' }));
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({
      name: 'Borgo Isola',
      zip_code: '20159',
      time_zone: 'Europe/Rome',
      country: { currency_code: 'EUR' },
      pending_configuration: null,
    });
    expect(made.configuration).toEqual(allFeatures(false));
    // In the creator's district selector at once.
    const me = (await call('GET', '/api/v3/auth/me')).json().data;
    expect(me.districts.map((d: { id: number }) => d.id)).toContain(made.id);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'districts'), eq(auditEntries.recordId, made.id)));
    // Recorded where it was created from.
    expect(entry).toMatchObject({ action: 'create', districtId: NAVIGLI });
    expect(entry.changes).toMatchObject({ name: { after: 'Borgo Isola' } });
    // The same name in the same city is taken; in another city it is not.
    const twice = await call('POST', '/api/v3/districts', await valid({ name: 'borgo isola' }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ name: ['Validations.NameTaken'] });
    const elsewhere = await call('POST', '/api/v3/districts', await valid({ city_id: await cityId('Roma') }));
    expect(elsewhere.statusCode).toBe(201);
    expect((await call('DELETE', `/api/v3/districts/${elsewhere.json().data.id}`)).statusCode).toBe(200);
  });

  it('refuses bad input field by field with the catalogue keys, never a 500', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '' }, { name: ['Validations.FieldNotNull'] }],
      [{ name: 'x'.repeat(121) }, { name: ['Validations.FieldTooLongMax'] }],
      [{ city_id: 99999 }, { city_id: ['Validations.SelectAnOption'] }],
      [{ city_id: undefined }, { city_id: ['Validations.SelectAnOption'] }],
      [{ latitude: 90.5 }, { latitude: ['Validations.NumberMax'] }],
      [{ latitude: -91 }, { latitude: ['Validations.NumberMin'] }],
      [{ longitude: 181 }, { longitude: ['Validations.NumberMax'] }],
      [{ longitude: 'east' }, { longitude: ['Validations.MustBeNumber'] }],
      [{ weather_link: 'http://weather.example.org' }, { weather_link: ['Validations.InvalidUrl'] }],
      [{ weather_link: 'https://' }, { weather_link: ['Validations.InvalidUrl'] }],
      [{ default_language: 'es' }, { default_language: ['Validations.SelectAnOption'] }],
      [{ time_zone: 'Mars/Olympus' }, { time_zone: ['Validations.SelectAnOption'] }],
      [{ zip_code: '1'.repeat(17) }, { zip_code: ['Validations.FieldTooLongMax'] }],
      [{ configuration: allFeatures(true) }, { configuration: ['Validations.FieldUnknown'] }],
    ];
    for (const [over, errors] of cases) {
      const res = await call('POST', '/api/v3/districts', await valid({ name: 'Bad input', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors, JSON.stringify(over)).toMatchObject(errors);
    }
    // UTC is a zone although some runtimes leave it out of Intl's list.
    const utc = await call('POST', '/api/v3/districts', await valid({ name: 'In UTC', time_zone: 'UTC', weather_link: '', zip_code: '' }));
    expect(utc.statusCode).toBe(201);
    expect(utc.json().data).toMatchObject({ weather_link: null, zip_code: null });
    expect((await call('DELETE', `/api/v3/districts/${utc.json().data.id}`)).statusCode).toBe(200);
  });

  it('updates a district it manages, with the audit before and after', async () => {
    const created = (await call('POST', '/api/v3/districts', await valid({ name: 'Borgo Brera' }))).json().data;
    const res = await call('PUT', `/api/v3/districts/${created.id}`, await valid({ name: 'Borgo Brera', zip_code: '20121', latitude: 45.472 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ zip_code: '20121', latitude: 45.472 });
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, created.id), eq(auditEntries.action, 'update')));
    expect(entry.changes).toMatchObject({ zip_code: { before: '20159', after: '20121' } });
    // Its own name again is not taken; another's in the city is.
    const clash = await call('PUT', `/api/v3/districts/${created.id}`, await valid({ name: 'Borgo Navigli' }));
    expect(clash.json().errors).toEqual({ name: ['Validations.NameTaken'] });
    expect((await call('PUT', '/api/v3/districts/999999', await valid())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v3/districts/${created.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete a district that still has users or content (409, with counts)', async () => {
    const res = await call('DELETE', `/api/v3/districts/${CEDAR}`);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.users).toBeGreaterThan(0);
    expect(body.content).toBeGreaterThan(0);
    expect(body.message).toContain(String(body.users));
    // A new district with a tag has content; its creator's own roles alone do not hold it.
    const made = (await call('POST', '/api/v3/districts', await valid({ name: 'Borgo Tagged' }))).json().data;
    const [tag] = await t.database.db
      .insert(tags)
      .values({ districtId: made.id, translations: { en: { name: 'Tag of a new district' } } })
      .returning();
    const refused = await call('DELETE', `/api/v3/districts/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ users: 0, content: 1 });
    // Someone else's dashboard district is in use too.
    await t.database.db.delete(tags).where(eq(tags.id, tag.id));
    const office = await userId('office@borgo.test');
    await t.database.db.update(users).set({ dashboardDistrictId: made.id }).where(eq(users.id, office));
    expect((await call('DELETE', `/api/v3/districts/${made.id}`)).json()).toMatchObject({ users: 1, content: 0 });
    await t.database.db.update(users).set({ dashboardDistrictId: NAVIGLI }).where(eq(users.id, office));
    const gone = await call('DELETE', `/api/v3/districts/${made.id}`);
    expect(gone.statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, made.id), eq(auditEntries.action, 'delete')));
    expect(entry.changes).toMatchObject({ name: { before: 'Borgo Tagged' } });
  });
});

describe('settings/districts: configuration', () => {
  const job = () => t.app.jobs.get(CONFIGURATION_JOB)!;
  const pollsOff = (): DistrictConfiguration => {
    const c = allFeatures(true);
    c.CommunityContents.Polls = false;
    return c;
  };
  const siteMap = async (token: string, district = NAVIGLI) =>
    ((await call('GET', `/api/v3/site-map?district_id=${district}`, undefined, token)).json().data as { section_id: string }[]).map((e) => e.section_id);

  it('refuses a bad flag object with 422, never a 500', async () => {
    const unknown = { ...allFeatures(true), Teleport: true };
    const nestedUnknown = { ...allFeatures(true), CommunityContents: { ...allFeatures(true).CommunityContents, Chess: true } };
    const missing: Record<string, unknown> = { ...allFeatures(true) };
    delete missing.Gate;
    const notBoolean = { ...allFeatures(true), Posts: 'yes' };
    for (const body of [unknown, nestedUnknown, missing, notBoolean, { ...allFeatures(true), DistrictContents: true }, [], { Gate: null }]) {
      const res = await call('PUT', `/api/v3/districts/${NAVIGLI}/configuration`, body as object);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const res = await call('PUT', `/api/v3/districts/${NAVIGLI}/configuration`, unknown);
    expect(res.json().errors).toEqual({ Teleport: ['Validations.FieldUnknown'] });
    expect((await call('PUT', `/api/v3/districts/${NAVIGLI}/configuration`, missing)).json().errors).toEqual({ Gate: ['Validations.FieldNotNull'] });
  });

  it('saves as pending (202), the job applies it, the saver and the district hear of it, the site map changes', async () => {
    const adminSocket = await client(admin);
    const managerSocket = await client(manager);
    const otherDistrict = await client(await t.login('escritorio@borgo.test'));
    const completed = inbox<{ status: boolean; district_configuration: string; district_name: string }>(adminSocket, 'district-configuration.completed');
    const managerCompleted = inbox(managerSocket, 'district-configuration.completed');
    const managerChanges = inbox<EntityChanged>(managerSocket, 'districts.changed');
    const strangerChanges = inbox<EntityChanged>(otherDistrict, 'districts.changed');
    expect(await siteMap(admin)).toContain('community_polls');

    const res = await call('PUT', `/api/v3/districts/${NAVIGLI}/configuration`, pollsOff());
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ district_id: NAVIGLI, status: 'pending' });
    await job().run();
    await settle();

    const [change] = await t.database.db.select().from(districtConfigurationChanges).where(eq(districtConfigurationChanges.id, res.json().data.id));
    expect(change.status).toBe('applied');
    expect(completed).toEqual([{ status: true, district_configuration: 'The new configuration', district_name: 'Borgo Navigli' }]);
    // The manager has no districts_* but is in the district: their console reloads its configuration.
    expect(managerCompleted).toEqual([]);
    expect(managerChanges).toContainEqual(expect.objectContaining({ entity: 'districts', id: NAVIGLI, action: 'configuration_change', district_id: NAVIGLI }));
    expect(strangerChanges).toEqual([]);
    expect(await siteMap(admin)).not.toContain('community_polls');
    expect((await call('GET', `/api/v3/districts/${NAVIGLI}`)).json().data).toMatchObject({
      pending_configuration: null,
      configuration: { CommunityContents: { Polls: false, Activities: true } },
    });
    // The polls' routes follow the flag too.
    expect((await call('GET', `/api/v3/polls?district_id=${NAVIGLI}`)).statusCode).toBe(403);

    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'districts'), eq(auditEntries.action, 'configuration_change'), eq(auditEntries.recordId, NAVIGLI)))
      .orderBy(asc(auditEntries.id));
    expect(entry.changes).toMatchObject({ 'configuration.CommunityContents.Polls': { before: true, after: false } });

    // On again: a group switched off hides all of its sections.
    const back = await call('PUT', `/api/v3/districts/${NAVIGLI}/configuration`, allFeatures(true));
    expect(back.statusCode).toBe(202);
    await job().run();
    expect(await siteMap(admin)).toContain('community_polls');
    const groupOff = allFeatures(true);
    groupOff.CommunityContents.active = false;
    await call('PUT', `/api/v3/districts/${NAVIGLI}/configuration`, groupOff);
    await job().run();
    expect((await siteMap(admin)).filter((s) => s.startsWith('community'))).toEqual([]);
    await call('PUT', `/api/v3/districts/${NAVIGLI}/configuration`, allFeatures(true));
    await job().run();
  });

  it('keeps only the latest pending change of a district, and applies each change once across processes', async () => {
    const adminSocket = await client(admin);
    const completed = inbox(adminSocket, 'district-configuration.completed');
    // Two saves before any job (as two processes' routes would leave them): the first is superseded.
    const saver = await userId('admin@borgo.test');
    const save = (configuration: DistrictConfiguration) =>
      saveConfigurationChange(t.database.db, { districtId: AURORA, userId: saver, locale: 'it', configuration });
    const first = await save(pollsOff());
    const second = await save(allFeatures(true));
    // A second server process on the same database races this one for the change.
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    const toldThere: unknown[] = [];
    other.live.emit = (...args) => void toldThere.push(args);
    try {
      await Promise.all([job().run(), other.jobs.get(CONFIGURATION_JOB)!.run(), job().run()]);
    } finally {
      await other.close();
    }
    await settle();
    const rows = await t.database.db.select().from(districtConfigurationChanges).where(eq(districtConfigurationChanges.districtId, AURORA));
    const byId = new Map(rows.map((r) => [r.id, r.status]));
    expect(byId.get(first.id)).toBe('superseded');
    expect(byId.get(second.id)).toBe('applied');
    // Told once, in the saver's language, by whichever process applied it.
    expect(completed.length + toldThere.length).toBe(1);
    if (completed.length) expect(completed).toEqual([{ status: true, district_configuration: 'La nuova configurazione', district_name: 'Vila Aurora' }]);
  });
});
