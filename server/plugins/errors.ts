import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { V } from '../../src/lib/validation';
import { HttpError } from '../lib/errors';

interface Limits {
  minimum?: number | bigint;
  maximum?: number | bigint;
}
interface ZodIssueLike {
  instancePath: string;
  message: string;
  keyword: string;
  params: { keys?: string[]; params?: Limits } & Limits;
}

/**
 * Field errors keyed by the field's dotted path, each a list of catalogue keys, and the numbers
 * some messages quote ("at least %{min} characters") as `args` per field.
 */
export function fieldErrors(issues: ZodIssueLike[]) {
  // Keyed by field names the caller chose (`toString`, `__proto__`): objects with no prototype to collide with.
  const errors: Record<string, string[]> = Object.create(null);
  const args: Record<string, { min?: number; max?: number }> = Object.create(null);
  const add = (field: string, key: string) => {
    const list = (errors[field || '_'] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params.keys ?? []) add(path ? `${path}.${key}` : key, V.FieldUnknown);
      continue;
    }
    add(path, issue.message.startsWith('Validations.') ? issue.message : V.FieldInvalid);
    // Custom issues (per-language fields) carry the inner rule's limits in `params`.
    const limits = issue.params.params ?? issue.params;
    if (limits.minimum !== undefined) (args[path || '_'] ??= {}).min = Number(limits.minimum);
    if (limits.maximum !== undefined) (args[path || '_'] ??= {}).max = Number(limits.maximum);
  }
  return { errors, args };
}

/**
 * Every failure leaves as the contract's envelope `{ success: false, message, ... }`. Fastify's
 * own client errors keep their 4xx status; only a true fault is a 500, and it is logged.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && typeof error.extra.retry_after === 'number') {
        reply.header('retry-after', String(error.extra.retry_after));
      }
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { errors, args } = fieldErrors(error.validation as unknown as ZodIssueLike[]);
      return reply.code(422).send({
        success: false,
        message: request.t('Errors.InvalidRequest'),
        errors,
        ...(Object.keys(args).length ? { error_args: args } : {}),
      });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(422).send({ success: false, message: request.t('Errors.InvalidRequest'), errors: { _: [V.FieldInvalid] } });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.code(413).send({ success: false, message: request.t('Errors.PayloadTooLarge') });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(415).send({ success: false, message: request.t('Errors.UnsupportedMediaType') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: request.t('Errors.InternalServerError') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: request.t('Errors.NotFound') });
  });
});
