import { and, count, eq, inArray, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
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
} from '../../server/db/schema';
import type { Storage } from '../../server/lib/storage';
import { deleteBatched } from '../../server/data/deleteBatched';
import type { PurgeKind } from './contract';
import type { Retention, RetentionInput } from './schema';

const DAY_MS = 86_400_000;

export type PurgeCounts = Record<PurgeKind, number>;
const none = (): PurgeCounts => ({ visits: 0, guests: 0, passes: 0, logins: 0, reads: 0, exports: 0 });

interface Settings {
  gateDays: number;
  logDays: number;
  exportDays: number;
}

/** The day before which a visit is past the gate retention: a visit's day is a date, not an instant. */
const dayBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString().slice(0, 10);

/** A district's visits (invitations, with their guests) whose day is past its gate retention. */
const oldVisits = (districtId: number, s: Settings, now: number): SQL =>
  and(eq(invitations.districtId, districtId), lt(invitations.dateStart, dayBefore(now, s.gateDays)))!;

/** A district's daily-help passes suspended for longer than its gate retention (an active one is in use). */
const oldPasses = (districtId: number, s: Settings, now: number): SQL =>
  and(
    eq(longTermPasses.districtId, districtId),
    eq(longTermPasses.status, 'suspended'),
    lt(longTermPasses.statusChangedAt, new Date(now - s.gateDays * DAY_MS)),
  )!;

/**
 * Sign-ins of the district's people past retention. A person may belong to several districts: a
 * row goes only once it is past the longest log retention among all of them (a district that must
 * keep a year keeps its people's year, whatever another district says).
 */
function oldLogins(districtId: number, now: number): SQL {
  const longest = sql`(select max(${districts.logRetentionDays}) from ${userDistrictRoles} join ${districts} on ${districts.id} = ${userDistrictRoles.districtId} where ${userDistrictRoles.userId} = ${loginLogs.userId})`;
  const members = sql`select ${userDistrictRoles.userId} from ${userDistrictRoles} where ${userDistrictRoles.districtId} = ${districtId}`;
  return sql`${loginLogs.userId} in (${members}) and ${loginLogs.createdAt} < ${new Date(now).toISOString()}::timestamptz - make_interval(days => ${longest})`;
}

/** The district's access-log entries (who read whose data) past its log retention, as its sign-ins. */
const oldReads = (districtId: number, s: Settings, now: number): SQL =>
  and(eq(personalDataReads.districtId, districtId), lt(personalDataReads.createdAt, new Date(now - s.logDays * DAY_MS)))!;

/** A district's finished export requests past retention (a pending or running one is the job's). */
const oldExports = (districtId: number, s: Settings, now: number): SQL =>
  and(
    eq(exportRequests.districtId, districtId),
    lt(exportRequests.createdAt, new Date(now - s.exportDays * DAY_MS)),
    notInArray(exportRequests.status, ['pending', 'running']),
  )!;

async function settingsOf(db: Db, districtId: number): Promise<Settings | null> {
  const [row] = await db
    .select({ gateDays: districts.gateRetentionDays, logDays: districts.logRetentionDays, exportDays: districts.exportRetentionDays })
    .from(districts)
    .where(eq(districts.id, districtId));
  return row ?? null;
}

/** What a run at `now` would remove in the district under settings `s`: counts only. */
async function countsUnder(db: Db, districtId: number, s: Settings, now: number): Promise<PurgeCounts> {
  const visits = oldVisits(districtId, s, now);
  const [[v], [g], [p], [l], [r], [e]] = await Promise.all([
    db.select({ n: count() }).from(invitations).where(visits),
    db
      .select({ n: count() })
      .from(invitationGuests)
      .where(inArray(invitationGuests.invitationId, db.select({ id: invitations.id }).from(invitations).where(visits))),
    db
      .select({ n: count() })
      .from(longTermPasses)
      .where(oldPasses(districtId, s, now)),
    db.select({ n: count() }).from(loginLogs).where(oldLogins(districtId, now)),
    db
      .select({ n: count() })
      .from(personalDataReads)
      .where(oldReads(districtId, s, now)),
    db
      .select({ n: count() })
      .from(exportRequests)
      .where(oldExports(districtId, s, now)),
  ]);
  return { visits: Number(v.n), guests: Number(g.n), passes: Number(p.n), logins: Number(l.n), reads: Number(r.n), exports: Number(e.n) };
}

