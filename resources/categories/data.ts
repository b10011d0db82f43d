import { and, count, eq, sql } from 'drizzle-orm';
import { CATEGORY_IMAGES, type CategoryInput } from './schema';
import contract from './contract';
import { imageErrors } from '../../server/entities/images';
import { fromStored, toStored, type ContentLocale } from '../../src/lib/translations';
import { V } from '../../src/lib/validation';
import type { Db } from '../../server/db/client';
import { categories } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { fileUrl } from '../../server/lib/storage';
import { sortBy } from '../../server/entities/sort';

export type CategoryRow = typeof categories.$inferSelect;

const toApi = (row: CategoryRow) => ({
  id: row.id,
  district_id: row.districtId,
  type: row.type,
  visibility: row.visibility,
  translations: fromStored(row.translations),
  category_color: row.color,
  category_icon: row.icon && fileUrl(row.icon),
  category_grey_icon: row.greyIcon && fileUrl(row.greyIcon),
  category_illustration: row.illustration && fileUrl(row.illustration),
  created_at: row.createdAt.toISOString(),
});

const mine = (id: number, districtId: number) => and(eq(categories.id, id), eq(categories.districtId, districtId));

/** The input's columns in the table's names: only an activity category has a colour and images. */
const columns = (input: CategoryInput) =>
  input.type === 'activity'
    ? { color: input.category_color, icon: input.category_icon, greyIcon: input.category_grey_icon, illustration: input.category_illustration }
    : {};

/** One page of the district's categories of a type, searched in the name of any language. */
export async function listCategories(db: Db, districtId: number, locale: ContentLocale, q: ListQuery & { type: 'activity' | 'tool' }) {
  const where = and(
    eq(categories.districtId, districtId),
    eq(categories.type, q.type),
    q.query ? sql`exists (select 1 from jsonb_each(${categories.translations}) t where t.value ->> 'name' ilike ${`%${escapeLike(q.query)}%`})` : undefined,
  );
  // The name sorts in the reader's language, then in English for categories without it.
  const name = sql`coalesce(${categories.translations} -> ${sql.raw(`'${locale}'`)} ->> 'name', ${categories.translations} -> 'en' ->> 'name')`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(sortBy(q, { id: categories.id, name }, 'id'), categories.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { rows: rows.map(toApi), total: n };
}

/** The district's category as stored (for the rules on private ones), or null. */
export async function findCategory(db: Db, id: number, districtId: number) {
  const [row] = await db.select().from(categories).where(mine(id, districtId));
  return row ?? null;
}

/** One of the district's categories as the API returns it, or null. */
export async function loadCategory(db: Db, id: number, districtId: number) {
  const row = await findCategory(db, id, districtId);
  return row ? toApi(row) : null;
}

/**
 * Field errors of the images: the three are required, and each new one must be an upload of this
 * district for that very field within its rule (an image of at most 1 MB; the shared check,
 * server/entities/images.ts). An image the category already has passes. Empty when all is well.
 */
export async function categoryImageErrors(db: Db, input: CategoryInput, districtId: number, current?: CategoryRow) {
  if (input.type !== 'activity') return {};
  const before = current ? { category_icon: current.icon, category_grey_icon: current.greyIcon, category_illustration: current.illustration } : null;
  const errors = await imageErrors(db, districtId, input, contract, before);
  for (const field of CATEGORY_IMAGES) if (!input[field]) errors[field] ??= [V.NoImage];
  return errors;
}

export async function createCategory(db: Db, districtId: number, input: CategoryInput) {
  const [row] = await db
    .insert(categories)
    .values({ districtId, type: input.type, translations: toStored(input.translations), ...columns(input) })
    .returning();
  return toApi(row);
}

export async function updateCategory(db: Db, id: number, input: CategoryInput) {
  const [row] = await db
    .update(categories)
    .set({ translations: toStored(input.translations), ...columns(input) })
    .where(eq(categories.id, id))
    .returning();
  return toApi(row);
}

export async function deleteCategory(db: Db, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Whether the input changes the stored title (a private category keeps its own). */
export const titleChanged = (current: CategoryRow, input: CategoryInput) =>
  JSON.stringify(toStored(input.translations)) !== JSON.stringify(current.translations);
