import type { FastifyRequest } from 'fastify';
import { V } from '../../src/lib/validation';
import { HttpError, unprocessable } from './errors';
import { readForm } from './multipart';
import { imageType } from './storage';

/**
 * Reads the one image of a multipart request from `field`, the form's only part: 415 when it is not
 * multipart or not a PNG/JPEG by its bytes, 413 over `maxBytes`, 422 for any other part, each with
 * the field's error key for the form. Nothing is stored here: the caller stores what passed.
 */
export async function readImage(request: FastifyRequest, field: string, maxBytes: number) {
  const fail = (status: number, message: string, key: string) => new HttpError(status, message, { errors: { [field]: [key] } });
  if (!request.isMultipart()) throw fail(415, request.t('Errors.UnsupportedMediaType'), V.NoImage);
  const file = (await readForm(request, { files: [field], maxFileBytes: maxBytes })).files[field];
  if (!file) throw unprocessable(request.t('Errors.InvalidRequest'), { [field]: [V.NoImage] });
  const type = imageType(file.data);
  if (!type) throw fail(415, request.t('Errors.UnsupportedMediaType'), V.FileNotImage);
  return { data: file.data, type };
}
