import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, inject } from 'vitest';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import { readConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { EntityFolder } from '../../server/entities/discover';
import { copyUploads } from './globalSetup';

/**
 * A describe whose behaviour owes nothing to the database (the HTTP server's timeouts and form
 * limits, the OpenAPI document): it runs in the first server run, on PGlite, and not again in CI's
 * second run on PostgreSQL, which is there for what the database does (those describes took about
 * 40 s of that run, and could find nothing the first run had not).
 */
export const describeOnce = describe.skipIf(Boolean(process.env.DATABASE_URL));

/**
 * A fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set (CI's
 * second run), a new database on that PostgreSQL server, dropped at the end.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  const templateDir = inject('templateDir');
  if (!url) {
    // A copy of the migrated, seeded template made once per run (globalSetup.ts).
    const tarball = new Blob([readFileSync(join(templateDir, 'template.tar'))]);
    return openDatabase({ pglite: await PGlite.create({ loadDataDir: tarball }) });
  }
  const name = `borgo_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  return {
    ...database,
    url: dbUrl.toString(),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** Logs a demo account in and returns its bearer token. */
  login(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * One app per test file on a migrated, seeded database; logins are not rate-limited here.
 * `entities` replaces resources/* (a test adds a fixture entity); `before` runs on the database first.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { entities?: readonly EntityFolder[]; before?: (database: Database) => Promise<void> } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  // Already migrated and seeded: a copy of the run's template, with its uploaded files.
  const uploadDir = copyUploads(inject('templateDir'));
  const defaults = readConfig({});
  const config: Config = {
    ...defaults,
    // No pruning round on the clock (every hour at :00): one that fell inside a test changed its
    // data under it (the fuzz's "a refused input changes nothing" failed at 18:00 on CI). A test
    // of the job asks for it (prune.test.ts).
    prune: { ...defaults.prune, everyMs: 0 },
    uploadDir,
    demo: false,
    loginMaxPerIp: 100_000,
    loginMaxPerAccount: 100_000,
    resetMaxPerIp: 100_000,
    resetMaxPerAccount: 100_000,
    ...overrides,
  };
  await options.before?.(database);
  const app = await buildApp({ config, database, entities: options.entities });
  await app.ready();
  return {
    app,
    database,
    config,
    async login(email) {
      const res = await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      return res.json().data.access_token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Demo district ids, in seed order. */
export const NAVIGLI = 1;
export const AURORA = 2;
export const CEDAR = 3;
