import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { entityLabelsByLocale } from './src/i18n/labelsByLocale.ts';

/**
 * Two projects: `unit` (pure code and React components, jsdom) and `server` (the API against a
 * fresh embedded database per file, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The console's modules as the build makes them: its entity labels cut by language.
        plugins: [entityLabelsByLocale(fileURLToPath(new URL('.', import.meta.url)))],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Component tests that type and wait take 1-2 s on a quiet machine and several times that
          // on a loaded 2-core one: a limit, not a measure of speed (npm run bench is that).
          testTimeout: 20_000,
          // Every core: vitest's default leaves one free, which on CI's 2 cores is one worker
          // (116 s for the project there, 72 s with both).
          maxWorkers: '100%',
          // One module graph and one jsdom per worker, not per file (72 s → 22 s here): testing
          // library unmounts after each test, and a file that needs the console's modules as a page
          // load wires them loads them anew (vi.resetModules: unauthorized.test.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // One module graph per worker, not per file: every file imports the whole server (about
          // 1.4 s each, 100 s of a run). Files share no state but the code: each opens its own
          // database and app, and no test changes process.env. A file that mocks a module the
          // server imports loads the server anew (vi.resetModules: accountSecurity.test.ts).
          isolate: false,
        },
      },
    ],
  },
});
