import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API (restarting on change) on 3001 and Vite with hot reload on 3000, which
 * proxies /api and /socket.io to it (vite.config.ts). Ctrl-C stops both.
 */
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', SERVE_CONSOLE: '0', PUBLIC_URL: 'http://localhost:3000' },
  }),
  spawn('node_modules/.bin/vite', ['--port', '3000', '--strictPort'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => code && stop());
