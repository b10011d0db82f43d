/**
 * The name of the meta tag in index.html that lists the chunks of the wait screen's first render
 * (src/registry/contracts.ts, the access rule, the entities' labels, and what they import beyond
 * the entry): the build writes it (vite.config.ts), the server turns it into modulepreload links
 * on the shell's pages (server/plugins/static.ts), so that the wait screen's heading and early
 * rows need no second round trip.
 */
export const CONTRACT_CHUNKS_META = 'borgo-contract-chunks';

/**
 * The name of the meta tag in index.html that names, per UI language, the chunks of its catalogue
 * and of its entities' labels (a JSON object: `{ "en": { "catalogue": [...], "labels": [...] } }`).
 * The server preloads the catalogue of the language the browser asks for on every page, and its
 * labels on the shell's pages (server/plugins/static.ts): the first render waits for them, and the
 * entry would otherwise ask for them only once it has run, a round trip later.
 */
export const LOCALE_CHUNKS_META = 'borgo-locale-chunks';

/** A language's chunks, as LOCALE_CHUNKS_META names them. */
export interface LocaleChunks {
  catalogue: string[];
  labels: string[];
}
