import { NoAdministratorError } from './db/bootstrap';
import { DataDirLockedError } from './db/dataDirLock';
import { buildConsoleIfMissing, serve } from './serve';

/**
 * `npm start`: builds the console when dist/ is missing, migrates, seeds the demo on the first
 * run (DEMO=1, the default) or creates the first administrator (DEMO=0), then serves the console,
 * the API and socket.io on one port (server/serve.ts).
 */
async function main() {
  buildConsoleIfMissing();
  await serve();
}

main().catch((err) => {
  // A refusal the operator must act on (a second server on a held PGlite folder, production
  // without an administrator): the message says it all, a stack would bury it.
  console.error(err instanceof DataDirLockedError || err instanceof NoAdministratorError ? err.message : err);
  process.exit(1);
});
