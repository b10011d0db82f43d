import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/**
 * What changes by design on a refused call, and so is left out of the comparison:
 * - `login_logs`: every login attempt leaves a row, refused ones too (they keep the lock on);
 * - `rate_events`: what a rate limit counts is every attempt (a photo change, a reset request),
 *   refused ones too, or a refused attempt would cost an attacker nothing;
 * - `sessions.last_used_at`: the guard touches a live token on any call, refused or not, once a
 *   minute at most;
 * - `personal_data_reads`: the fuzz's valid probes of a read of personal data succeed, and each
 *   success is in the access log (issue 18; that a refused read writes none is tested in
 *   privacyRequests.test.ts).
 * Everything else of the `public` schema, `audit_entries` included (the audit trail records only
 * successful writes), must stay as it was.
 */
const LEFT_OUT_TABLES = new Set(['login_logs', 'rate_events', 'personal_data_reads']);
const LEFT_OUT_COLUMNS: Record<string, string[]> = { sessions: ['last_used_at'] };

/**
 * Per table of the `public` schema, in one query: its row count and the newest row version
 * (max xmin), which any insert or update raises and a delete leaves with one row fewer: a change
 * of any row shows without reading the rows. A table with a column left out is hashed instead
 * (md5 of its rows as text, less that column): a touch of that column alone writes a row version.
 * Hashing every table took about a fifth of the fuzz's refusal test.
 */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const { rows: tables } = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  const parts = tables
    .map((t) => t.tablename)
    .filter((name) => !LEFT_OUT_TABLES.has(name))
    .map((name) => {
      const columns = LEFT_OUT_COLUMNS[name];
      if (!columns) return `select '${name}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as h from "${name}"`;
      const dropped = columns.map((c) => ` - '${c}'`).join('');
      return `select '${name}' as t, count(*)::text || ':' || md5(coalesce(string_agg(r, E'\\n' order by r), '')) as h
        from (select (to_jsonb(x)${dropped})::text as r from "${name}" x) s`;
    });
  const { rows } = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows: { t: string; h: string }[] };
  return new Map(rows.map((r) => [r.t, r.h]));
}

/** The tables whose fingerprint differs, with their row counts before and after. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((n) => before.get(n) !== after.get(n))
    .map((n) => `${n} (${before.get(n)?.split(':')[0] ?? '-'} → ${after.get(n)?.split(':')[0] ?? '-'} rows)`);
}
