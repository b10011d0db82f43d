import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import {
  auditEntries,
  categories,
  districtConfigurationChanges,
  districts,
  exportRequests,
  loginLogs,
  outbox,
  passwordResets,
  rateEvents,
  sessions,
  termsConditions,
  uploads,
  users,
} from '../../server/db/schema';
import { referenceName, UPLOAD_REFERENCES } from '../../server/data/uploadReferences';
import { createPruneJob, type PruneCounts, type PruneDeps } from '../../server/jobs/prune';
import { fileUrl } from '../../server/lib/storage';
import { createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * The pruning job (issue 12): one round removes exactly what is old and of no more use, of every
 * kind, and keeps what is recent, still read, or named by a record; one process at a time runs it.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** The settings' defaults, without the schedule: this file runs its rounds itself. */
const quiet = (): Config['prune'] => ({ ...readConfig({}).prune, everyMs: 0 });

let t: TestContext;
let userId: number;
const logged: unknown[][] = [];

beforeAll(async () => {
  t = await createTestApp({ prune: quiet() });
  [{ id: userId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@borgo.test'));
  // The districts' retention of personal data (issue 18) is tested on its own (privacyRetention.test.ts):
  // here it keeps everything, so that the demo's gate history stays out of these counts.
  await t.database.db.update(districts).set({ gateRetentionDays: 3650, logRetentionDays: 3650, exportRetentionDays: 3650 });
});
afterAll(async () => {
  await t?.close();
});

function job(overrides: Partial<PruneDeps> = {}) {
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      logged.push([level, ...args]);
  const log = { info: record('info'), debug: record('debug'), warn: record('warn'), error: record('error') } as unknown as PruneDeps['log'];
  return createPruneJob({ db: t.database.db, pool: t.database.pool, storage: t.app.storage, config: t.config, log, ...overrides });
}

const token = () => randomBytes(32).toString('hex');
const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);

/** Which of `wanted` are still in the table. */
async function remaining(
  table: typeof loginLogs | typeof sessions | typeof outbox | typeof passwordResets | typeof rateEvents | typeof districtConfigurationChanges,
  wanted: number[],
) {
  const rows = await t.database.db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return new Set(rows.map((r) => r.id));
}

describe('a prune round', () => {
  it('removes exactly the old rows of every kind, keeps the rest, and logs counts only', async () => {
    const db = t.database.db;
    const [auditBefore] = await db.select({ n: count() }).from(auditEntries);

    const logs = await db
      .insert(loginLogs)
      .values([
        { email: 'old.refused@x.test', success: false, ip: '10.0.0.1', createdAt: ago(31 * DAY) },
        { email: 'recent.refused@x.test', success: false, ip: '10.0.0.1', createdAt: ago(29 * DAY) },
        { userId, email: 'manager@borgo.test', success: true, ip: '10.0.0.2', createdAt: ago(300 * DAY) },
      ])
      .returning({ id: loginLogs.id });

    // Defaults: a session ends when revoked, 12 h unused, or 12 h after its login; it goes 7 days later.
    const session = (at: { createdAt: Date; lastUsedAt: Date; revokedAt?: Date }) => ({ userId, tokenHash: token(), ...at });
    const sess = await db
      .insert(sessions)
      .values([
        session({ createdAt: ago(9 * DAY), lastUsedAt: ago(8 * DAY), revokedAt: ago(8 * DAY) }),
        session({ createdAt: ago(8 * DAY), lastUsedAt: ago(7 * DAY + 13 * HOUR) }),
        // Busy until a minute ago, but logged in 7.5 days ago: past its absolute lifetime 7 days and a hour ago.
        session({ createdAt: ago(7 * DAY + 13 * HOUR), lastUsedAt: ago(MINUTE) }),
        session({ createdAt: ago(DAY + HOUR), lastUsedAt: ago(DAY), revokedAt: ago(DAY) }),
        session({ createdAt: ago(13 * HOUR), lastUsedAt: ago(13 * HOUR) }),
        session({ createdAt: ago(HOUR), lastUsedAt: ago(MINUTE) }),
      ])
      .returning({ id: sessions.id });

    const mail = await db
      .insert(outbox)
      .values([
        { recipient: 'a@x.test', subject: 's', body: 'b', createdAt: ago(8 * DAY), sentAt: ago(8 * DAY) },
        { recipient: 'b@x.test', subject: 's', body: 'b', createdAt: ago(DAY), sentAt: ago(DAY) },
        { recipient: 'c@x.test', subject: 's', body: 'b', createdAt: ago(30 * DAY), attempts: 5, lastError: 'refused' },
      ])
      .returning({ id: outbox.id });

    const resets = await db
      .insert(passwordResets)
      .values([
        { userId, tokenHash: token(), createdAt: ago(8 * DAY), expiresAt: ago(8 * DAY - HOUR), usedAt: ago(8 * DAY) },
        { userId, tokenHash: token(), createdAt: ago(9 * DAY), expiresAt: ago(9 * DAY - HOUR) },
        { userId, tokenHash: token(), createdAt: ago(DAY), expiresAt: ago(DAY - HOUR), usedAt: ago(DAY) },
        { userId, tokenHash: token(), createdAt: ago(MINUTE), expiresAt: ago(-HOUR) },
      ])
      .returning({ id: passwordResets.id });

    const rates = await db
      .insert(rateEvents)
      .values([
        { kind: 'reset_ip', subject: '10.0.0.3', createdAt: ago(2 * DAY) },
        { kind: 'reset_ip', subject: '10.0.0.3', createdAt: ago(HOUR) },
      ])
      .returning({ id: rateEvents.id });

    // District configuration changes: an old applied one goes; an old pending one (still to apply) and a recent failed one stay.
    const [{ configuration }] = await db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, NAVIGLI));
    const changes = await db
      .insert(districtConfigurationChanges)
      .values([
        { districtId: NAVIGLI, configuration, status: 'applied', createdAt: ago(31 * DAY), finishedAt: ago(31 * DAY) },
        { districtId: NAVIGLI, configuration, status: 'pending', createdAt: ago(40 * DAY) },
        { districtId: NAVIGLI, configuration, status: 'failed', createdAt: ago(2 * DAY), finishedAt: ago(2 * DAY) },
      ])
      .returning({ id: districtConfigurationChanges.id });

    // Uploads: two orphans old enough (one whose file is already gone), one too recent, and old ones each record names.
    const storage = t.app.storage;
    const upload = async (createdAt: Date, withFile = true) => {
      const name = withFile ? await storage.save(PNG, 'png') : `${randomBytes(16).toString('hex')}.png`;
      await db.insert(uploads).values({ name, districtId: NAVIGLI, userId, type: 'png', size: PNG.length, createdAt });
      return name;
    };
    const orphan = await upload(ago(25 * HOUR));
    const orphanNoFile = await upload(ago(30 * DAY), false);
    const fresh = await upload(ago(HOUR));
    const [byCategory, byCover, byTerms, byExport] = await Promise.all([1, 2, 3, 4].map(() => upload(ago(30 * DAY))));
    await db.insert(categories).values({ districtId: NAVIGLI, type: 'activity', translations: { en: { name: 'Pruned?' } }, icon: byCategory });
    await db
      .update(users)
      .set({ coverPath: fileUrl(byCover) })
      .where(eq(users.id, userId));
    await db.insert(termsConditions).values({ districtId: NAVIGLI, type: 'privacy', files: { en: { stored_name: byTerms, file_name: 'privacy.pdf' } } });
    await db.insert(exportRequests).values({
      districtId: NAVIGLI,
      userId,
      target: 'posts',
      dateStart: '2026-01-01',
      dateEnd: '2026-01-31',
      status: 'completed',
      storedName: byExport,
    });

    logged.length = 0;
    const counts = await job().runOnce();
    expect(counts).toEqual<PruneCounts>({
      refusedLogins: 1,
      sessions: 3,
      sentMail: 1,
      resetLinks: 2,
      rateEvents: 1,
      districtChanges: 1,
      orphanUploads: 2,
      expiredExports: 0,
      filesLeft: 0,
      retention: { visits: 0, guests: 0, passes: 0, logins: 0, reads: 0, exports: 0 },
    });

    expect([...(await remaining(loginLogs, ids(logs)))]).toEqual(ids(logs).slice(1));
    expect([...(await remaining(sessions, ids(sess)))].sort()).toEqual(ids(sess).slice(3).sort());
    expect([...(await remaining(outbox, ids(mail)))].sort()).toEqual(ids(mail).slice(1).sort());
    expect([...(await remaining(passwordResets, ids(resets)))].sort()).toEqual(ids(resets).slice(2).sort());
    expect([...(await remaining(rateEvents, ids(rates)))]).toEqual(ids(rates).slice(1));
    expect([...(await remaining(districtConfigurationChanges, ids(changes)))].sort()).toEqual(ids(changes).slice(1).sort());

    const left = new Set((await db.select({ name: uploads.name }).from(uploads)).map((u) => u.name));
    expect([orphan, orphanNoFile].filter((n) => left.has(n))).toEqual([]);
    expect([fresh, byCategory, byCover, byTerms, byExport].filter((n) => !left.has(n))).toEqual([]);
    const onDisk = (name: string) => existsSync(join(t.config.uploadDir, name));
    expect(onDisk(orphan)).toBe(false);
    expect([fresh, byCategory, byCover, byTerms, byExport].filter((n) => !onDisk(n))).toEqual([]);
    // The category still shows its icon.
    expect((await storage.read(byCategory))?.equals(PNG)).toBe(true);

    // The audit trail is never touched.
    const [auditAfter] = await db.select({ n: count() }).from(auditEntries);
    expect(auditAfter.n).toBe(auditBefore.n);

    // One line per round, with counts and nothing personal.
    const info = logged.filter(([level]) => level === 'info');
    expect(info).toHaveLength(1);
    const [, fields] = info[0] as [string, { removed: PruneCounts; ms: number }];
    expect(fields.removed).toEqual(counts);
    expect(Object.values({ ...fields.removed, ...fields.removed.retention, retention: 0 }).every(Number.isInteger)).toBe(true);
    expect(JSON.stringify(logged)).not.toMatch(/@|\.png|10\.0\.0\./);

    // A second round finds nothing left.
    expect(await job().runOnce()).toEqual<PruneCounts>({
      refusedLogins: 0,
      sessions: 0,
      sentMail: 0,
      resetLinks: 0,
      rateEvents: 0,
      districtChanges: 0,
      orphanUploads: 0,
      expiredExports: 0,
      filesLeft: 0,
      retention: { visits: 0, guests: 0, passes: 0, logins: 0, reads: 0, exports: 0 },
    });
  });

  it('keeps what a limit still counts, whatever the settings say', async () => {
    const db = t.database.db;
    // Login window 15 min, reset window 60 min (the defaults); retention set to nothing.
    const config = { ...t.config, prune: { ...quiet(), refusedLoginsMs: 0, resetLinksMs: 0, rateEventsMs: 0 } };
    const logs = await db
      .insert(loginLogs)
      .values([
        { email: 'window@x.test', success: false, ip: '10.0.0.4', createdAt: ago(5 * MINUTE) },
        { email: 'window@x.test', success: false, ip: '10.0.0.4', createdAt: ago(20 * MINUTE) },
      ])
      .returning({ id: loginLogs.id });
    const resets = await db
      .insert(passwordResets)
      .values([
        { userId, tokenHash: token(), createdAt: ago(40 * MINUTE), expiresAt: ago(40 * MINUTE - HOUR), usedAt: ago(30 * MINUTE) },
        { userId, tokenHash: token(), createdAt: ago(3 * HOUR), expiresAt: ago(2 * HOUR), usedAt: ago(2 * HOUR) },
      ])
      .returning({ id: passwordResets.id });
    const rates = await db
      .insert(rateEvents)
      .values([
        { kind: 'reset_ip', subject: '10.0.0.4', createdAt: ago(30 * MINUTE) },
        { kind: 'reset_ip', subject: '10.0.0.4', createdAt: ago(2 * HOUR) },
      ])
      .returning({ id: rateEvents.id });

    // (Rows the first test kept go too, retention being nothing: only these rows are looked at.)
    expect(await job({ config }).runOnce()).not.toBeNull();
    expect([...(await remaining(loginLogs, ids(logs)))]).toEqual(ids(logs).slice(0, 1));
    expect([...(await remaining(passwordResets, ids(resets)))]).toEqual(ids(resets).slice(0, 1));
    expect([...(await remaining(rateEvents, ids(rates)))]).toEqual(ids(rates).slice(0, 1));
  });

  it('lists every column that may name a stored file among the references an orphan must not have', async () => {
    // Columns whose name says "file"; those below hold no file of ours.
    const NOT_FILES = new Set([
      'districts.weather_link',
      'districts.smart_solution_map_link',
      'export_requests.file_name',
      'posts.external_link',
      // A post's cover file's original name, and the content a post links to.
      'posts.image_name',
      'posts.linked_content_type',
      'posts.linked_content_id',
      // Web addresses a content item or an episode links to, not stored files.
      'contents.external_link',
      'podcast_episodes.external_link',
      // A space's map: a web address.
      'spaces.map_url',
      // A brand's privacy policy and EULA as the app stores link them: web addresses.
      'brands.privacy_url',
      'brands.eula_url',
    ]);
    const rows = (
      (await t.database.db.execute(
        sql`select table_name || '.' || column_name as name from information_schema.columns
            where table_schema = 'public' and table_name <> 'uploads'
              and column_name ~ '(icon|image|illustr|cover|photo|picture|avatar|logo|file|stored|attach|document|upload|pdf|media|path|url|link|banner|thumb)'`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
    const referenced = new Set(UPLOAD_REFERENCES.map((r) => referenceName(r.column)));
    expect(rows.filter((name) => !referenced.has(name) && !NOT_FILES.has(name)).sort(), 'add them to server/data/uploadReferences.ts').toEqual([]);
    expect([...referenced].filter((name) => !rows.includes(name))).toEqual([]);
  });
});

describe('one round at a time', () => {
  it('does not start a round while one runs in this process', async () => {
    const one = job();
    const [a, b] = await Promise.all([one.runOnce(), one.runOnce()]);
    expect(a).not.toBeNull();
    expect(b).toBeNull();
  });

  it.skipIf(!process.env.DATABASE_URL)('is run by one process only: another one finds the round taken', async () => {
    const url = (t.database as Database & { url?: string }).url!;
    const other = await openDatabase({ databaseUrl: url });
    try {
      const first = job();
      const second = job({ db: other.db, pool: other.pool });
      const winning = first.runOnce({ holdMs: 800 });
      await new Promise((r) => setTimeout(r, 200));
      expect(await second.runOnce()).toBeNull();
      expect(await winning).not.toBeNull();
      // The lock is free once the winner's round is over.
      expect(await second.runOnce()).not.toBeNull();
    } finally {
      await other.close();
    }
  });

  it('runs on its schedule once the app is ready, and stops with it', async () => {
    const scheduled = await createTestApp({ prune: { ...quiet(), everyMs: 300 } });
    try {
      const [row] = await scheduled.database.db
        .insert(loginLogs)
        .values({ email: 'scheduled@x.test', success: false, ip: '10.0.0.5', createdAt: ago(40 * DAY) })
        .returning({ id: loginLogs.id });
      const gone = async () => (await scheduled.database.db.select().from(loginLogs).where(eq(loginLogs.id, row.id))).length === 0;
      const until = Date.now() + 5000;
      while (!(await gone()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await gone()).toBe(true);
    } finally {
      await scheduled.close();
    }
  });
});
