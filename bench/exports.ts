import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { postTranslations, posts, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { EXPORT_SHEETS } from '../server/exports/sheets';
import { writeSheet } from '../server/exports/workbook';
import { translate } from '../server/lib/i18n';
import { folderStorage } from '../server/lib/storage';

/**
 * `npm run bench:exports`: 100,000 posts (EXPORT_ROWS to change it) in a fresh embedded database,
 * then the posts export written as the worker writes it (streamed into storage, rows read by
 * batches), with its time and the process's peak RSS and heap sampled while it runs.
 */
const ROWS = Number(process.env.EXPORT_ROWS) || 100_000;
const INSERT_BATCH = 5000;
const DISTRICT = 2;
const MB = 1024 * 1024;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

const dir = mkdtempSync(join(tmpdir(), 'borgo-bench-exports-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));

const database = await openDatabase({ dataDir: join(dir, 'db') });
await database.migrate();
const storage = folderStorage(join(dir, 'files'));
await seedDemo(database.db, storage);
const [author] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@borgo.test'));

const seedStart = performance.now();
const when = new Date(Date.now() - 30 * 86_400_000);
for (let done = 0; done < ROWS; done += INSERT_BATCH) {
  const made = await database.db
    .insert(posts)
    .values(
      Array.from({ length: Math.min(INSERT_BATCH, ROWS - done) }, (_, i) => ({
        districtId: DISTRICT,
        authorId: author.id,
        type: i % 2 ? ('offer' as const) : ('request' as const),
        createdAt: when,
      })),
    )
    .returning({ id: posts.id });
  await database.db
    .insert(postTranslations)
    .values(made.map((p) => ({ postId: p.id, locale: 'pt', title: `Bench post ${p.id}`, description: 'A post of the export bench' })));
}
const day = when.toISOString().slice(0, 10);
console.log(`seeded ${ROWS} posts (with a translation each) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

global.gc?.();
const before = process.memoryUsage();
const peak = { rss: before.rss, heapUsed: before.heapUsed };
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
}, 10);
const started = performance.now();
const ctx = {
  db: database.db,
  districtId: DISTRICT,
  period: { date_start: day, date_end: day },
  t: (key: string) => translate('en', key),
  subjectUserId: null,
};
const { name, result: rows } = await storage.write('xlsx', (out) => writeSheet(out, EXPORT_SHEETS.posts, ctx));
const ms = performance.now() - started;
clearInterval(sampler);
const size = statSync(join(dir, 'files', name)).size;

console.log(`wrote ${rows} rows into ${mb(size)} of .xlsx in ${(ms / 1000).toFixed(2)} s (${Math.round(rows / (ms / 1000))} rows/s)`);
console.log(`RSS: ${mb(before.rss)} before (the embedded database included), peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)})`);
console.log(`heap used: ${mb(before.heapUsed)} before, peak ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - before.heapUsed)})`);
await database.close();
