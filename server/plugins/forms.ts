import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { discardRest } from '../lib/discardRest';
import { bodySizeFor, boundedParts, FORM_LIMITS } from '../lib/formLimits';

const isForm = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Multipart forms, bounded for every route that reads one: busboy's limits (FORM_LIMITS, which a
 * route may tighten), the whole body's size (`boundedParts`), and nothing parsed after the answer.
 * A route that answers before the form has all come (a refusal: a part it does not take, a
 * permission, a quota, a limit) leaves the rest unread: busboy is unhooked, so it parses and
 * keeps nothing more, and the rest is dropped up to the form's size, then the connection ends
 * (`discardRest`). Before, busboy went on parsing to the end and queued every field the route no
 * longer asked for, in memory, or the connection hung on a file part nobody read.
 */
export default fp(async function forms(app: FastifyInstance) {
  await app.register(multipart, { limits: FORM_LIMITS });

  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.parts = boundedParts(request, request.parts);
  });

  app.addHook('onSend', async (request, reply) => {
    if (isForm(request) && !request.raw.readableEnded) discardRest(request.raw, reply.raw, bodySizeFor(request));
  });
});
