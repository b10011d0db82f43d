import { defineConfig } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/e2e/mailbox';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/borgo-e2e-${process.pid}`;

/**
 * End-to-end against the real server (built console, fresh embedded database with demo data),
 * in Debian's Chromium: tools' own browser downloads cannot work here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The SMTP sink the server mails to: tests follow the links users are mailed.
  globalSetup: './tests/e2e/mailSink.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node_modules/.bin/tsx server/start.ts`,
    url: `http://localhost:${PORT}/api/v3/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every e2e login comes from 127.0.0.1: the per-IP limit is tested in the server suite.
      LOGIN_MAX_PER_IP: '100000',
      RESET_MAX_PER_IP: '100000',
      REBUILD: process.env.E2E_REBUILD ?? '1',
      // No hourly pruning round in the middle of a run: at :00 it would take the demo's gate visits past
      // 180 days while a test counts them. The server suites test the job itself.
      PRUNE_EVERY_MINUTES: '0',
      PUBLIC_URL: `http://localhost:${PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
  },
});
