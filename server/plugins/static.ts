import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT_CHUNKS_META, LOCALE_CHUNKS_META, type LocaleChunks } from '../../src/lib/contractChunks';
import { LOCALES, pickLocale, type Locale } from '../lib/i18n';

const YEAR = 365 * 24 * 3600;

/**
 * Serves the built console from `dist/`: hashed assets for a year (their name changes with their
 * content), index.html never cached, and every other non-API path answered with index.html so
 * the browser router owns `/backend/...`. Files go compressed as the build stored them.
 */
/** The mark that makes the console show its "demo data" banner, known at its first paint. */
export const DEMO_META = '<meta name="borgo-demo" content="1">';

/** index.html as this server serves it: with the demo mark in demo mode. */
export function servedIndexHtml(html: string, demo: boolean) {
  return demo ? html.replace('</head>', `${DEMO_META}</head>`) : html;
}

/**
 * index.html for the shell's pages (`/backend/...`): the contracts' chunks, which the build names
 * in a meta tag (src/shell/shellChunks.ts), preloaded from the document. The wait screen reads a
 * screen's heading from them (layout/ShellSkeleton): asked for by the page itself, they came a
 * round trip after the entry had run, and the heading (the page's largest text, so its LCP) with
 * them (issue 11). Other pages (login, a guest's invitation) do not load them, nor are they sent.
 */
export function shellIndexHtml(html: string): string {
  const files = new RegExp(`<meta name="${CONTRACT_CHUNKS_META}" content="([^"]*)"`).exec(html)?.[1].split(' ').filter(Boolean) ?? [];
  return withPreloads(html, files);
}

/** `html` with modulepreload links to `files`, those that are scripts of the build's assets (a meta tag's content is not trusted further). */
function withPreloads(html: string, files: readonly string[]): string {
  const safe = files.filter((f) => /^assets\/[\w.-]+\.js$/.test(f));
  const links = safe.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** A language's chunks as the build names them in index.html (LOCALE_CHUNKS_META); none when it names none. */
function localeChunks(html: string, locale: Locale): LocaleChunks {
  const content = new RegExp(`<meta name="${LOCALE_CHUNKS_META}" content="([^"]*)"`).exec(html)?.[1];
  if (!content) return { catalogue: [], labels: [] };
  let all: Partial<Record<string, Partial<LocaleChunks>>> | null;
  try {
    all = JSON.parse(content.replaceAll('&quot;', '"')) as typeof all;
  } catch {
    // A build that wrote it otherwise: the pages go without these preloads, the server still starts.
    return { catalogue: [], labels: [] };
  }
  const mine = all?.[locale];
  const files = (v: unknown) => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string') : []);
  return { catalogue: files(mine?.catalogue), labels: files(mine?.labels) };
}

/**
 * index.html in one language: its catalogue preloaded, and on the shell's pages its entities'
 * labels too. The entry picks the language the browser remembers, else the browser's own
 * (src/i18n/locale.ts); the server guesses it from Accept-Language, which says the latter. A
 * choice made in the user menu that differs costs the preloaded files, not a wrong page.
 */
export function localeIndexHtml(html: string, locale: Locale, shell: boolean): string {
  const chunks = localeChunks(html, locale);
  return withPreloads(html, shell ? [...chunks.catalogue, ...chunks.labels] : chunks.catalogue);
}

export default fp(async function console_(app: FastifyInstance, opts: { distDir: string; demo: boolean }) {
  const root = resolve(opts.distDir);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'console not built: only the API is served');
    return;
  }
  // Read once; compressed on the fly by @fastify/compress (it is a few KB), unlike the assets.
  const indexHtml = servedIndexHtml(readFileSync(join(root, 'index.html'), 'utf8'), opts.demo);
  const shellHtml = shellIndexHtml(indexHtml);
  const pages = Object.fromEntries(
    LOCALES.map((locale) => [locale, { public: localeIndexHtml(indexHtml, locale, false), shell: localeIndexHtml(shellHtml, locale, true) }]),
  ) as Record<Locale, { public: string; shell: string }>;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (vite.config.ts): sent to browsers that accept them.
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join(root, 'assets')}`)) res.header('cache-control', `public, max-age=${YEAR}, immutable`);
      else res.header('cache-control', 'no-cache');
    },
  });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path.startsWith('/socket.io/')) {
      return reply.code(404).send({ success: false, message: request.t('Errors.NotFound') });
    }
    const page = pages[pickLocale(request.headers['accept-language'])];
    const html = path === '/backend' || path.startsWith('/backend/') ? page.shell : page.public;
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-language').type('text/html; charset=utf-8').send(html);
  });
});
