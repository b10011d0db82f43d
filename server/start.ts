import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { readConfig } from './config';
import { prepareDatabase } from './db/bootstrap';

/**
 * `npm start`: builds the console when dist/ is missing, migrates, seeds the demo on the first
 * run, then serves the console, the API and socket.io on one port.
 */
async function main() {
  const config = readConfig();
  // SERVE_CONSOLE=0 runs the API alone (benchmarks, process-level tests).
  const serveConsole = process.env.SERVE_CONSOLE !== '0';
  if (serveConsole && (!existsSync('dist/index.html') || process.env.REBUILD === '1')) {
    console.log('Building the console (first start)...');
    const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const logger = { level: config.logLevel };
  const app = await buildApp({ config, database: await prepareDatabase({ ...config, log: console }), distDir: serveConsole ? 'dist' : undefined, logger });
  const stop = async () => {
    await app.close();
    await app.database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Borgo is ready at ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
