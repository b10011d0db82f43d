import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { instantOf, wallClockIn } from '../../../src/lib/dates';
import { districts, postTranslations, posts, users } from '../../db/schema';
import { defineExportSheet, SHEET_BATCH } from '../workbook';

const pad = (n: number) => String(n).padStart(2, '0');
/** Where a day (YYYY-MM-DD, plus `later` days) begins on the district's clock. */
const dayStart = (day: string, timeZone: string | undefined, later = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return instantOf(new Date(y, m - 1, d + later), timeZone);
};
/** A moment as the district's clock shows it, YYYY-MM-DD HH:MM. */
const onClock = (t: Date, timeZone: string | undefined) => {
  const w = wallClockIn(t, timeZone);
  return `${w.getFullYear()}-${pad(w.getMonth() + 1)}-${pad(w.getDate())} ${pad(w.getHours())}:${pad(w.getMinutes())}`;
};

/** The posts of a period (the posts list's export button): one row per post and language. */
export default defineExportSheet({
  // In the requester's language, plain ASCII for every file system: posts_…, post_…, publicacoes_….
  fileName: ({ period, t }) => `${asciiSlug(t('Report.PostsSheet'))}_${period.date_start}_${period.date_end}.xlsx`,
  sheetName: 'Report.PostsSheet',
  columns: (t) => [
    { header: 'ID', key: 'id', width: 8 },
    { header: t('Report.Title'), key: 'title', width: 40 },
    { header: t('Report.Language'), key: 'locale', width: 8 },
    { header: t('Report.Category'), key: 'type', width: 10 },
    { header: t('Report.Status'), key: 'status', width: 12 },
    { header: t('Report.Author'), key: 'author', width: 28 },
    { header: t('Report.Date'), key: 'created', width: 18 },
  ],
  async *rows({ db, districtId, period }) {
    // The period's days are the district's: they begin and end on its clock, as its dates show.
    const [district] = await db.select({ timeZone: districts.timeZone }).from(districts).where(eq(districts.id, districtId));
    const zone = district?.timeZone;
    const inPeriod = and(
      eq(posts.districtId, districtId),
      gte(posts.createdAt, dayStart(period.date_start, zone)),
      lt(posts.createdAt, dayStart(period.date_end, zone, 1)),
    );
    // A batch is a page of post ids (keyset on id), then their rows with every translation:
    // a post's languages never fall on two batches.
    let after = 0;
    for (;;) {
      const ids = (
        await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(inPeriod, gt(posts.id, after)))
          .orderBy(asc(posts.id))
          .limit(SHEET_BATCH)
      ).map((r) => r.id);
      if (ids.length === 0) return;
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
        .where(inArray(posts.id, ids))
        .orderBy(asc(posts.id), asc(postTranslations.locale));
      for (const { createdAt, ...r } of rows) yield { ...r, created: onClock(createdAt, zone) };
      if (ids.length < SHEET_BATCH) return;
      after = ids[ids.length - 1];
    }
  },
});

/** A label as a file name's part: accents dropped, anything but letters, digits and dashes made `_`, lower case. */
export const asciiSlug = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '_')
    .toLowerCase();
