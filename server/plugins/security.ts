import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Outer layer: security headers and compression. No CORS plugin is registered on purpose: the
 * console is served from the same origin, and no other origin may call the API from a browser.
 */
export default fp(async function security(app: FastifyInstance) {
  // Helmet's middleware, built once: @fastify/helmet built it again on every request (the whole
  // configuration parsed, the policy written out: 16 µs a call, issue 12 §3). The headers are the
  // same for every answer (no per-request nonce), so one middleware serves them all.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)));
  await app.register(compress, { threshold: 1024 });
  // An API answer is one user's data (the login's even holds a token): no cache, shared or the
  // browser's, keeps it (OWASP ASVS 8.2.1). A route that serves a public file sets its own.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
