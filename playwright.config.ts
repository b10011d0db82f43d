import { defineConfig } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/e2e/mailbox';
import { SECOND } from './tests/e2e/projects';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/borgo-e2e-${process.pid}`;
/** The second server's files (see tests/e2e/projects.ts). */
const SECOND_FILES = SECOND.map((name) => `**/${name}.spec.ts`);
const SECOND_PORT = PORT + 1;

/** One e2e server: the built console on a fresh embedded database with demo data. */
function server(port: number, dataDir: string, env: Record<string, string>) {
  return {
    command: `rm -rf ${dataDir} && node_modules/.bin/tsx server/start.ts`,
    url: `http://localhost:${port}/api/v3/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every e2e login comes from 127.0.0.1: the per-IP limit is tested in the server suite.
      LOGIN_MAX_PER_IP: '100000',
      RESET_MAX_PER_IP: '100000',
      // No hourly pruning round in the middle of a run: at :00 it would take the demo's gate visits past
      // 180 days while a test counts them. The server suites test the job itself.
      PRUNE_EVERY_MINUTES: '0',
      PUBLIC_URL: `http://localhost:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ...env,
    },
  };
}

/**
 * End-to-end against the real server (built console, fresh embedded database with demo data),
 * in Debian's Chromium: tools' own browser downloads cannot work here.
 *
 * Two workers, one per project, each with its own server and database: within a project the
 * files run one after another (flows share the demo's data and count it), while the other
 * project's run beside them. On 2 cores one worker leaves about 40 % of the CPU idle (it waits on
 * the server, the browser and its own polling), so each costs the other little.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The SMTP sink the servers mail to: tests follow the links users are mailed.
  globalSetup: './tests/e2e/mailSink.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    video: 'off',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'first', testIgnore: SECOND_FILES, workers: 1, use: { baseURL: `http://localhost:${PORT}` } },
    { name: 'second', testMatch: SECOND_FILES, workers: 1, use: { baseURL: `http://localhost:${SECOND_PORT}` } },
  ],
  // Started in this order, one after the other: the first builds the console (REBUILD), the second
  // serves that build. Both mail to the one sink; a test looks for mail to an address of its own.
  webServer: [server(PORT, DATA_DIR, { REBUILD: process.env.E2E_REBUILD ?? '1' }), server(SECOND_PORT, `${DATA_DIR}-2`, { REBUILD: '0' })],
});
