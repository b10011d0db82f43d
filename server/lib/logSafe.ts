import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { withoutSignature } from './fileLinks';

/** What a database error may show in the log: where it came from, never the values it carried. */
const CAUSE_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint'] as const;

/** A stack's frames without its heading, which repeats the message (and so the parameters). */
const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * The log's error serializer: as pino's, except that a failed query is logged by its SQL text and
 * the database's error code, without its bound parameters (e-mails, names, hashes) nor the
 * database's `detail` ("Key (email)=(…) already exists") — OWASP ASVS 7.1.1.
 */
export function serializeError(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof DrizzleQueryError)) return stdSerializers.err(err);
  const cause = (err.cause ?? {}) as Record<string, unknown>;
  const safeCause = Object.fromEntries(CAUSE_FIELDS.filter((k) => cause[k] !== undefined).map((k) => [k, cause[k]]));
  return {
    type: 'DrizzleQueryError',
    message: 'Failed query',
    query: err.query,
    params: `${err.params.length} redacted`,
    cause: safeCause,
    stack: frames(err.stack),
  };
}

/**
 * The log's request serializer: Fastify's own fields, with the URL's file-link signature redacted
 * (a signed link opens a private file until it lapses: the log must not hand it to its readers).
 */
export function serializeRequest(req: FastifyRequest) {
  const version = req.headers['accept-version'];
  return {
    method: req.method,
    url: withoutSignature(req.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
