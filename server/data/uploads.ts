import type { Db } from '../db/client';
import { uploads } from '../db/schema';

/** Records a stored upload, so a form saving later can name it. */
export async function recordUpload(db: Db, upload: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  return row.id;
}
