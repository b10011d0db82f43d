import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { folderStorage } from '../../server/lib/storage';

/**
 * Migrating and seeding once per run instead of once per test file: a migrated, seeded template
 * (a PGlite data-dir tarball, or a PostgreSQL template database) and its uploaded files, which
 * every file then copies (tests/server/helpers.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'borgo-template-'));
  const uploads = join(dir, 'uploads');
  const url = process.env.DATABASE_URL;
  let templateDb: string | null = null;
  if (url) {
    templateDb = `borgo_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb}`);
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${templateDb}`;
    const database = await openDatabase({ databaseUrl: tplUrl.toString() });
    await database.migrate();
    await seedDemo(database.db, folderStorage(uploads));
    await database.close();
  } else {
    const client = new PGlite();
    const database = await openDatabase({ pglite: client });
    await database.migrate();
    await seedDemo(database.db, folderStorage(uploads));
    const tarball = await client.dumpDataDir('none');
    writeFileSync(join(dir, 'template.tar'), Buffer.from(await tarball.arrayBuffer()));
    await database.close();
  }
  project.provide('templateDir', dir);
  project.provide('templateDb', templateDb ?? '');
  return async () => {
    if (url && templateDb) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${templateDb} with (force)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    templateDb: string;
  }
}

/** A fresh copy of the template's uploaded files, for one test file. */
export function copyUploads(templateDir: string): string {
  const target = mkdtempSync(join(tmpdir(), 'borgo-uploads-'));
  cpSync(join(templateDir, 'uploads'), target, { recursive: true });
  return target;
}
