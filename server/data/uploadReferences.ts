import { or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { categories, contents, districtGallery, districts, events, exportRequests, posts, termsConditions, users } from '../db/schema';
import type { Db } from '../db/client';
import { fileUrl } from '../lib/storage';
import { brands } from '../../resources/brands/table';

/**
 * Who may load a file a column names (issue 13, "files are private"). `public`: anyone with its
 * URL, as an `<img>` or a link loads it, and caches may keep it for `maxAgeS` (`immutable`: its
 * bytes never change under its name, so no cache asks again). `private`: only through a link
 * signed for a session that may read the record (server/lib/fileLinks.ts), never cached. A file
 * no public column names is private: an upload not saved yet, a photo, an export, whatever comes next.
 */
export type FileAccess = { public: true; maxAgeS: number; immutable: boolean } | { public: false };

/** Content the residents' app shows (a category's pictures): no one's personal data, the same for a year. */
const PUBLIC_CONTENT: FileAccess = { public: true, maxAgeS: 365 * 24 * 3600, immutable: true };
/**
 * Documents anyone must be able to read before accepting them (terms, privacy): public, but a
 * district that replaces one (a wrong file) has shared caches let go of the old one within the hour.
 */
const PUBLIC_DOCUMENT: FileAccess = { public: true, maxAgeS: 3600, immutable: false };
/** Personal data (a person's face, under GDPR and LGPD in two demo districts) and exports. */
const PRIVATE: FileAccess = { public: false };

/**
 * Every column where a record names a stored file, how, and who may load it. How: `name` (the
 * stored name itself), `names` (an array of them), `url` (its `/api/v3/files/<name>` address) or `stored_name` (a JSON object
 * of files per language, each with its `stored_name`). Only categories name rows of `uploads`
 * today; the others hold files stored without an upload row and are listed anyway, so that a file
 * they name is never taken for an orphan whatever way it was stored. A column added that may hold
 * a file must be added here: tests/server/prune.test.ts fails on any column whose name looks like
 * a file's until it is.
 */
export const UPLOAD_REFERENCES: readonly { column: PgColumn; holds: 'name' | 'names' | 'url' | 'stored_name'; access: FileAccess }[] = [
  { column: categories.icon, holds: 'name', access: PUBLIC_CONTENT },
  { column: categories.greyIcon, holds: 'name', access: PUBLIC_CONTENT },
  { column: categories.illustration, holds: 'name', access: PUBLIC_CONTENT },
  // District content the residents' app shows (covers, the gallery, the district's page): a clone
  // to another district names the same file, which is why these are not tied to one district.
  { column: contents.cover, holds: 'name', access: PUBLIC_CONTENT },
  { column: contents.episodeCover, holds: 'name', access: PUBLIC_CONTENT },
  { column: events.cover, holds: 'name', access: PUBLIC_CONTENT },
  { column: districtGallery.image, holds: 'name', access: PUBLIC_CONTENT },
  { column: districts.cover, holds: 'name', access: PUBLIC_CONTENT },
  // A post's cover: what the residents' app shows with it.
  { column: posts.imagePath, holds: 'name', access: PUBLIC_CONTENT },
  // Profile photos of staff and residents: only those who may read the user's record see it.
  { column: users.coverPath, holds: 'url', access: PRIVATE },
  // Served by its own guarded route only (server/routes/exports.ts), never by the file route.
  { column: exportRequests.storedName, holds: 'name', access: PRIVATE },
  { column: termsConditions.files, holds: 'stored_name', access: PUBLIC_DOCUMENT },
  // A brand's logo and its app's images: what the residents' app and the stores show.
  { column: brands.logoPath, holds: 'name', access: PUBLIC_CONTENT },
  { column: brands.welcomePaths, holds: 'names', access: PUBLIC_CONTENT },
  { column: brands.loginBackgroundPath, holds: 'name', access: PUBLIC_CONTENT },
  { column: brands.splashPath, holds: 'name', access: PUBLIC_CONTENT },
  { column: brands.appLogoPath, holds: 'name', access: PUBLIC_CONTENT },
  { column: brands.featureGraphicPath, holds: 'name', access: PUBLIC_CONTENT },
  // The phone screenshots as sent for the stores: the console's own, never served (a zip is private).
  { column: brands.screenshotsZipPath, holds: 'name', access: PRIVATE },
];

/** `table.column` of a reference, as the database names it. */
export const referenceName = (column: PgColumn) => `${getTableConfig(column.table).name}.${column.name}`;

/** Whether some record names the stored file `name` (an SQL expression of the outer query). */
function namedBy(ref: (typeof UPLOAD_REFERENCES)[number], name: SQL | PgColumn): SQL {
  const { column } = ref;
  const table = column.table;
  switch (ref.holds) {
    case 'name':
      return sql`exists (select 1 from ${table} where ${column} = ${name})`;
    case 'names':
      return sql`exists (select 1 from ${table} where ${name} = any(${column}))`;
    case 'url':
      // Either form: a path written by an older version, or by hand, is still a reference.
      return sql`exists (select 1 from ${table} where ${column} in (${name}, ${fileUrl('')}::text || ${name}))`;
    case 'stored_name':
      return sql`exists (select 1 from ${table} cross join lateral jsonb_each(${column}) as f(locale, file) where f.file ->> 'stored_name' = ${name})`;
  }
}

/** SQL that is true when any record names the stored file `name`. */
export const namedByARecord = (name: SQL | PgColumn): SQL => or(...UPLOAD_REFERENCES.map((ref) => namedBy(ref, name)))!;

/**
 * How the stored file `name` may be served without a signed link: the access of the public
 * columns that name it (the shortest cache when several do), or null when none does.
 */
export async function publicAccessOf(db: Db, name: string): Promise<Extract<FileAccess, { public: true }> | null> {
  const publicRefs = UPLOAD_REFERENCES.flatMap((ref) => (ref.access.public ? [{ ref, access: ref.access }] : []));
  const checks = publicRefs.map(({ ref }, i) => sql`${namedBy(ref, sql`${name}::text`)} as ${sql.identifier(`n${i}`)}`);
  const result = (await db.execute(sql`select ${sql.join(checks, sql`, `)}`)) as unknown as { rows: Record<string, boolean>[] };
  const [named] = result.rows;
  const matching = publicRefs.filter((_, i) => named[`n${i}`] === true).map(({ access }) => access);
  if (matching.length === 0) return null;
  return matching.reduce((a, b) => (b.maxAgeS < a.maxAgeS ? b : a));
}
