import { and, asc, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ContentLocale } from '../../src/lib/translations';
import { V } from '../../src/lib/validation';
import type { Db } from '../../server/db/client';
import { contents, events, postTranslations, posts, smartSolutionLabels, userDistrictRoles, users } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { fileUrl } from '../../server/lib/storage';
import { imageErrors } from '../../server/entities/images';
import contract, { LINKED_CONTENT_TYPES, type LinkedContentType, type PostStatus } from './contract';
import type { PostInput, PostRecord } from './schema';

type PostRow = typeof posts.$inferSelect;
type Translation = { locale: string; title: string; description: string };

const authorName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
/** The title in the reader's language, else English, else any (for sorting the list by it). */
const titleIn = (locale: ContentLocale) =>
  sql`coalesce(
    (select ${postTranslations.title} from ${postTranslations} where ${postTranslations.postId} = ${posts.id} and ${postTranslations.locale} = ${locale}),
    (select ${postTranslations.title} from ${postTranslations} where ${postTranslations.postId} = ${posts.id} and ${postTranslations.locale} = 'en'),
    (select min(${postTranslations.title}) from ${postTranslations} where ${postTranslations.postId} = ${posts.id}))`;

const SORT: Record<string, (locale: ContentLocale) => SQL | AnyColumn> = {
  id: () => posts.id,
  title: titleIn,
  type: () => posts.type,
  status: () => posts.status,
  created_at: () => posts.createdAt,
  author: () => authorName,
};

const selected = {
  post: posts,
  author: { first: users.firstName, last: users.lastName, email: users.email, phone: users.phone, cover: users.coverPath },
};
type Selected = {
  post: PostRow;
  author: { first: string | null; last: string | null; email: string | null; phone: string | null; cover: string | null } | null;
};

const pick = (rows: Translation[], locale: string) =>
  rows.find((r) => r.locale === locale && r.title) ?? rows.find((r) => r.locale === 'en' && r.title) ?? rows.find((r) => r.title) ?? rows[0];

/** Rows as the API gives them; `picture` signs the author's private photo for the reader. */
async function present(db: Db, rows: Selected[], locale: ContentLocale, picture: (url: string | null) => string | null): Promise<PostRecord[]> {
  const ids = rows.map((r) => r.post.id);
  const texts = ids.length ? await db.select().from(postTranslations).where(inArray(postTranslations.postId, ids)).orderBy(asc(postTranslations.locale)) : [];
  return rows.map(({ post: p, author: a }) => {
    const own = texts.filter((t) => t.postId === p.id).map(({ locale: l, title, description }) => ({ locale: l, title, description }));
    return {
      id: p.id,
      district_id: p.districtId,
      type: p.type,
      status: p.status,
      visibility: p.visibility,
      translations: own,
      external_link: p.externalLink,
      contact_email: p.contactEmail,
      display_email: p.displayEmail,
      contact_telephone: p.contactTelephone,
      display_telephone: p.displayTelephone,
      image_path: p.imagePath && fileUrl(p.imagePath),
      image_name: p.imageName,
      smart_solutions: p.smartSolutionIds,
      linked_content_type: p.linkedContentType,
      linked_content_id: p.linkedContentId,
      author_id: p.authorId,
      author_data: {
        name: a ? `${a.first ?? ''} ${a.last ?? ''}`.trim() : '',
        profile_picture: picture(a?.cover ?? null),
        email: a?.email ?? null,
        phone: a?.phone ?? null,
      },
      published_date: p.publishedDate?.toISOString() ?? null,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  });
}

export interface PostListQuery extends ListQuery {
  status: string;
}

/**
 * A page of the district's posts (spec content §7 "Posts list"): the tab (all = the four
 * statuses), a search in titles and descriptions of any language and in the author's name, the sort
 * (created_at descending by default).
 */
export async function listPosts(db: Db, districtId: number, locale: ContentLocale, q: PostListQuery, picture: (url: string | null) => string | null) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : null;
  const where = and(
    eq(posts.districtId, districtId),
    q.status === 'all' ? undefined : eq(posts.status, q.status as PostStatus),
    needle
      ? or(
          sql`exists (select 1 from ${postTranslations} where ${postTranslations.postId} = ${posts.id} and (${postTranslations.title} ilike ${needle} or ${postTranslations.description} ilike ${needle}))`,
          sql`${authorName} ilike ${needle}`,
        )
      : undefined,
  );
  const field = q.order_by ?? 'created_at';
  const direction = q.order_by ? q.sort_by : 'desc';
  const key = SORT[field](locale);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(selected)
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(direction === 'desc' ? desc(key) : asc(key), desc(posts.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(posts).leftJoin(users, eq(users.id, posts.authorId)).where(where),
  ]);
  return { rows: await present(db, rows, locale, picture), total: Number(n) };
}

export async function findPost(db: Db, id: number, districtId: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.districtId, districtId)));
  return row;
}

export async function loadPost(db: Db, id: number, districtId: number, locale: ContentLocale, picture: (url: string | null) => string | null) {
  const rows = await db
    .select(selected)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, id), eq(posts.districtId, districtId)));
  return rows.length ? (await present(db, rows, locale, picture))[0] : undefined;
}

/** The texts to keep: the languages with a title or a description (blank ones were filled by the form). */
const textsOf = (input: PostInput) =>
  (input.translations as Translation[]).filter((t) => t.title.trim() !== '' || t.description.trim() !== '').map((t) => ({ ...t, title: t.title.trim() }));

