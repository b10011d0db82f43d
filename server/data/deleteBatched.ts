import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Rows deleted per statement: a first round on a large table neither locks it long nor builds one huge answer. */
export const BATCH = 1000;

/**
 * Deletes the rows `where` picks, a batch per statement, while `going()`; how many went. The
 * pruning job and each district's retention purge (server/jobs/prune.ts) use it alike.
 */
export async function deleteBatched(db: Db, table: PgTable, id: PgColumn, where: SQL | undefined, going: () => boolean): Promise<number> {
  // Never a delete without a condition (`and()` of nothing is undefined).
  if (!where) return 0;
  let total = 0;
  for (;;) {
    const gone = await db
      .delete(table)
      .where(inArray(id, db.select({ id }).from(table).where(where).limit(BATCH)))
      .returning({ id });
    total += gone.length;
    if (gone.length < BATCH || !going()) return total;
  }
}
