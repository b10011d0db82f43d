import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * What one multipart form may hold. busboy's own defaults are for any form on the web: text
 * fields of 1 MiB each, as many fields as come, 1,000 parts (@fastify/multipart), 2,000 header
 * pairs a part. Ours carry one to three files and a short word or two.
 */
export interface FormLimits {
  fieldNameSize: number;
  /** Bytes of one text field: a longer value is cut (busboy) and refused (readForm). */
  fieldSize: number;
  fields: number;
  fileSize: number;
  files: number;
  parts: number;
  headerPairs: number;
  /** Bytes of one part's headers (busboy reads `headerSize`, though the typings omit it). */
  headerSize: number;
  /**
   * Bytes of the whole body. busboy bounds what it keeps of a part, not what it reads: it reads
   * a cut field, a cut file, the preamble and the epilogue to their end. Not a busboy limit: the
   * request stops here (`boundedParts`).
   */
  bodySize: number;
}

/** The most a part's head takes beside its headers: the boundary line and the blank line. */
const PART_FRAMING = 256;
const MIB = 1024 * 1024;

/** What the largest form a route may read is made of: a file of 5 MB per content language (terms). */
const LIMITS_FOR_ANY_FORM = { fieldNameSize: 100, fieldSize: 1024, fields: 4, fileSize: 5 * MIB, files: 4, parts: 8, headerPairs: 8, headerSize: 4096 };

/** The most bytes a form of these counts and sizes can take, its framing included. */
export const bodySizeOf = (l: Omit<FormLimits, 'bodySize'>) => l.files * l.fileSize + l.fields * l.fieldSize + l.parts * (l.headerSize + PART_FRAMING);

/**
 * The limits of every form (the @fastify/multipart registration): a route that reads parts itself
 * gets these; readForm asks tighter ones for its form.
 */
export const FORM_LIMITS: FormLimits = { ...LIMITS_FOR_ANY_FORM, bodySize: bodySizeOf(LIMITS_FOR_ANY_FORM) };

const tooLarge = (request: FastifyRequest) => new HttpError(413, request.t('Errors.PayloadTooLarge'));

/** The body size the route's form asked (its reading), by request. */
const askedBodySize = new WeakMap<FastifyRequest, number>();

/** What a form's request may carry: what its route asked when it read the form, else what any form may. */
export const bodySizeFor = (request: FastifyRequest) => askedBodySize.get(request) ?? FORM_LIMITS.bodySize;

/**
 * `request.parts` that stops at `limits.bodySize` bytes (FORM_LIMITS' unless the call asks
 * less): refused at once when Content-Length says more, or, when the bytes run over, the pending
 * part and the iteration fail with a 413 and busboy is fed nothing more (what is left is then
 * dropped: server/plugins/forms.ts).
 */
export function boundedParts(request: FastifyRequest, parts: FastifyRequest['parts']): FastifyRequest['parts'] {
  return async function* (options) {
    const cap = { ...FORM_LIMITS, ...(options?.limits as Partial<FormLimits> | undefined) }.bodySize;
    askedBodySize.set(request, cap);
    if (Number(request.headers['content-length']) > cap) throw tooLarge(request);
    const iterator = parts.call(request, options);
    let current: Multipart | undefined;
    let received = 0;
    let fail: (err: Error) => void = () => undefined;
    const overflow = new Promise<never>((_, reject) => (fail = reject));
    overflow.catch(() => undefined);
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= cap) return;
      request.raw.off('data', count);
      request.raw.unpipe();
      const err = tooLarge(request);
      // A file being read ends with the error; a wait for the next part ends below.
      if (current?.type === 'file') current.file.destroy(err);
      fail(err);
    };
    try {
      // The first call pipes the request into busboy; counting starts on the same tick, so it sees every byte busboy does.
      const first = iterator.next();
      request.raw.on('data', count);
      for (let next = await Promise.race([first, overflow]); !next.done; next = await Promise.race([iterator.next(), overflow])) {
        current = next.value;
        yield current;
      }
    } finally {
      request.raw.off('data', count);
    }
  };
}
