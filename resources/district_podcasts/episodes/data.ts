import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { contents, podcastEpisodes } from '../../../server/db/schema';
import { escapeLike } from '../../../server/lib/list';
import { fromStored, toStored, type ContentLocale } from '../../../src/lib/translations';
import { PODCASTS } from './rules';
import type { EpisodeInput, EpisodeRecord } from './schema';

/** The episodes' queries (routes.ts keeps to requests and answers). */
type Row = typeof podcastEpisodes.$inferSelect;

export const toRecord = (row: Row): EpisodeRecord => ({
  id: row.id,
  district_id: row.districtId,
  podcast_id: row.podcastId,
  translations: fromStored(row.translations),
  external_link: row.externalLink,
  position: row.position,
  created_at: row.createdAt.toISOString(),
});

/** The ids among `ids` that are podcasts of the district (a `contents` row of the podcast type). */
export async function podcastsOf(db: Db, districtId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(inArray(contents.id, [...ids]), eq(contents.districtId, districtId), eq(contents.type, PODCASTS)));
  return new Set(rows.map((r) => r.id));
}

export async function loadEpisode(db: Db, id: number, districtId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, id), eq(podcastEpisodes.districtId, districtId)));
  return row;
}

/** `translations->'<locale>'->>'<field>'`: locale and field are the code's, never the user's. */
const text = (locale: ContentLocale, field: 'title' | 'episode_number') =>
  sql`(${podcastEpisodes.translations} -> ${sql.raw(`'${locale}'`)} ->> ${sql.raw(`'${field}'`)})`;

export const EPISODE_SORTS = ['position', 'episode_number', 'title', 'created_at', 'id'] as const;

export interface EpisodeListQuery {
  districtId: number;
  podcastIds: readonly number[];
  query?: string;
  orderBy: (typeof EPISODE_SORTS)[number];
  direction: 'asc' | 'desc';
  locale: ContentLocale;
  page: number;
  paginate: number;
}

/** A page of a district's episodes, of some podcasts or of all, searched in any language. */
export async function listEpisodes(db: Db, q: EpisodeListQuery): Promise<{ rows: Row[]; total: number }> {
  const conditions: SQL[] = [eq(podcastEpisodes.districtId, q.districtId)];
  if (q.podcastIds.length > 0) conditions.push(inArray(podcastEpisodes.podcastId, [...q.podcastIds]));
  if (q.query) {
    const needle = `%${escapeLike(q.query)}%`;
    conditions.push(
      or(
        sql`exists (select 1 from jsonb_each(${podcastEpisodes.translations}) t where t.value ->> 'title' ilike ${needle} or t.value ->> 'episode_number' ilike ${needle})`,
        ilike(podcastEpisodes.externalLink, needle),
      )!,
    );
  }
  // A translated field sorts by the reader's language, then English for episodes without it.
  const field =
    q.orderBy === 'title' || q.orderBy === 'episode_number'
      ? sql`coalesce(${text(q.locale, q.orderBy)}, ${text('en', q.orderBy)})`
      : { position: podcastEpisodes.position, created_at: podcastEpisodes.createdAt, id: podcastEpisodes.id }[q.orderBy];
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(podcastEpisodes)
      .where(where)
      .orderBy(q.direction === 'desc' ? desc(field) : asc(field), asc(podcastEpisodes.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(podcastEpisodes).where(where),
  ]);
  return { rows, total: n };
}

const values = (input: EpisodeInput) => ({
  podcastId: input.podcast_id,
  translations: toStored(input.translations),
  externalLink: input.external_link,
});

/** A new episode goes after the podcast's last one. */
export async function insertEpisode(db: Db, districtId: number, input: EpisodeInput): Promise<Row> {
  const last = sql`(select coalesce(max(${podcastEpisodes.position}), 0) + 1 from ${podcastEpisodes} where ${podcastEpisodes.podcastId} = ${input.podcast_id})`;
  const [row] = await db
    .insert(podcastEpisodes)
    .values({ ...values(input), districtId, position: sql`least(${last}, 32767)` })
    .returning();
  return row;
}

/** Moved to another podcast, it goes after that one's last episode. */
export async function updateEpisode(db: Db, before: Row, input: EpisodeInput): Promise<Row | undefined> {
  const moved = before.podcastId !== input.podcast_id;
  const position = moved
    ? sql`least((select coalesce(max(${podcastEpisodes.position}), 0) + 1 from ${podcastEpisodes} where ${podcastEpisodes.podcastId} = ${input.podcast_id}), 32767)`
    : before.position;
  const [row] = await db
    .update(podcastEpisodes)
    .set({ ...values(input), position })
    .where(and(eq(podcastEpisodes.id, before.id), eq(podcastEpisodes.districtId, before.districtId)))
    .returning();
  return row;
}

export async function deleteEpisode(db: Db, before: Row): Promise<Row | undefined> {
  const [row] = await db
    .delete(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, before.id), eq(podcastEpisodes.districtId, before.districtId)))
    .returning();
  return row;
}
