// The PGlite thread's first module (server/db/pgliteThread.ts): a worker does not inherit the
// parent's TypeScript loader, so it registers tsx's before importing the worker's own code.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
