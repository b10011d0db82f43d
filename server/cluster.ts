import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { readConfig } from './config';
import { NoAdministratorError } from './db/bootstrap';
import { buildConsoleIfMissing, prepare, serve } from './serve';

/**
 * `npm run start:cluster`: `WORKERS` server processes (one per core by default) on one PostgreSQL,
 * sharing `PORT` through Node's cluster (the primary hands each connection to a process). What
 * makes that safe lives in the database, not in a process: live events cross processes through
 * socket.io's PostgreSQL adapter, jobs are claimed (exports and mail with SKIP LOCKED, pruning under
 * an advisory lock), login, reset and upload limits are counted in tables. The primary prepares the
 * database once (migrations, demo seed or first administrator) before any process starts, then
 * only watches them: a process that dies is started again.
 */
const RESTART_DELAY_MS = 1000;

async function primary() {
  const config = readConfig();
  if (!config.databaseUrl) {
    throw new Error('start:cluster needs PostgreSQL (DATABASE_URL): PGlite is one process’s database. Use `npm start` without DATABASE_URL.');
  }
  const count = Math.max(1, Number(process.env.WORKERS) || availableParallelism());
  buildConsoleIfMissing();
  await (await prepare(config)).close();
  let stopping = false;
  // One key for every process: a file link one signs, another serves (FILE_LINK_SECRET, or the primary's own).
  const fork = () => cluster.fork({ BORGO_CLUSTER_WORKER: '1', FILE_LINK_SECRET: config.fileLinkSecret });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    console.error(`process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === count) console.log(`Borgo cluster ready: ${count} processes at ${config.publicUrl} (listening on ${config.host}:${config.port})`);
  });
  for (let i = 0; i < count; i++) fork();
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => --left === 0 && process.exit(0));
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

(cluster.isPrimary ? primary() : serve({ worker: true })).catch((err: Error) => {
  console.error(err instanceof NoAdministratorError || !cluster.isPrimary ? err.message : err);
  process.exit(1);
});
