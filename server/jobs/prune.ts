import { and, eq, inArray, isNotNull, lt, not, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { districtConfigurationChanges, exportRequests, loginLogs, outbox, passwordResets, rateEvents, sessions, uploads } from '../db/schema';
import { BATCH, deleteBatched } from '../data/deleteBatched';
import { namedByARecord } from '../data/uploadReferences';
import type { Storage } from '../lib/storage';
import { purgeByRetention, type PurgeCounts } from '../../resources/privacy_retention/data';

/** The advisory lock a round holds (the migrations hold 727274). */
const ROUND_LOCK = 727275;
/** The longest a round's winner keeps the lock after its work (see `exclusively`). */
const HOLD_MAX_MS = 30_000;

export interface PruneDeps {
  db: Db;
  /** PostgreSQL's pool: a round's lock lives on one of its connections. Absent with PGlite (one process per folder). */
  pool?: pg.Pool;
  storage: Storage;
  config: Pick<Config, 'prune' | 'loginWindowMs' | 'resetWindowMs' | 'tokenIdleMs' | 'sessionMaxMs'>;
  log: Pick<FastifyBaseLogger, 'info' | 'debug' | 'warn' | 'error'>;
}

/** What one round removed, by kind: counts only, never whose. */
export interface PruneCounts {
  refusedLogins: number;
  sessions: number;
  sentMail: number;
  resetLinks: number;
  rateEvents: number;
  /** District configuration changes finished long ago (the audit trail keeps who changed what). */
  districtChanges: number;
  orphanUploads: number;
  /** Export files past their available_until (their requests stay, as expired). */
  expiredExports: number;
  /** Files of pruned uploads that storage could not delete (their rows are gone: a later check of the folder may). */
  filesLeft: number;
  /** What each district's retention of personal data removed (issue 18; resources/privacy_retention). */
  retention: PurgeCounts;
}

/**
 * Removes what grows with use and serves for a while only. Each kind keeps its rows at least as
 * long as a rule still reads them, whatever the settings say: refused logins for the login window
 * (the login limits count them), reset links and rate events for their limits' windows. Successful
 * logins stay: they are the login log screen, and the login limits read them as known places.
 * `audit_entries` is never touched (append-only by design).
 */
async function pruneRows(deps: PruneDeps, now: number, going: () => boolean): Promise<PruneCounts> {
  const { db, config } = deps;
  const { prune } = config;
  const before = (ms: number) => new Date(now - ms);
  // A session ended when revoked, or when it lapsed: idle past the idle expiry, or past its absolute lifetime.
  const ended = now - prune.sessionsMs;
  const counts: PruneCounts = {
    refusedLogins: await deleteBatched(
      db,
      loginLogs,
      loginLogs.id,
      and(eq(loginLogs.success, false), lt(loginLogs.createdAt, before(Math.max(prune.refusedLoginsMs, config.loginWindowMs)))),
      going,
    ),
    sessions: await deleteBatched(
      db,
      sessions,
      sessions.id,
      or(
        lt(sessions.revokedAt, new Date(ended)),
        lt(sessions.lastUsedAt, new Date(ended - config.tokenIdleMs)),
        lt(sessions.createdAt, new Date(ended - config.sessionMaxMs)),
      ),
      going,
    ),
    sentMail: await deleteBatched(db, outbox, outbox.id, lt(outbox.sentAt, before(prune.sentMailMs)), going),
    resetLinks: await (async () => {
      const cutoff = before(Math.max(prune.resetLinksMs, config.resetWindowMs));
      return deleteBatched(db, passwordResets, passwordResets.id, or(lt(passwordResets.usedAt, cutoff), lt(passwordResets.expiresAt, cutoff)), going);
    })(),
    rateEvents: await deleteBatched(
      db,
      rateEvents,
      rateEvents.id,
      lt(rateEvents.createdAt, before(Math.max(prune.rateEventsMs, config.loginWindowMs, config.resetWindowMs))),
      going,
    ),
    districtChanges: await deleteBatched(
      db,
      districtConfigurationChanges,
      districtConfigurationChanges.id,
      // Never a pending one: the job has still to apply it, however old.
      and(not(eq(districtConfigurationChanges.status, 'pending')), lt(districtConfigurationChanges.createdAt, before(prune.districtChangesMs))),
      going,
    ),
    orphanUploads: 0,
    expiredExports: 0,
    filesLeft: 0,
    retention: await purgeByRetention(deps, now, going),
  };
  await pruneUploads(deps, before(prune.orphanUploadsMs), counts, going);
  await pruneExpiredExports(deps, new Date(now), counts, going);
  return counts;
}

/**
 * Uploads that no record names (a form abandoned after its upload, an image a record replaced),
 * once old enough that no form still open will save it. A record may name a new upload only while
 * the upload's row exists (the field's check reads it), so once the row is gone no record names the
 * file: the row goes first, in the same statement that sees no record names it, then the file.
 */
async function pruneUploads(deps: PruneDeps, uploadedBefore: Date, counts: PruneCounts, going: () => boolean) {
  const { db, storage } = deps;
  for (;;) {
    const gone = await db
      .delete(uploads)
      .where(
        inArray(
          uploads.id,
          db
            .select({ id: uploads.id })
            .from(uploads)
            .where(and(lt(uploads.createdAt, uploadedBefore), not(namedByARecord(uploads.name))))
            .limit(BATCH),
        ),
      )
      .returning({ name: uploads.name });
    counts.orphanUploads += gone.length;
    for (const { name } of gone) {
      await storage.remove(name).catch((err: unknown) => {
        counts.filesLeft += 1;
        deps.log.warn({ err }, 'prune: an orphan upload file could not be deleted');
      });
    }
    if (gone.length < BATCH || !going()) return;
  }
}

/**
 * Export files past their available_until: the download route already answers 410 for them.
 * The request forgets its file first (the list and the route then see none), then the file goes.
 */
async function pruneExpiredExports(deps: PruneDeps, now: Date, counts: PruneCounts, going: () => boolean) {
  const { db, storage } = deps;
  for (;;) {
    const batch = await db
      .select({ id: exportRequests.id, name: exportRequests.storedName })
      .from(exportRequests)
      .where(and(isNotNull(exportRequests.storedName), lt(exportRequests.availableUntil, now)))
      .limit(BATCH);
    if (batch.length === 0) return;
    await db
      .update(exportRequests)
      .set({ storedName: null })
      .where(
        inArray(
          exportRequests.id,
          batch.map((r) => r.id),
        ),
      );
    counts.expiredExports += batch.length;
    for (const { name } of batch) {
      await storage.remove(name!).catch((err: unknown) => {
        counts.filesLeft += 1;
        deps.log.warn({ err }, 'prune: an expired export file could not be deleted');
      });
    }
    if (batch.length < BATCH || !going()) return;
  }
}

/**
 * The pruning job: a round every `prune.everyMs`, on the clock's boundaries (every hour at :00 by
 * default), so that the server processes on one PostgreSQL all reach for the round at once and one
 * wins it (`exclusively`). Each round logs what it removed, counts only.
 */
export function createPruneJob(deps: PruneDeps) {
  let current: Promise<PruneCounts | null> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;

  /** Waits `ms`, or less when the job stops. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || stopped) return resolve();
      const done = () => {
        clearTimeout(t);
        wake = null;
        resolve();
      };
      const t = setTimeout(done, ms);
      wake = done;
    });

  /**
   * Runs `work` unless another process runs a round: a session-level advisory lock on a connection
   * of its own, not a transaction's, so the deletes commit batch by batch on the pool's other
   * connections. The winner keeps the lock `holdMs` from its start, so a process whose timer fires
   * a little later finds it taken instead of running the round a second time. A connection lost
   * takes its lock with it. PGlite: one process per data folder, nobody to exclude.
   */
  async function exclusively(work: () => Promise<PruneCounts>, holdMs: number): Promise<PruneCounts | null> {
    if (!deps.pool) return work();
    const started = Date.now();
    const client = await deps.pool.connect();
    let broken = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [ROUND_LOCK]);
      if (!rows[0]?.locked) return null;
      try {
        const counts = await work();
        await pause(started + holdMs - Date.now());
        return counts;
      } finally {
        await client.query('select pg_advisory_unlock($1)', [ROUND_LOCK]).catch(() => {
          broken = true;
        });
      }
    } finally {
      // A connection whose unlock failed is closed, not reused: closing it frees the lock.
      client.release(broken);
    }
  }

  const job = {
    /** One round now: what it removed, or null when a round is running here or in another process. */
    runOnce(opts: { holdMs?: number } = {}): Promise<PruneCounts | null> {
      if (current) return Promise.resolve(null);
      const round = (async () => {
        const started = Date.now();
        const counts = await exclusively(() => pruneRows(deps, started, () => !stopped), opts.holdMs ?? 0);
        if (counts) deps.log.info({ removed: counts, ms: Date.now() - started }, 'prune: round done');
        else deps.log.debug('prune: the round is run by another process');
        return counts;
      })();
      current = round.finally(() => {
        current = null;
      });
      return current;
    },
    start() {
      const every = deps.config.prune.everyMs;
      if (every <= 0 || timer) return;
      stopped = false;
      const boundaryAfter = (t: number) => (Math.floor(t / every) + 1) * every;
      let due = boundaryAfter(Date.now());
      const arm = () => {
        // setTimeout's longest wait is about 24.8 days: a longer one is waited out in steps.
        timer = setTimeout(() => void tick(), Math.min(2 ** 31 - 1, Math.max(0, due - Date.now())));
        timer.unref();
      };
      const tick = async () => {
        if (Date.now() >= due) {
          await job.runOnce({ holdMs: Math.min(HOLD_MAX_MS, every / 2) }).catch((err: unknown) => deps.log.error({ err }, 'prune: round failed'));
          // Never the same boundary twice, even when a timer fired a moment early.
          due = boundaryAfter(Math.max(Date.now(), due));
        }
        if (!stopped) arm();
      };
      arm();
    },
    /** Stops the schedule and waits for a running round, which ends after its current batch. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      wake?.();
      await current?.catch(() => undefined);
    },
  };
  return job;
}
