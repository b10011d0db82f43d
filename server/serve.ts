import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { readConfig, type Config } from './config';
import { prepareDatabase } from './db/bootstrap';
import { firstAdminFromEnv } from './db/firstAdmin';

/** SERVE_CONSOLE=0 runs the API alone (benchmarks, process-level tests). */
export const servesConsole = () => process.env.SERVE_CONSOLE !== '0';

/** Builds the console when dist/ is missing (or REBUILD=1): once per start, before any server process. */
export function buildConsoleIfMissing() {
  if (!servesConsole() || (existsSync('dist/index.html') && process.env.REBUILD !== '1')) return;
  console.log('Building the console (first start)...');
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Migrates, and seeds the demo or creates the first administrator on an empty database. */
export function prepare(config: Config, opts: { seed?: boolean } = {}) {
  return prepareDatabase({ ...config, seed: opts.seed, firstAdmin: firstAdminFromEnv(process.env), log: console, onLost: databaseLost });
}

/**
 * The PGlite thread crashed: nothing can be read or written any more, so the process ends with an
 * error (its supervisor, or the operator, starts it again on the same folder) rather than answer
 * 500 to every request.
 */
function databaseLost(error: Error) {
  console.error(`The database stopped: ${error.message}. Borgo stops; start it again.`);
  process.exit(1);
}

/**
 * One server process: the console, the API and socket.io on `PORT`. `worker` is one process of
 * `npm run start:cluster` (server/cluster.ts): its database is prepared already, and its live
 * channel takes WebSockets only, since the cluster's processes share the port connection by
 * connection and socket.io's long-polling fallback spreads one session over several connections.
 */
export async function serve(opts: { worker?: boolean } = {}) {
  const config = readConfig();
  const database = await prepare(config, { seed: !opts.worker });
  const app = await buildApp({
    config,
    database,
    distDir: servesConsole() ? 'dist' : undefined,
    logger: { level: config.logLevel },
    websocketOnly: opts.worker,
  });
  const stop = async () => {
    await app.close();
    await app.database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Borgo is ready at ${config.publicUrl} (database: ${app.database.kind}; listening on ${config.host}:${config.port})`);
  if (config.demo && !opts.worker) {
    app.log.warn('demo mode: demo accounts with published passwords; not for real data (DEMO=0 for production, see README "Run in production")');
  }
  return app;
}
