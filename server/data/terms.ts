import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { termsConditions } from '../db/schema';

export type TermsRow = typeof termsConditions.$inferSelect;
/** Per language, the stored file's name and the name it came with. */
export type TermsFiles = TermsRow['files'];

const mine = (id: number, districtId: number) => and(eq(termsConditions.id, id), eq(termsConditions.districtId, districtId));

/** The district's terms of one type, or null. */
export async function termsOfType(db: Db, districtId: number, type: TermsRow['type']) {
  const [row] = await db
    .select()
    .from(termsConditions)
    .where(and(eq(termsConditions.districtId, districtId), eq(termsConditions.type, type)));
  return row ?? null;
}

/** The district's terms with that id, or null. */
export async function loadTerms(db: Db, id: number, districtId: number) {
  const [row] = await db.select().from(termsConditions).where(mine(id, districtId));
  return row ?? null;
}

/** Writes the terms of one type, replacing the district's earlier terms of that type. */
export async function saveTerms(db: Db, districtId: number, type: TermsRow['type'], files: TermsFiles) {
  const [row] = await db
    .insert(termsConditions)
    .values({ districtId, type, files })
    .onConflictDoUpdate({ target: [termsConditions.districtId, termsConditions.type], set: { files, updatedAt: new Date() } })
    .returning();
  return row;
}

/** The terms with their new files, or null when they are gone. */
export async function updateTermsFiles(db: Db, id: number, districtId: number, files: TermsFiles) {
  const [row] = await db.update(termsConditions).set({ files, updatedAt: new Date() }).where(mine(id, districtId)).returning();
  return row ?? null;
}

/** The deleted terms' id, or null when there were none. */
export async function deleteTerms(db: Db, id: number, districtId: number) {
  const [row] = await db.delete(termsConditions).where(mine(id, districtId)).returning({ id: termsConditions.id });
  return row?.id ?? null;
}
