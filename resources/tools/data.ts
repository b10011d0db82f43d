import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { categories, spaces, toolReservations } from '../../server/db/schema';

type Named<F extends string> = Partial<Record<string, Partial<Record<F, string>>>>;

/** A name in the reader's language, else English, else any. */
function nameIn<F extends string>(translations: Named<F>, field: F, locale: string): string {
  return translations[locale]?.[field] || translations.en?.[field] || Object.values(translations).find((t) => t?.[field])?.[field] || '';
}
const byName = (locale: string) => (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);

/** The district's spaces, where a tool may be kept, named by their title. */
export async function spaceOptions(db: Db, districtId: number, locale: string) {
  const rows = await db.select({ id: spaces.id, translations: spaces.translations }).from(spaces).where(eq(spaces.districtId, districtId));
  return rows.map((r) => ({ id: r.id, name: nameIn(r.translations as Named<'title'>, 'title', locale) })).sort(byName(locale));
}

/** The district's tool categories (the community category page's Tools tab). */
export async function toolCategoryOptions(db: Db, districtId: number, locale: string) {
  const rows = await db
    .select({ id: categories.id, translations: categories.translations })
    .from(categories)
    .where(and(eq(categories.districtId, districtId), eq(categories.type, 'tool')));
  return rows.map((r) => ({ id: r.id, name: nameIn(r.translations as Named<'name'>, 'name', locale) })).sort(byName(locale));
}

export async function isDistrictSpace(db: Db, id: number, districtId: number) {
  const [row] = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(eq(spaces.id, id), eq(spaces.districtId, districtId)));
  return Boolean(row);
}

export async function isToolCategory(db: Db, id: number, districtId: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.districtId, districtId), eq(categories.type, 'tool')));
  return Boolean(row);
}

/** Whether the tool is booked or lent now: it cannot go while someone counts on it. */
export async function hasOpenReservations(db: Db, toolId: number, districtId: number) {
  const [row] = await db
    .select({ id: toolReservations.id })
    .from(toolReservations)
    .where(and(eq(toolReservations.toolId, toolId), eq(toolReservations.districtId, districtId), inArray(toolReservations.status, ['booked', 'in_use'])))
    .limit(1);
  return Boolean(row);
}
