import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client';
import { exportRequests, postTranslations, posts, users } from '../db/schema';
import { translate, type Locale } from '../lib/i18n';
import { rooms } from '../live/live';
import { exportFileUrl } from '../lib/storage';
import { gateReport } from '../services/gateReport';

const AVAILABLE_DAYS = 7;
const EXPORT_PERMISSION = { posts: 'export_view', visitors: 'visitors_view' } as const;

/** The posts of a period as a workbook (the posts list's export button). */
async function postsWorkbook(db: Db, districtId: number, period: { date_start: string; date_end: string }, t: (k: string) => string) {
  const rows = await db
    .select({
      id: posts.id,
      type: posts.type,
      status: posts.status,
      createdAt: posts.createdAt,
      title: postTranslations.title,
      locale: postTranslations.locale,
      author: users.email,
    })
    .from(posts)
    .leftJoin(postTranslations, eq(postTranslations.postId, posts.id))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        eq(posts.districtId, districtId),
        gte(posts.createdAt, new Date(`${period.date_start}T00:00:00Z`)),
        lte(posts.createdAt, new Date(`${period.date_end}T23:59:59Z`)),
      ),
    )
    .orderBy(asc(posts.id));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t('Report.PostsSheet'));
  sheet.columns = [
    { header: 'ID', key: 'id', width: 8 },
    { header: t('Report.Title'), key: 'title', width: 40 },
    { header: t('Report.Language'), key: 'locale', width: 8 },
    { header: t('Report.Category'), key: 'type', width: 10 },
    { header: t('Report.Status'), key: 'status', width: 12 },
    { header: t('Report.Author'), key: 'author', width: 28 },
    { header: t('Report.Date'), key: 'created', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ ...r, created: r.createdAt.toISOString().slice(0, 16).replace('T', ' ') });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), rows: rows.length };
}

/**
 * Runs pending export requests: each is claimed with SKIP LOCKED (one process per job), written
 * to storage, and announced to its requester on `user.<id>.exports`, 'empty' when the period had
 * no data. A failure marks the job failed and is logged; the next request is not held up.
 */
export function createExportWorker(app: FastifyInstance, locale: () => Locale = () => 'en') {
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
    const t = (key: string) => translate(locale(), key);
    const period = { date_start: job.dateStart, date_end: job.dateEnd };
    try {
      const made =
        job.target === 'posts'
          ? { ...(await postsWorkbook(app.db, job.districtId, period, t)), fileName: `posts_${job.dateStart}_${job.dateEnd}.xlsx` }
          : await gateReport(app.db, job.districtId, period, t).then((r) => ({ buffer: r.buffer, rows: r.rows, fileName: r.fileName }));
      const availableUntil = new Date(Date.now() + AVAILABLE_DAYS * 24 * 3600_000);
      const storedName = made.rows > 0 ? await app.storage.save(made.buffer, 'xlsx') : null;
      const status = storedName ? 'completed' : 'empty';
      await app.db
        .update(exportRequests)
        .set({ status, fileName: made.fileName, storedName, availableUntil, finishedAt: new Date() })
        .where(eq(exportRequests.id, job.id));
      app.live.emit(rooms.exports(job.userId), 'export.completed', {
        permission: EXPORT_PERMISSION[job.target],
        status,
        file_name: made.fileName,
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
