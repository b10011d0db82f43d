import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ContentContract, ContentField } from '../../src/contract/content';
import type { ContentInput, ContentRecord } from '../../src/contract/contentSchema';
import { fromStored, toStored, type ContentLocale } from '../../src/lib/translations';
import { V } from '../../src/lib/validation';
import type { Db } from '../db/client';
import { contents, districts, podcastEpisodes, tags } from '../db/schema';
import { escapeLike, type ListQuery } from '../lib/list';
import { fileUrl } from '../lib/storage';
import { imageErrors } from '../entities/images';

export type ContentRow = typeof contents.$inferSelect;
export type ContentValues = Partial<typeof contents.$inferInsert>;
type Values = ContentValues;

/** The item's episodes, counted beside it (a podcast's list shows how many it has). */
const episodesCount = sql<number>`(select count(*)::int from ${podcastEpisodes} where ${podcastEpisodes.podcastId} = ${contents.id})`;

const columns = { ...getTableColumns(contents), episodes_count: episodesCount };
type Selected = ContentRow & { episodes_count: number };

/** The district's active tags as options `{ id, name }`, by name in the reader's language. */
export async function activeTagOptions(db: Db, districtId: number, locale: ContentLocale) {
  const rows = await db
    .select({ id: tags.id, translations: tags.translations })
    .from(tags)
    .where(and(eq(tags.districtId, districtId), eq(tags.status, 'active')));
  return rows.map((r) => ({ id: r.id, name: nameOf(r.translations, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

const nameOf = (t: Partial<Record<string, { name: string }>>, locale: ContentLocale) =>
  t[locale]?.name || t.en?.name || Object.values(t).find((x) => x?.name)?.name || '';

/** Tag names in the reader's language (English, then any, for a tag without it). */
export async function tagNames(db: Db, ids: number[], locale: ContentLocale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: tags.id, translations: tags.translations }).from(tags).where(inArray(tags.id, ids));
  return new Map(rows.map((r) => [r.id, nameOf(r.translations, locale)]));
}

function toApi(row: Selected, names: Map<number, string>): ContentRecord {
  return {
    id: row.id,
    district_id: row.districtId,
    type: row.type,
    status: row.status,
    visibility: row.visibility,
    translations: fromStored(row.translations) as ContentRecord['translations'],
    cover: row.cover && fileUrl(row.cover),
    episode_cover: row.episodeCover && fileUrl(row.episodeCover),
    external_link: row.externalLink,
    stream_verified: row.streamVerified,
    place_type: row.placeType,
    place_id: row.placeId,
    place_name: row.placeName,
    place_address: row.placeAddress,
    datetime_start: row.datetimeStart,
    datetime_end: row.datetimeEnd,
    datetime_confirmation: row.datetimeConfirmation,
    top_news: row.topNews,
    author_id: row.authorId,
    author_name: row.authorName,
    author_data: { name: row.authorName },
    source: row.source,
    tag_ids: row.tagIds,
    tags: row.tagIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    cloned_from: row.clonedFrom,
    episodes_count: Number(row.episodes_count),
    approval_status: row.approvalStatus,
    rejection_reason: row.rejectionReason,
    datetime_rejection: row.datetimeRejection?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function present(db: Db, rows: Selected[], locale: ContentLocale): Promise<ContentRecord[]> {
  const names = await tagNames(db, [...new Set(rows.flatMap((r) => r.tagIds))], locale);
  return rows.map((r) => toApi(r, names));
}

const ofType = (contract: ContentContract, districtId: number) => and(eq(contents.districtId, districtId), eq(contents.type, contract.name));

/** `translations-><locale>->><field>`: locale and field come from the contract, never from the user. */
const translated = (locale: ContentLocale, field: string) => sql`(${contents.translations} -> ${sql.raw(`'${locale}'`)} ->> ${sql.raw(`'${field}'`)})`;

const SORT: Record<string, (locale: ContentLocale) => SQL | AnyColumn> = {
  id: () => contents.id,
  title: (locale) => sql`coalesce(${translated(locale, 'title')}, ${translated('en', 'title')})`,
  status: () => contents.status,
  created_at: () => contents.createdAt,
  datetime_confirmation: () => contents.datetimeConfirmation,
  datetime_start: () => contents.datetimeStart,
};

/**
 * A list tab: all = draft and published (archived items only on their own tab); the approval tabs
 * of community content (spec content §4) pick by approval status, whatever the item's own status.
 */
function tabFilter(tab: string) {
  if (tab === 'all') return inArray(contents.status, ['draft', 'published']);
  if (tab === 'waiting' || tab === 'rejected') return eq(contents.approvalStatus, tab);
  return eq(contents.status, tab as ContentRow['status']);
}

/**
 * A page of one content entity in a district: the tab (all = draft and published; archived
 * items only on their own tab), a search in title and description of any language, the sort.
 */
export async function listContents(
  db: Db,
  contract: ContentContract,
  districtId: number,
  locale: ContentLocale,
  q: ListQuery & { status: string },
): Promise<{ rows: ContentRecord[]; total: number }> {
  const where = and(
    ofType(contract, districtId),
    tabFilter(q.status),
    q.query
      ? sql`exists (select 1 from jsonb_each(${contents.translations}) t where t.value ->> 'title' ilike ${`%${escapeLike(q.query)}%`} or t.value ->> 'description' ilike ${`%${escapeLike(q.query)}%`})`
      : undefined,
  );
  const field = q.order_by ?? contract.list.sort.field;
  const direction = q.order_by ? q.sort_by : contract.list.sort.order.toLowerCase();
  const key = SORT[field](locale);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(contents)
      .where(where)
      .orderBy(direction === 'desc' ? sql`${key} desc nulls last` : asc(key), desc(contents.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(contents).where(where),
  ]);
  return { rows: await present(db, rows as Selected[], locale), total: Number(n) };
}

export async function findContent(db: Db, contract: ContentContract, id: number, districtId: number): Promise<Selected | undefined> {
  const [row] = await db
    .select(columns)
    .from(contents)
    .where(and(ofType(contract, districtId), eq(contents.id, id)));
  return row as Selected | undefined;
}

export async function loadContent(db: Db, contract: ContentContract, id: number, districtId: number, locale: ContentLocale) {
  const row = await findContent(db, contract, id, districtId);
  return row ? (await present(db, [row], locale))[0] : undefined;
}

/** The district's day now (YYYY-MM-DD, in its time zone): "today" of the publish and date rules. */
export async function districtToday(db: Db, districtId: number, now: Date = new Date()): Promise<string> {
  const [d] = await db.select({ timeZone: districts.timeZone }).from(districts).where(eq(districts.id, districtId));
  return new Intl.DateTimeFormat('en-CA', { timeZone: d?.timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The row's values of a submit: only the entity's fields. A published item gets its publish date,
 * the chosen day or today (spec content §4); a draft keeps the day chosen, if any.
 */
export function contentValues(contract: ContentContract, input: ContentInput, today: string, current?: ContentRow): Values {
  const i = input as Record<string, unknown>;
  const has = (f: ContentField) => contract.content.fields.includes(f);
  const status = input.status ?? current?.status ?? 'draft';
  const chosen = (i.datetime_confirmation as string | null) ?? null;
  const values: Values = {
    translations: toStored(input.translations as { locale: ContentLocale; title: string; description: string }[]),
    status,
    datetimeConfirmation: status === 'published' ? (chosen ?? current?.datetimeConfirmation ?? today) : chosen,
    updatedAt: new Date(),
  };
  if (has('visibility')) values.visibility = i.visibility as string;
  if (has('cover')) values.cover = (i.cover as string | null) ?? null;
  if (has('episode_cover')) values.episodeCover = (i.episode_cover as string | null) ?? null;
  if (has('external_link')) values.externalLink = (i.external_link as string | null) ?? null;
  if (has('stream')) values.streamVerified = Boolean(i.stream_verified);
  if (has('top_news')) values.topNews = Boolean(i.top_news);
  if (has('author')) values.authorName = i.author_name as string;
  if (has('source')) values.source = (i.source as string | null) ?? null;
  if (has('tags')) values.tagIds = [...new Set(i.tag_ids as number[])];
  if (has('dates')) {
    values.datetimeStart = (i.datetime_start as string | null) ?? null;
    values.datetimeEnd = (i.datetime_end as string | null) ?? null;
  }
  if (has('place')) {
    const custom = i.place_type === 'custom_space';
    values.placeType = i.place_type as ContentRow['placeType'];
    values.placeId = i.place_type === 'select_space' ? (i.place_id as number) : null;
    values.placeName = custom ? (i.place_name as string) : null;
    values.placeAddress = custom ? (i.place_address as string) : null;
  }
  return values;
}

/**
 * What the submit names that is not the district's: an image not uploaded here for its field, or
 * breaking the field's rule (the shared check, server/entities/images.ts), a tag of another district, a space (none exist before the spaces issue). An image
 * the item already has passes. Empty when all is well.
 */
export async function contentReferenceErrors(db: Db, contract: ContentContract, input: ContentInput, districtId: number, current?: ContentRow) {
  const i = input as Record<string, unknown>;
  const errors: Record<string, string[]> = await imageErrors(
    db,
    districtId,
    i,
    contract,
    current ? { cover: current.cover, episode_cover: current.episodeCover } : null,
  );
  const tagIds = (i.tag_ids as number[] | undefined) ?? [];
  if (tagIds.length > 0) {
    const own = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(inArray(tags.id, tagIds), eq(tags.districtId, districtId)));
    if (own.length !== new Set(tagIds).size) errors.tag_ids = [V.SelectAnOption];
  }
  // Spaces come with their own entity (issue 16): until then no space can be picked.
  if (i.place_type === 'select_space') errors.place_id = [V.SelectAnOption];
  return errors;
}

export async function insertContent(db: Db, contract: ContentContract, districtId: number, values: Values, author: { id: number; name: string }) {
  const [row] = await db
    .insert(contents)
    .values({
      ...values,
      translations: values.translations!,
      districtId,
      type: contract.name,
      // What the staff write themselves needs no approval (only residents' items wait for it).
      approvalStatus: contract.content.approval ? (values.approvalStatus ?? 'confirmed') : null,
      authorId: author.id,
      authorName: values.authorName || author.name,
    })
    .returning({ id: contents.id });
  return row.id;
}

export async function updateContent(db: Db, id: number, values: Values) {
  await db.update(contents).set(values).where(eq(contents.id, id));
}

export async function deleteContent(db: Db, id: number) {
  await db.delete(contents).where(eq(contents.id, id));
}

/**
 * A copy of an item in another district, as a draft (spec console §2): its texts, pictures and
 * links; not its tags (each district has its own) nor its space; a podcast's episodes come along.
 */
export async function cloneContent(db: Db, source: ContentRow, toDistrict: number, author: { id: number; name: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const { id: _id, districtId: _d, createdAt: _c, updatedAt: _u, ...rest } = source as ContentRow & { episodes_count?: number };
    delete (rest as { episodes_count?: number }).episodes_count;
    const [row] = await tx
      .insert(contents)
      .values({
        ...rest,
        districtId: toDistrict,
        status: 'draft',
        datetimeConfirmation: null,
        tagIds: [],
        placeId: null,
        placeType: rest.placeType === 'select_space' ? 'none' : rest.placeType,
        authorId: author.id,
        authorName: author.name,
        clonedFrom: source.id,
        // The copy is the staff's own, in a district whose staff publish it when they choose.
        approvalStatus: rest.approvalStatus ? 'confirmed' : null,
        rejectionReason: null,
        datetimeRejection: null,
      })
      .returning({ id: contents.id });
    const episodes = await tx.select().from(podcastEpisodes).where(eq(podcastEpisodes.podcastId, source.id));
    if (episodes.length > 0) {
      await tx.insert(podcastEpisodes).values(
        episodes.map((e) => ({
          podcastId: row.id,
          districtId: toDistrict,
          translations: e.translations,
          externalLink: e.externalLink,
          position: e.position,
        })),
      );
    }
    return row.id;
  });
}

/**
 * An approval decision (spec content §4): confirm, or reject with the reason. Only a change of
 * state is written: approving an approved item, or rejecting a rejected one, changes nothing and
 * answers false (the caller's 409), so two staff deciding at once see who came first.
 */
export async function decideApproval(db: Db, id: number, decision: { status: 'confirmed' | 'rejected'; reason?: string }): Promise<boolean> {
  const rejected = decision.status === 'rejected';
  const rows = await db
    .update(contents)
    .set({
      approvalStatus: decision.status,
      rejectionReason: rejected ? decision.reason! : null,
      datetimeRejection: rejected ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(and(eq(contents.id, id), sql`${contents.approvalStatus} is distinct from ${decision.status}`))
    .returning({ id: contents.id });
  return rows.length > 0;
}
