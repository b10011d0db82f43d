import { eq } from 'drizzle-orm';
import type { WelcomeMessageInput } from './schema';
import { fromStored, toStored } from '../../src/lib/translations';
import type { Db } from '../../server/db/client';
import { welcomeMessages } from '../../server/db/schema';

const toApi = (row: typeof welcomeMessages.$inferSelect) => ({
  id: row.id,
  district_id: row.districtId,
  translations: fromStored(row.translations),
  updated_at: row.updatedAt.toISOString(),
});

/** The district's welcome message, or null when it has none yet. */
export async function loadWelcomeMessage(db: Db, districtId: number) {
  const [row] = await db.select().from(welcomeMessages).where(eq(welcomeMessages.districtId, districtId));
  return row ? toApi(row) : null;
}

/** Writes the district's message: updates `current` (its id) or, when null, creates the first one. */
export async function saveWelcomeMessage(db: Db, districtId: number, current: number | null, input: WelcomeMessageInput) {
  const values = { translations: toStored(input.translations), updatedAt: new Date() };
  const [row] =
    current !== null
      ? await db.update(welcomeMessages).set(values).where(eq(welcomeMessages.id, current)).returning()
      : await db
          .insert(welcomeMessages)
          .values({ districtId, ...values })
          .returning();
  return toApi(row);
}
