import type { FastifyRequest } from 'fastify';
import { V } from '../../src/lib/validation';
import { HttpError, unprocessable } from './errors';

export interface FormFile {
  filename: string;
  data: Buffer;
}

export interface Form {
  fields: Partial<Record<string, string>>;
  files: Partial<Record<string, FormFile>>;
}

export interface FormRules {
  /** The text fields the form may carry, each at most once. */
  fields?: readonly string[];
  /** The file fields the form may carry, each at most once. */
  files: readonly string[];
  maxFileBytes: number;
}

/** busboy's count limits, raised between parts; ours refuse first, these are the backstop. */
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a whole multipart form into memory before anything is stored, so a request refused for any
 * of its parts (a field not in `rules`, a field twice, a file too large) leaves no file behind.
 * Memory stays bounded: each allowed file at most once, each at most `maxFileBytes`.
 */
export async function readForm(request: FastifyRequest, rules: FormRules): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(415, request.t('Errors.UnsupportedMediaType'));
  const form: Form = { fields: {}, files: {} };
  const refuse = (field: string, key: string) => unprocessable(request.t('Errors.InvalidRequest'), { [field]: [key] });
  // One file more than allowed reaches the loop, where it is refused by name rather than by count.
  const limits = { fileSize: rules.maxFileBytes, files: rules.files.length + 1 };
  try {
    for await (const part of request.parts({ limits })) {
      const field = part.fieldname;
      if (part.type === 'field') {
        if (!rules.fields?.includes(field)) throw refuse(field, V.FieldUnknown);
        if (form.fields[field] !== undefined) throw refuse(field, V.FieldInvalid);
        form.fields[field] = String(part.value);
        continue;
      }
      if (!rules.files.includes(field)) throw refuse(field, V.FieldUnknown);
      if (form.files[field]) throw refuse(field, V.FieldInvalid);
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, request.t('Errors.PayloadTooLarge'), { errors: { [field]: [V.FileTooLarge] } });
        throw err;
      });
      form.files[field] = { filename: part.filename, data };
    }
  } catch (err) {
    if (LIMIT_CODES.has((err as { code?: string }).code ?? '')) throw new HttpError(413, request.t('Errors.PayloadTooLarge'));
    throw err;
  }
  return form;
}