function valuesOf(input: PostInput, current?: PostRow) {
  const status = input.status ?? current?.status ?? 'waiting';
  return {
    type: input.type,
    status,
    visibility: input.visibility,
    externalLink: input.external_link,
    contactEmail: input.contact_email,
    displayEmail: input.display_email,
    contactTelephone: input.contact_telephone,
    displayTelephone: input.display_telephone,
    imagePath: input.image_path,
    imageName: input.image_name ?? current?.imageName ?? null,
    smartSolutionIds: [...new Set(input.smart_solutions)],
    linkedContentType: input.linked_content_type,
    linkedContentId: input.linked_content_type ? input.linked_content_id : null,
    // Approved now: the post is published today; approved before, it keeps its day.
    publishedDate: status === 'confirmed' ? (current?.status === 'confirmed' ? current.publishedDate : new Date()) : (current?.publishedDate ?? null),
    updatedAt: new Date(),
  };
}

export async function insertPost(db: Db, districtId: number, authorId: number, input: PostInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({ ...valuesOf(input), districtId, authorId })
      .returning({ id: posts.id });
    const texts = textsOf(input);
    if (texts.length) await tx.insert(postTranslations).values(texts.map((t) => ({ postId: row.id, ...t })));
    return row.id;
  });
}

export async function updatePost(db: Db, current: PostRow, input: PostInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ ...valuesOf(input, current), ...(input.author_id ? { authorId: input.author_id } : {}) })
      .where(eq(posts.id, current.id));
    await tx.delete(postTranslations).where(eq(postTranslations.postId, current.id));
    const texts = textsOf(input);
    if (texts.length) await tx.insert(postTranslations).values(texts.map((t) => ({ postId: current.id, ...t })));
  });
}

/** Archive (spec content §4): from any other status; false when it already was. */
export async function archivePost(db: Db, id: number, districtId: number): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(and(eq(posts.id, id), eq(posts.districtId, districtId), sql`${posts.status} <> 'archived'`))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * What the submit names that is not the district's: a cover not uploaded here for the post's cover
 * (or breaking its rule: an image of at most 1 MB, checked by server/entities/images.ts), a smart-solution label of another district or disabled, a linked content that is
 * not a valid one, an author who is not a member. The cover the post has passes. Empty when all is well.
 */
export async function postReferenceErrors(db: Db, input: PostInput, districtId: number, current?: PostRow): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  Object.assign(errors, await imageErrors(db, districtId, input, contract, current ? { image_path: current.imagePath } : null));
  const labels = [...new Set(input.smart_solutions)];
  if (labels.length) {
    const own = await db
      .select({ id: smartSolutionLabels.id })
      .from(smartSolutionLabels)
      .where(and(inArray(smartSolutionLabels.id, labels), eq(smartSolutionLabels.districtId, districtId)));
    if (own.length !== labels.length) errors.smart_solutions = [V.SelectAnOption];
  }
  if (input.linked_content_type && input.linked_content_id) {
    const valid = await linkedContentOptions(db, districtId, input.linked_content_type as LinkedContentType, input.visibility, 'en');
    if (!valid.some((o) => o.id === input.linked_content_id)) errors.linked_content_id = [V.SelectAnOption];
  }
  if (input.author_id && input.author_id !== current?.authorId) {
    const [member] = await db
      .select({ id: userDistrictRoles.userId })
      .from(userDistrictRoles)
      .where(and(eq(userDistrictRoles.userId, input.author_id), eq(userDistrictRoles.districtId, districtId)))
      .limit(1);
    if (!member) errors.author_id = [V.SelectAnOption];
  }
  return errors;
}

const nameIn = (t: Partial<Record<string, { title?: string }>>, locale: string) =>
  t[locale]?.title || t.en?.title || Object.values(t).find((x) => x?.title)?.title || '';

/**
 * The valid linked contents of a kind (spec content §7 "Valid linked contents": linked_content_type,
 * visibility): the district's published items of its entities (community ones approved), public or
 * of the post's visibility; for activities, the confirmed ones. Named in the reader's language.
 */
export async function linkedContentOptions(db: Db, districtId: number, kind: LinkedContentType, visibility: string, locale: string) {
  const entities = LINKED_CONTENT_TYPES[kind] as readonly string[];
  const seen = ['public', visibility];
  if (entities.includes('events')) {
    const rows = await db
      .select({ id: events.id, translations: events.translations })
      .from(events)
      .where(and(eq(events.districtId, districtId), eq(events.status, 'confirmed'), inArray(events.visibility, seen)));
    return rows.map((r) => ({ id: r.id, name: nameIn(r.translations, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }
  const rows = await db
    .select({ id: contents.id, translations: contents.translations })
    .from(contents)
    .where(
      and(
        eq(contents.districtId, districtId),
        inArray(contents.type, [...entities]),
        eq(contents.status, 'published'),
        or(sql`${contents.approvalStatus} is null`, eq(contents.approvalStatus, 'confirmed')),
        inArray(contents.visibility, seen),
      ),
    );
  return rows.map((r) => ({ id: r.id, name: nameIn(r.translations, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The author to write to (spec content §7 "Send message to author"): e-mail, first name, the post's title. */
export async function authorOf(db: Db, post: PostRow, locale: string) {
  if (!post.authorId) return null;
  const [u] = await db.select({ email: users.email, first: users.firstName }).from(users).where(eq(users.id, post.authorId));
  const texts = await db.select().from(postTranslations).where(eq(postTranslations.postId, post.id));
  return u ? { email: u.email, name: u.first ?? '', title: pick(texts, locale)?.title ?? '' } : null;
}
