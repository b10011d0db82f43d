import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const YEAR = 365 * 24 * 3600;

/**
 * Serves the built console from `dist/`: hashed assets for a year (their name changes with their
 * content), index.html never cached, and every other non-API path answered with index.html so
 * the browser router owns `/backend/...`. Files go compressed as the build stored them.
 */
export default fp(async function console_(app: FastifyInstance, opts: { distDir: string }) {
  const root = resolve(opts.distDir);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'console not built: only the API is served');
    return;
  }
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
