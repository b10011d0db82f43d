import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import {
  CONTRACT_CHUNKS_META,
  LOCALE_CHUNKS_META,
  type LocaleChunks,
  moduleChunkFiles,
  RESOURCE_CHUNKS_META,
  resourceChunkFiles,
  SHELL_CHUNKS_META,
  shellChunkFiles,
  type BundleChunk,
} from './src/shell/shellChunks.ts';
import { UI_LOCALES } from './src/contract/locales.ts';
import { ENTITY_LABELS_CHUNK, entityLabelsByLocale } from './src/i18n/labelsByLocale.ts';

/**
 * The console is served by our own server in production (dist/). In development Vite serves it
 * and forwards the API and the live channel to a server started on port 3001.
 */
const API = process.env.API_TARGET ?? 'http://localhost:3001';

const isShellModule = (id: string) => id.endsWith('/src/App.tsx') || id.includes('/src/shell/stages/');
/**
 * What the wait screen of a shell page reads before its first render (layout/ShellSkeleton,
 * layout/EarlyRows): the contracts and the access rule. The server preloads their chunks from the
 * document, so they come beside the entry, not after it has run. The entities' labels, cut by
 * language (labelsByLocale.ts), are preloaded with their language's catalogue instead, in the
 * language the browser asks for (localeChunks below, server/plugins/static.ts).
 */
const FIRST_SCREEN_MODULES = ['/src/registry/contracts.ts', '/src/lib/access.ts'];
const isFirstScreenModule = (id: string) => FIRST_SCREEN_MODULES.some((m) => id.endsWith(m));

/** Per UI language, the chunks of its catalogue (i18n/<locale>.ts) and of its entities' labels (labelsByLocale.ts). */
function localeChunks(bundle: Record<string, BundleChunk>): Record<string, LocaleChunks> {
  return Object.fromEntries(
    UI_LOCALES.map((locale) => [
      locale,
      {
        catalogue: moduleChunkFiles(bundle, (id) => id.endsWith(`/i18n/${locale}.ts`)),
        labels: moduleChunkFiles(bundle, (id) => id === ENTITY_LABELS_CHUNK(locale)),
      },
    ]),
  );
}

/**
 * Names the shell's chunk files in index.html, for src/shell/loadShell.ts to ask for them at once,
 * each resource's own chunks, for the page to ask for a screen's code as soon as it knows the
 * screen (src/shell/routeChunks.ts), and the first screen's chunks (the contracts and what the wait
 * screen reads with them), which the server preloads on the shell's pages (server/plugins/static.ts).
 */
function shellChunksMeta(): Plugin {
  return {
    name: 'borgo-shell-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const bundle = ctx.bundle as Record<string, BundleChunk>;
        const files = shellChunkFiles(bundle, isShellModule);
        return [
          { tag: 'meta', attrs: { name: SHELL_CHUNKS_META, content: files.join(' ') }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: RESOURCE_CHUNKS_META, content: JSON.stringify(resourceChunkFiles(bundle, isShellModule)) }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: CONTRACT_CHUNKS_META, content: moduleChunkFiles(bundle, isFirstScreenModule).join(' ') }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: LOCALE_CHUNKS_META, content: JSON.stringify(localeChunks(bundle)) }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * In development Vite serves index.html, so it adds the demo mark the server adds in production
 * (server/plugins/static.ts): the API behind it runs with the same DEMO setting (server/dev.ts).
 */
function devDemoMark(): Plugin {
  return {
    name: 'borgo-dev-demo-mark',
    apply: 'serve',
    transformIndexHtml: () => (process.env.DEMO === '0' ? [] : [{ tag: 'meta', attrs: { name: 'borgo-demo', content: '1' }, injectTo: 'head' }]),
  };
}

export default defineConfig({
  plugins: [
    react(),
    entityLabelsByLocale(fileURLToPath(new URL('.', import.meta.url))),
    shellChunksMeta(),
    devDemoMark(),
    // Brotli (best) and gzip copies of the built files: the server sends them as they are rather
    // than compressing every response again, and they are smaller than on-the-fly compression.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|html|json)$/, threshold: 1024 }),
  ],
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
  build: {
    // The shell is one large lazy chunk by design (react-admin); the public pages stay small.
    chunkSizeWarningLimit: 1600,
  },
});
