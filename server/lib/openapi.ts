import { z } from 'zod';

/**
 * The 200 of a route that sends a file, not JSON: its media types for the OpenAPI document. The
 * handler sends a Buffer, which Fastify does not serialize, so the schema only documents.
 */
export function fileDownload(description: string, mediaTypes: readonly string[]) {
  // Typed as the Buffer the handler sends; documented as the binary string OpenAPI calls a file.
  const schema = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer>;
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}
