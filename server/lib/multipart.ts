import type { FastifyRequest } from 'fastify';
import { V } from '../../src/lib/validation';
import { HttpError, unprocessable } from './errors';
import { bodySizeOf, FORM_LIMITS, type FormLimits } from './formLimits';

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
 * The limits of the form `rules` describe (busboy's, and the body's: server/lib/formLimits.ts).
 * One part more than the form takes, of either kind, reaches the loop, where it is refused by name
 * rather than by count; the body may hold the form's own parts at their largest, and the head of
 * that one more.
 */
function limitsOf(rules: FormRules): FormLimits {
  const files = rules.files.length;
  const fields = rules.fields?.length ?? 0;
  const counts = { ...FORM_LIMITS, fileSize: rules.maxFileBytes, files: files + 1, fields: fields + 1, parts: files + fields + 1 };
  return { ...counts, bodySize: bodySizeOf({ ...counts, files, fields }) };
}

/**
 * Reads a whole multipart form into memory before anything is stored, so a request refused for any
 * of its parts (a field not in `rules`, a field twice, a file too large) leaves no file behind.
 * Memory stays bounded: each allowed file at most once, each at most `maxFileBytes`, each text
 * at most FORM_LIMITS.fieldSize, and the bytes read at most what those parts hold.
 */
export async function readForm(request: FastifyRequest, rules: FormRules): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(415, request.t('Errors.UnsupportedMediaType'));
  const form: Form = { fields: {}, files: {} };
  const refuse = (field: string, key: string) => unprocessable(request.t('Errors.InvalidRequest'), { [field]: [key] });
  const tooLong = (field: string) => new HttpError(413, request.t('Errors.PayloadTooLarge'), { errors: { [field]: [V.FieldInvalid] } });
  const limits = limitsOf(rules);
  try {
    for await (const part of request.parts({ limits })) {
      const field = part.fieldname;
      if (part.type === 'field') {
        // busboy cuts a value (or a name) over its limit and says so: a cut value is not the one sent.
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLong(field);
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
    // Over the body's bound (Content-Length, or the bytes as they came): what makes a form that
    // large is its file, so the refusal says so on the file's field when the form has one file.
    if (err instanceof HttpError && err.statusCode === 413 && !err.extra.errors) {
      throw new HttpError(413, err.message, { errors: { [rules.files.length === 1 ? rules.files[0] : '_']: [V.FileTooLarge] } });
    }
    if (LIMIT_CODES.has((err as { code?: string }).code ?? '')) throw new HttpError(413, request.t('Errors.PayloadTooLarge'));
    // A form cut short (its closing boundary never came) is the client's fault, not a fault of ours.
    if (/unexpected end of multipart data/i.test((err as Error).message)) throw refuse('_', V.FieldInvalid);
    throw err;
  }
  return form;
}