/** The settings page's record: the district's retention and what the next run would remove. */
export async function loadRetention(db: Db, districtId: number, now = Date.now()): Promise<Retention | null> {
  const s = await settingsOf(db, districtId);
  if (!s) return null;
  return { id: districtId, gate_days: s.gateDays, log_days: s.logDays, export_days: s.exportDays, next_run: await countsUnder(db, districtId, s, now) };
}

export async function saveRetention(db: Db, districtId: number, input: RetentionInput): Promise<void> {
  await db
    .update(districts)
    .set({ gateRetentionDays: input.gate_days, logRetentionDays: input.log_days, exportRetentionDays: input.export_days })
    .where(eq(districts.id, districtId));
}

export interface PurgeDeps {
  db: Db;
  storage: Pick<Storage, 'remove'>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * One district's purge: visits with their guests, daily-help passes long suspended, its people's old sign-ins, its old
 * access-log entries, its old export
 * requests with any file left. The job then writes one audit entry of what went (counts, never the
 * data); a person's "remove now" is audited by its route instead (`audit: false`).
 */
async function purgeDistrict(deps: PurgeDeps, districtId: number, s: Settings, now: number, going: () => boolean, audit = true): Promise<PurgeCounts> {
  const { db } = deps;
  const counts = none();
  const visits = oldVisits(districtId, s, now);
  const [g] = await db
    .select({ n: count() })
    .from(invitationGuests)
    .where(inArray(invitationGuests.invitationId, db.select({ id: invitations.id }).from(invitations).where(visits)));
  // The guests go with their visit (on delete cascade).
  counts.visits = await deleteBatched(db, invitations, invitations.id, visits, going);
  counts.guests = Number(g.n);
  counts.passes = await deleteBatched(db, longTermPasses, longTermPasses.id, oldPasses(districtId, s, now), going);
  counts.logins = await deleteBatched(db, loginLogs, loginLogs.id, oldLogins(districtId, now), going);
  counts.reads = await deleteBatched(db, personalDataReads, personalDataReads.id, oldReads(districtId, s, now), going);
  // The files of the requests that go, read first; the rows all go (not stopped half-way, which would
  // leave a row whose file is gone), then the files.
  const files = await db
    .select({ stored: exportRequests.storedName })
    .from(exportRequests)
    .where(and(oldExports(districtId, s, now), isNotNull(exportRequests.storedName)));
  counts.exports = await deleteBatched(db, exportRequests, exportRequests.id, oldExports(districtId, s, now), () => true);
  for (const { stored } of files) {
    await deps.storage.remove(stored!).catch((err: unknown) => deps.log.warn({ err }, 'retention: an export file could not be deleted'));
  }

  if (audit && Object.values(counts).some((n) => n > 0)) {
    const changes = Object.fromEntries(Object.entries(counts).map(([kind, n]) => [kind, { after: n }]));
    await db.insert(auditEntries).values({ entity: 'privacy_retention', recordId: districtId, districtId, action: 'purge', changes });
  }
  return counts;
}

/** The current district's purge now, under its saved settings (the settings page's "remove now"): counts only. */
export async function purgeDistrictNow(deps: PurgeDeps, districtId: number, now = Date.now()): Promise<PurgeCounts | null> {
  const s = await settingsOf(deps.db, districtId);
  return s ? purgeDistrict(deps, districtId, s, now, () => true, false) : null;
}

/** Every district's purge under its own retention; the totals, counts only. */
export async function purgeByRetention(deps: PurgeDeps, now: number, going: () => boolean): Promise<PurgeCounts> {
  const total = none();
  const all = await deps.db
    .select({ id: districts.id, gateDays: districts.gateRetentionDays, logDays: districts.logRetentionDays, exportDays: districts.exportRetentionDays })
    .from(districts)
    .orderBy(districts.id);
  for (const { id, ...s } of all) {
    if (!going()) break;
    const counts = await purgeDistrict(deps, id, s, now, going);
    for (const kind of Object.keys(total) as PurgeKind[]) total[kind] += counts[kind];
  }
  return total;
}
