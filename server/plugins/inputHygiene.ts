import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { V } from '../../src/lib/validation';
import { unprocessable } from '../lib/errors';

/** Far deeper than any body the console sends (translations → one language → a field is 3). */
export const MAX_DEPTH = 32;

/**
 * A NUL character, or half of a surrogate pair: PostgreSQL stores neither (text refuses the
 * first, text and jsonb refuse both as JSON escapes), so a string holding one fails in the
 * database, as a 500, wherever it is written or compared.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path of the first place in a value no route should read: a string (value or key) PostgreSQL
 * cannot store, or nesting deeper than MAX_DEPTH (reported at its top-level field); null when
 * there is none. Iterative, and it stops at the limit: a body may be nested 100,000 deep.
 */
export function firstHostile(value: unknown): string[] | null {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorable(v)) return path;
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (path.length >= MAX_DEPTH) return path.slice(0, 1);
    for (const key of Object.keys(v)) {
      if (unstorable(key)) return path;
      stack.push([(v as Record<string, unknown>)[key], [...path, key]]);
    }
  }
  return null;
}

const refuse = (request: FastifyRequest, path: readonly string[]) =>
  unprocessable(request.t('Errors.InvalidRequest'), { [path.join('.') || '_']: [V.FieldInvalid] });

/** A form's parts checked as the route reads them: the name, the file name and a field's text. */
function checkedParts(request: FastifyRequest, parts: FastifyRequest['parts']): FastifyRequest['parts'] {
  return async function* (options) {
    for await (const part of parts.call(request, options) as AsyncIterable<Multipart>) {
      const texts = [part.fieldname, part.type === 'file' ? part.filename : String(part.value)];
      if (texts.some(unstorable)) throw refuse(request, unstorable(part.fieldname) ? [] : [part.fieldname]);
      yield part;
    }
  };
}

/**
 * One input-hygiene step for every route, before its schema or handler reads anything: path
 * parameters, the query and the body (keys and values, at any depth) may hold no string PostgreSQL
 * cannot store, and a JSON body no nesting deeper than MAX_DEPTH (zod and `Number()` recurse into
 * a value, and overflow the stack thousands of levels down). A form is a stream its route reads
 * itself, through `request.parts()` (server/lib/multipart.ts): its parts are checked there, as
 * they are read. Refused with the contract's 422 on the field, after the guard: a caller without
 * access still learns nothing of the input's shape.
 */
export default fp(async function inputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = firstHostile(part);
      if (path) throw refuse(request, path);
    }
    if (request.isMultipart()) request.parts = checkedParts(request, request.parts);
  });
});
