import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zErrorEnvelope } from '../../src/contract/envelope';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Submit', PUT: 'Update', PATCH: 'Change', DELETE: 'Delete' };

/** `/api/v3/visitors/:id/guests/:guestId/confirm` → `visitors/{id}/guests/{guestId}/confirm`. */
const shortPath = (url: string) => url.replace(/^\/api\/v3\//, '').replace(/:(\w+)/g, '{$1}');

/** A summary for a route that wrote none: the verb and the path ("Read visitors/{id}"). */
export const fallbackSummary = (method: string, url: string) => `${VERBS[method] ?? method} ${shortPath(url)}`;

/** Unique per method and path: `GET /api/v3/visitors/:id/guests` → `getVisitorsByIdGuests`. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v3\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_]/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** Every refusal shares one envelope, so every operation documents it once, as `4XX`. */
const errorResponse = {
  description: 'The request was refused: `{ success: false, message, errors? }`.',
  ...z.toJSONSchema(zErrorEnvelope, { target: 'openapi-3.0' }),
};

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`, and zod writes `A | B | null` as `anyOf` plus
 * `nullable`: when every branch has the same type, that type goes beside them. Mutates the
 * transform's own fresh output.
 */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions);
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.nullable === true && o.type === undefined && Array.isArray(o.anyOf)) {
    const types = new Set(o.anyOf.map((branch: { type?: unknown }) => branch.type));
    const [only] = types;
    if (types.size === 1 && typeof only === 'string') o.type = only;
  }
  Object.values(o).forEach(typeNullableUnions);
}

/**
 * The zod → JSON Schema transform, plus what every operation should carry and a route may leave
 * out: a summary (routes of resources/* without one get one from the method and path), an
 * operationId, and the error response.
 */
function transform(input: TransformInput): { schema: FastifySchema; url: string } {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as (FastifySchema & { summary?: string; operationId?: string; hide?: boolean }) | undefined;
  if (!schema || schema.hide) return out;
  typeNullableUnions(schema);
  const method = [input.route.method].flat()[0];
  const response = schema.response as Record<string, unknown> | undefined;
  return {
    ...out,
    schema: {
      ...schema,
      summary: schema.summary ?? fallbackSummary(method, input.url),
      operationId: schema.operationId ?? operationId(method, input.url),
      ...(response ? { response: { ...response, '4XX': errorResponse } } : {}),
    },
  };
}

/** The contract, generated from the route schemas, at /api/v3/openapi.json. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Borgo API',
        version: '3.0.0',
        description: 'The /api/v3 contract of the Borgo console.',
        // The project is private (package.json): the document says so rather than leave it unsaid.
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document.' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform,
    hideUntagged: false,
  });
  app.get('/api/v3/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
