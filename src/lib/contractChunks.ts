/**
 * The name of the meta tag in index.html that lists the chunks of the wait screen's first render
 * (src/registry/contracts.ts, the access rule, the entities' labels, and what they import beyond
 * the entry): the build writes it (vite.config.ts), the server turns it into modulepreload links
 * on the shell's pages (server/plugins/static.ts), so that the wait screen's heading and early
 * rows need no second round trip.
 */
export const CONTRACT_CHUNKS_META = 'borgo-contract-chunks';
