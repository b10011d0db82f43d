import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  districts,
  exportRequests,
  invitationGuests,
  invitations,
  loginLogs,
  longTermPasses,
  personalDataReads,
  userDistrictRoles,
  users,
} from '../../server/db/schema';
import { purgeByRetention } from '../../resources/privacy_retention/data';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * Issue 18, retention per district: the settings and their refusals, and the purge that removes
 * exactly what is past each district's retention (visits with their guests, its people's sign-ins
 * by the longest of their districts, finished export requests with their files), nothing else,
 * writing counts (never the data) to the audit trail.
 */
let t: TestContext;
let admin: string;
let manager: string;
let resident: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, resident] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test'), t.login('resident1.1@borgo.test')]);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dayAgo = (n: number) => daysAgo(n).toISOString().slice(0, 10);
const get = (district = NAVIGLI, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v3/privacy_retention?district_id=${district}`, headers: token ? bearer(token) : {} });
const put = (body: object, token: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/v3/privacy_retention', headers: token ? bearer(token) : {}, payload: { district_id: NAVIGLI, ...body } });
const SETTINGS = { gate_days: 180, log_days: 365, export_days: 90 };

async function userId(email: string) {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u.id;
}

describe('retention settings', () => {
  it('reads the defaults and what the next run would remove', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: NAVIGLI,
      ...SETTINGS,
      next_run: {
        visits: expect.any(Number),
        guests: expect.any(Number),
        passes: expect.any(Number),
        logins: expect.any(Number),
        reads: expect.any(Number),
        exports: expect.any(Number),
      },
    });
  });

  it('refuses without a token, without a privacy permission, and bad days on their fields (never 5xx)', async () => {
    expect((await get(NAVIGLI, null)).statusCode).toBe(401);
    expect((await put(SETTINGS, null)).statusCode).toBe(401);
    for (const token of [manager, resident]) {
      const read = await get(NAVIGLI, token);
      expect(read.statusCode).toBe(403);
      expect(read.json().missing.permission).toEqual(expect.arrayContaining(['privacy_view']));
      expect((await put(SETTINGS, token)).statusCode).toBe(403);
    }
    const cases: [object, Record<string, string[]>][] = [
      [{ ...SETTINGS, gate_days: 0 }, { gate_days: ['Validations.NumberMin'] }],
      [{ ...SETTINGS, log_days: 3651 }, { log_days: ['Validations.NumberMax'] }],
      [{ ...SETTINGS, export_days: 1.5 }, { export_days: ['Validations.MustBeInteger'] }],
      [{ ...SETTINGS, gate_days: '30' }, { gate_days: ['Validations.MustBeInteger'] }],
      [{ log_days: 10, export_days: 10 }, { gate_days: ['Validations.FieldNotNull'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect((await get()).json().data).toMatchObject(SETTINGS);
  });

  it('saves the settings and audits the change', async () => {
    const res = await put({ gate_days: 30, log_days: 400, export_days: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ gate_days: 30, log_days: 400, export_days: 7 });
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'privacy_retention'), eq(auditEntries.action, 'update')))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ recordId: NAVIGLI, districtId: NAVIGLI });
    expect(entry.changes).toMatchObject({ gate_days: { before: 180, after: 30 }, export_days: { before: 90, after: 7 } });
    expect(entry.changes).not.toHaveProperty('next_run');
    expect((await put(SETTINGS)).statusCode).toBe(200);
  });
});

describe('the purge', () => {
  it('removes exactly what is past each district’s retention, and audits counts only', async () => {
    const db = t.database.db;
    const host = await userId('resident1.1@borgo.test');
    const auroraHost = await userId('resident2.1@borgo.test');
    // Aurora keeps its visits a year; Navigli 180 days (the default).
    await db.update(districts).set({ gateRetentionDays: 365 }).where(eq(districts.id, AURORA));
    const visit = (districtId: number, userId: number, days: number, code: string) => ({
      districtId,
      userId,
      visitorCode: code,
      category: 'guest' as const,
      dateStart: dayAgo(days),
    });
    const [old, recent, auroraOld] = await db
      .insert(invitations)
      .values([visit(NAVIGLI, host, 200, 'RET-OLD'), visit(NAVIGLI, host, 170, 'RET-RECENT'), visit(AURORA, auroraHost, 200, 'RET-AURORA')])
      .returning({ id: invitations.id });
    await db.insert(invitationGuests).values([
      { invitationId: old.id, firstName: 'Old guest', phone: '+390200000001', plate: 'AB123CD' },
      { invitationId: old.id, firstName: 'Old guest two' },
      { invitationId: recent.id, firstName: 'Recent guest' },
    ]);

    // Daily-help passes: suspended 200 days ago goes; active as long, or suspended 10 days ago, stays.
    const pass = (status: 'active' | 'suspended', days: number, code: string) => ({
      districtId: NAVIGLI,
      userId: host,
      name: `Helper ${code}`,
      category: 'housekeeper' as const,
      status,
      visitorCode: code,
      statusChangedAt: daysAgo(days),
    });
    const [oldPass, activePass, recentPass] = await db
      .insert(longTermPasses)
      .values([pass('suspended', 200, 'RET-P1'), pass('active', 200, 'RET-P2'), pass('suspended', 10, 'RET-P3')])
      .returning({ id: longTermPasses.id });

    // Sign-ins: one person of Navigli only, one of Navigli and of Cedar, which keeps two years.
    const onlyNavigli = await userId('resident1.2@borgo.test');
    const alsoCedar = await userId('resident1.3@borgo.test');
    const [role] = await db.select({ roleId: userDistrictRoles.roleId }).from(userDistrictRoles).where(eq(userDistrictRoles.userId, alsoCedar));
    await db.insert(userDistrictRoles).values({ userId: alsoCedar, districtId: CEDAR, roleId: role.roleId });
    await db.update(districts).set({ logRetentionDays: 730 }).where(eq(districts.id, CEDAR));
    const login = (userId: number, days: number) => ({ userId, email: `u${userId}@x.test`, success: true, ip: '10.0.0.9', createdAt: daysAgo(days) });
    const [goneLogin, keptLogin, twoYearsLogin] = await db
      .insert(loginLogs)
      .values([login(onlyNavigli, 400), login(onlyNavigli, 300), login(alsoCedar, 400)])
      .returning({ id: loginLogs.id });

    // The access log: a read 400 days ago goes (Navigli keeps a year), one 300 days ago stays; Cedar's own log is Cedar's.
    const read = (districtId: number, days: number) => ({
      districtId,
      entity: 'users',
      recordId: onlyNavigli,
      subjectUserId: onlyNavigli,
      createdAt: daysAgo(days),
    });
    const [goneRead, keptRead, cedarRead] = await db
      .insert(personalDataReads)
      .values([read(NAVIGLI, 400), read(NAVIGLI, 300), read(CEDAR, 400)])
      .returning({ id: personalDataReads.id });

    // Exports: a finished one past 90 days with its file, a pending one as old, a recent one.
    const stored = 'e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7.xlsx';
    writeFileSync(join(t.config.uploadDir, stored), 'xlsx');
    const exportRow = (status: 'completed' | 'pending', days: number, storedName: string | null = null) => ({
      districtId: NAVIGLI,
      userId: host,
      target: 'posts' as const,
      dateStart: '2026-01-01',
      dateEnd: '2026-01-31',
      status,
      storedName,
      createdAt: daysAgo(days),
    });
    const [oldExport, pendingExport, recentExport] = await db
      .insert(exportRequests)
      .values([exportRow('completed', 100, stored), exportRow('pending', 100), exportRow('completed', 10)])
      .returning({ id: exportRequests.id });

    // The settings page says what the next run removes, and the run removes just that.
    const preview = (await get()).json().data.next_run;
    expect(preview).toMatchObject({ visits: expect.any(Number), guests: expect.any(Number) });
    expect(preview.visits).toBeGreaterThanOrEqual(1);
    expect(preview.guests).toBeGreaterThanOrEqual(2);
    expect(preview.logins).toBeGreaterThanOrEqual(1);
    expect(preview.reads).toBeGreaterThanOrEqual(1);
    expect(preview.exports).toBeGreaterThanOrEqual(1);
    expect(preview.passes).toBeGreaterThanOrEqual(1);

    const removed = await purgeByRetention({ db, storage: t.app.storage, log: { warn: () => undefined } }, Date.now(), () => true);
    expect(removed.visits).toBeGreaterThanOrEqual(preview.visits);

    const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
    expect(
      await ids(
        db
          .select({ id: invitations.id })
          .from(invitations)
          .where(inArray(invitations.id, [old.id, recent.id, auroraOld.id])),
      ),
    ).toEqual(expect.arrayContaining([recent.id, auroraOld.id]));
    expect(await ids(db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, old.id)))).toEqual([]);
    expect(await ids(db.select({ id: invitationGuests.id }).from(invitationGuests).where(eq(invitationGuests.invitationId, old.id)))).toEqual([]);
    expect(await ids(db.select({ id: invitationGuests.id }).from(invitationGuests).where(eq(invitationGuests.invitationId, recent.id)))).toHaveLength(1);
    expect(
      (
        await ids(
          db
            .select({ id: loginLogs.id })
            .from(loginLogs)
            .where(inArray(loginLogs.id, [goneLogin.id, keptLogin.id, twoYearsLogin.id])),
        )
      ).sort(),
    ).toEqual([keptLogin.id, twoYearsLogin.id].sort());
    expect(
      (
        await ids(
          db
            .select({ id: exportRequests.id })
            .from(exportRequests)
            .where(inArray(exportRequests.id, [oldExport.id, pendingExport.id, recentExport.id])),
        )
      ).sort(),
    ).toEqual([pendingExport.id, recentExport.id].sort());
    expect(existsSync(join(t.config.uploadDir, stored))).toBe(false);
    expect(
      (
        await ids(
          db
            .select({ id: personalDataReads.id })
            .from(personalDataReads)
            .where(inArray(personalDataReads.id, [goneRead.id, keptRead.id, cedarRead.id])),
        )
      ).sort(),
    ).toEqual([keptRead.id, cedarRead.id].sort());
    expect(
      (
        await ids(
          db
            .select({ id: longTermPasses.id })
            .from(longTermPasses)
            .where(inArray(longTermPasses.id, [oldPass.id, activePass.id, recentPass.id])),
        )
      ).sort(),
    ).toEqual([activePass.id, recentPass.id].sort());

    // Navigli's run is in its audit trail: counts, nothing of the data.
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'privacy_retention'), eq(auditEntries.action, 'purge'), eq(auditEntries.districtId, NAVIGLI)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry.changes).toMatchObject({ visits: { after: expect.any(Number) }, guests: { after: expect.any(Number) } });
    expect(JSON.stringify(entry.changes)).not.toMatch(/guest two|AB123CD|\+3902|@x\.test|10\.0\.0\.9/);

    // "Remove now" is the manager's: refused to others and for another district's record.
    const purge = (id: number, token: string | null = admin) =>
      t.app.inject({ method: 'POST', url: `/api/v3/privacy_retention/${id}/purge`, headers: token ? bearer(token) : {}, payload: { district_id: NAVIGLI } });
    expect((await purge(NAVIGLI, null)).statusCode).toBe(401);
    expect((await purge(NAVIGLI, manager)).statusCode).toBe(403);
    expect((await purge(AURORA)).statusCode).toBe(404);
    const again = await db
      .insert(invitations)
      .values(visit(NAVIGLI, host, 400, 'RET-AGAIN'))
      .returning({ id: invitations.id });
    const now = await purge(NAVIGLI);
    expect(now.statusCode).toBe(200);
    expect(now.json().message).toMatch(/^Removed: 1 visits/);
    expect(now.json().data.next_run.visits).toBe(0);
    expect(await ids(db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, again[0].id)))).toEqual([]);

    // Nothing is left for a second run, and the page says so.
    expect(await purgeByRetention({ db, storage: t.app.storage, log: { warn: () => undefined } }, Date.now(), () => true)).toEqual({
      visits: 0,
      guests: 0,
      passes: 0,
      logins: 0,
      reads: 0,
      exports: 0,
    });
    expect((await get()).json().data.next_run).toEqual({ visits: 0, guests: 0, passes: 0, logins: 0, reads: 0, exports: 0 });
  });
});

describe('daily-help passes', () => {
  it('remember since when their status is what it is: a change of status restarts it, any other edit does not', async () => {
    const db = t.database.db;
    const host = await userId('resident1.1@borgo.test');
    const [made] = await db
      .insert(longTermPasses)
      .values({
        districtId: NAVIGLI,
        userId: host,
        name: 'Since',
        category: 'gardener',
        status: 'active',
        visitorCode: 'RET-SINCE',
        statusChangedAt: daysAgo(50),
      })
      .returning({ id: longTermPasses.id });
    const since = async () =>
      (await db.select({ at: longTermPasses.statusChangedAt }).from(longTermPasses).where(eq(longTermPasses.id, made.id)))[0].at.getTime();
    const save = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v3/daily_help/${made.id}`,
        headers: bearer(admin),
        payload: { district_id: NAVIGLI, user_id: host, category: 'gardener', ...body },
      });
    const before = await since();
    expect((await save({ name: 'Since renamed', status: 'active' })).statusCode).toBe(200);
    expect(await since()).toBe(before);
    expect((await save({ name: 'Since renamed', status: 'suspended' })).statusCode).toBe(200);
    expect(await since()).toBeGreaterThan(Date.now() - 60_000);
  });
});
