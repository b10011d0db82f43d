import type { FastifyRequest } from 'fastify';
import { V } from '../../src/lib/validation';
import { HttpError, unprocessable } from './errors';
import { imageType } from './storage';

/**
 * Reads the one image of a multipart request from `field`: 415 when it is not multipart or not a
 * PNG/JPEG by its bytes, 413 over `maxBytes`, each with the field's error key for the form.
 */
export async function readImage(request: FastifyRequest, field: string, maxBytes: number) {
  const fail = (status: number, message: string, key: string) => new HttpError(status, message, { errors: { [field]: [key] } });
  if (!request.isMultipart()) throw fail(415, request.t('Errors.UnsupportedMediaType'), V.NoImage);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) throw unprocessable(request.t('Errors.InvalidRequest'), { [field]: [V.NoImage] });
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, request.t('Errors.PayloadTooLarge'), V.FileTooLarge);
    throw err;
  });
  const type = imageType(data);
  if (!type) throw fail(415, request.t('Errors.UnsupportedMediaType'), V.FileNotImage);
  return { data, type };
}
