import type { FastifyRequest } from 'fastify';
import { fileProblem, problemStatus, ruleArgs, sniffFileType, type FileFacts, type FileRule, type FileType } from '../../src/contract/fileRules';
import { V } from '../../src/lib/validation';
import { zipEntryTypes } from '../../src/lib/zipImages';
import { HttpError, unprocessable } from './errors';
import { imageSize } from './images';
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

/** A zip may expand to this many times its field's limit at most (declared sizes): a bomb is refused unread. */
const ZIP_EXPANSION = 4;

/** What the server reads of a file's bytes: its kind, its pixels, a zip's entries. */
export function factsOf(data: Buffer, rule: FileRule): FileFacts & { type: FileType | null } {
  const type = sniffFileType(data.subarray(0, 16));
  const facts: FileFacts = { type, size: data.length };
  if (type === 'png' || type === 'jpg') {
    const size = imageSize(data, type);
    return { ...facts, width: size?.width ?? null, height: size?.height ?? null };
  }
  if (type === 'zip' && rule.types.includes('zip')) {
    const entries = zipEntryTypes(data, rule.maxBytes * ZIP_EXPANSION);
    return entries === null ? { ...facts, type: null } : { ...facts, entries };
  }
  return facts;
}

/**
 * Reads the one file of a multipart request from `field` and checks it against the field's rule on
 * its bytes: 413 over the rule's size (the form stops being read there), 415 of a kind the rule
 * does not take (by its magic numbers, whatever its name says), 422 for a zip of anything but
 * images or an image of other pixels, each with the field's error key. Nothing is stored here.
 */
export async function readUpload(request: FastifyRequest, field: string, rule: FileRule) {
  if (!request.isMultipart()) throw new HttpError(415, request.t('Errors.UnsupportedMediaType'), { errors: { [field]: [V.NoImage] } });
  const file = (await readForm(request, { files: [field], maxFileBytes: rule.maxBytes })).files[field];
  if (!file) throw unprocessable(request.t('Errors.InvalidRequest'), { [field]: [V.NoImage] });
  const facts = factsOf(file.data, rule);
  const problem = fileProblem(rule, facts);
  if (problem) {
    const status = problemStatus(problem);
    const message =
      status === 413 ? request.t('Errors.PayloadTooLarge') : status === 415 ? request.t('Errors.UnsupportedMediaType') : request.t(problem, ruleArgs(rule));
    throw new HttpError(status, message, { errors: { [field]: [problem] } });
  }
  return { data: file.data, type: facts.type as FileType, facts };
}
