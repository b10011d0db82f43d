import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { postTranslations, posts, users } from '../../db/schema';
import { defineExportSheet, SHEET_BATCH } from '../workbook';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

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
    const inPeriod = and(
      eq(posts.districtId, districtId),
      gte(posts.createdAt, new Date(`${period.date_start}T00:00:00Z`)),
      lt(posts.createdAt, nextDay(period.date_end)),
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
      for (const { createdAt, ...r } of rows) yield { ...r, created: createdAt.toISOString().slice(0, 16).replace('T', ' ') };
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
