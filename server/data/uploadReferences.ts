import { or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { categories, exportRequests, termsConditions, users } from '../db/schema';
import { fileUrl } from '../lib/storage';

/**
 * Every column where a record names a stored file, and how: `name` (the stored name itself), `url`
 * (its `/api/v3/files/<name>` address) or `stored_name` (a JSON object of files per language, each
 * with its `stored_name`). Only categories name rows of `uploads` today; the others hold files
 * stored without an upload row and are listed anyway, so that a file they name is never taken for
 * an orphan whatever way it was stored. A column added that may hold a file must be added here:
 * tests/server/prune.test.ts fails on any column whose name looks like a file's until it is.
 */
export const UPLOAD_REFERENCES: readonly { column: PgColumn; holds: 'name' | 'url' | 'stored_name' }[] = [
  { column: categories.icon, holds: 'name' },
  { column: categories.greyIcon, holds: 'name' },
  { column: categories.illustration, holds: 'name' },
  { column: users.coverPath, holds: 'url' },
  { column: exportRequests.storedName, holds: 'name' },
  { column: termsConditions.files, holds: 'stored_name' },
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
    case 'url':
      // Either form: a path written by an older version, or by hand, is still a reference.
      return sql`exists (select 1 from ${table} where ${column} in (${name}, ${fileUrl('')}::text || ${name}))`;
    case 'stored_name':
      return sql`exists (select 1 from ${table} cross join lateral jsonb_each(${column}) as f(locale, file) where f.file ->> 'stored_name' = ${name})`;
  }
}

/** SQL that is true when any record names the stored file `name`. */
export const namedByARecord = (name: SQL | PgColumn): SQL => or(...UPLOAD_REFERENCES.map((ref) => namedBy(ref, name)))!;
