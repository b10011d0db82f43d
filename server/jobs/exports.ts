import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXPORT_FILES } from '../exports/sheets';
import { EXPORT_TARGET_PERMISSION } from '../../resources/exports/constants';
import { exportRequests } from '../db/schema';
import { translate, type Locale } from '../lib/i18n';
import { rooms } from '../live/live';
import { exportFileUrl } from '../lib/storage';

/** How long a finished export's file stays downloadable; the prune job deletes it afterwards. */
export const EXPORT_AVAILABLE_DAYS = 7;

/**
 * Runs pending export requests: each is claimed with SKIP LOCKED (one process per job), its
 * target's sheet (server/exports/sheets) streamed into storage row by row, and the result
 * announced to its requester on `user.<id>.exports`, 'empty' when the period had no data (its
 * file is then dropped). A failure marks the job failed and is logged; the next one is not held up.
 */
export function createExportWorker(app: FastifyInstance) {
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function runOne(): Promise<boolean> {
    const job = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(exportRequests)
        .where(eq(exportRequests.status, 'pending'))
        .orderBy(asc(exportRequests.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx.update(exportRequests).set({ status: 'running' }).where(eq(exportRequests.id, row.id));
      return row;
    });
    if (!job) return false;
    const file = EXPORT_FILES[job.target];
    const ctx = {
      db: app.db,
      districtId: job.districtId,
      period: { date_start: job.dateStart, date_end: job.dateEnd },
      t: (key: string) => translate(job.locale as Locale, key),
      subjectUserId: job.subjectUserId,
    };
    try {
      const fileName = await file.fileName(ctx);
      const written = await app.storage.write(file.extension, (out) => file.write(out, ctx));
      const storedName = written.result > 0 ? written.name : null;
      if (!storedName) await app.storage.remove(written.name);
      const availableUntil = new Date(Date.now() + EXPORT_AVAILABLE_DAYS * 24 * 3600_000);
      const status = storedName ? 'completed' : 'empty';
      await app.db.update(exportRequests).set({ status, fileName, storedName, availableUntil, finishedAt: new Date() }).where(eq(exportRequests.id, job.id));
      app.live.emit(rooms.exports(job.userId), 'export.completed', {
        permission: EXPORT_TARGET_PERMISSION[job.target],
        status,
        file_name: fileName,
        datetime_available: availableUntil.toISOString(),
        file_url: storedName ? exportFileUrl(job.id) : '',
      });
    } catch (err) {
      app.log.error({ err, job: job.id }, 'export failed');
      await app.db.update(exportRequests).set({ status: 'failed', finishedAt: new Date() }).where(eq(exportRequests.id, job.id));
    }
    return true;
  }

  const worker = {
    /** Runs every pending job; concurrent callers wait for the same run. */
    drain() {
      current = current
        .catch(() => undefined)
        .then(async () => {
          while (await runOne());
        });
      return current;
    },
    start(everyMs = 5000) {
      timer = setInterval(() => void worker.drain(), everyMs).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
  return worker;
}
