import { existsSync } from 'node:fs';
import pg from 'pg';
import { run } from './archive';

/**
 * How pg_dump and pg_restore reach the DATABASE_URL database without its password showing: the
 * URL they get (visible in `ps`, and in their messages) has none, the password goes in PGPASSWORD.
 */
export interface PgTarget {
  /** The URL without its password: for the tools' --dbname and for messages. */
  url: string;
  env: NodeJS.ProcessEnv;
}

export function pgTarget(databaseUrl: string): PgTarget {
  const url = new URL(databaseUrl);
  const password = (url.password && decodeURIComponent(url.password)) || url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs `fn` with one connection to the database, closed after. */
export async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function serverVersion(client: pg.Client): Promise<{ major: number; text: string }> {
  const { rows } = await client.query<{ num: string; text: string }>(
    `select current_setting('server_version_num') as num, current_setting('server_version') as text`,
  );
  return { major: Math.floor(Number(rows[0].num) / 10_000), text: rows[0].text };
}

/**
 * The pg_dump, pg_restore or psql to use: one at least as new as the server (an older pg_dump
 * refuses a newer server). Debian keeps each version's in /usr/lib/postgresql/<major>/bin; otherwise PATH's.
 */
export async function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql', serverMajor: number): Promise<string> {
  const candidates = [`/usr/lib/postgresql/${serverMajor}/bin/${name}`, name].filter((c) => c === name || existsSync(c));
  const found: string[] = [];
  for (const candidate of candidates) {
    const version = await run(candidate, ['--version']).catch(() => null);
    const major = Number(/(\d+)(?:\.\d+)?/.exec(version ?? '')?.[1]);
    if (major >= serverMajor) return candidate;
    if (version) found.push(`${candidate}: ${version.trim()}`);
  }
  throw new Error(
    `No ${name} for PostgreSQL ${serverMajor} or newer (${found.join('; ') || 'none on PATH'}). ` +
      `Install the client of that version (Debian: postgresql-client-${serverMajor}) or put its ${name} on PATH.`,
  );
}
