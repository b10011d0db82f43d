import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema; migrations are committed.
// An entity's own table (resources/<name>/table.ts) is part of the schema without an edit here.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema/index.ts', './resources/*/table.ts'],
  out: './server/db/migrations',
});
