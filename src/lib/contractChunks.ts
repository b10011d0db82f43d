/**
 * The name of the meta tag in index.html that lists the contracts' chunks
 * (src/registry/contracts.ts and what it imports beyond the entry): the build writes it
 * (vite.config.ts), the server turns it into modulepreload links on the shell's pages
 * (server/plugins/static.ts), so that the wait screen's heading needs no second round trip.
 */
export const CONTRACT_CHUNKS_META = 'borgo-contract-chunks';
