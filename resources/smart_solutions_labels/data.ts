import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { smartSolutionLabels } from '../../server/db/schema';

/** The district's active smart-solution labels a post may carry, named in the reader's language. */
export async function smartSolutionOptions(db: Db, districtId: number, locale: string) {
  const rows = await db
    .select({ id: smartSolutionLabels.id, translations: smartSolutionLabels.translations })
    .from(smartSolutionLabels)
    .where(and(eq(smartSolutionLabels.districtId, districtId), eq(smartSolutionLabels.status, 'active')));
  const name = (t: Partial<Record<string, { name?: string }>>) => t[locale]?.name || t.en?.name || Object.values(t).find((x) => x?.name)?.name || '';
  return rows.map((r) => ({ id: r.id, name: name(r.translations) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
