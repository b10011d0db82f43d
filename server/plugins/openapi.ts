import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The contract, generated from the route schemas, at /api/v3/openapi.json. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Borgo API', version: '3.0.0', description: 'The /api/v3 contract of the Borgo console.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  app.get('/api/v3/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
