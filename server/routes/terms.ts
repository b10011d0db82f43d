import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteWrite } from '../audit/trail';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_LOCALES } from '../../src/lib/translations';
import { V, z, zIdParam } from '../../src/lib/validation';
import { TERMS_TYPES } from '../db/schema';
import { deleteTerms, loadTerms, saveTerms, termsOfType, updateTermsFiles, type TermsFiles, type TermsRow } from '../data/terms';
import { HttpError, notFound, unprocessable } from '../lib/errors';
import { readForm } from '../lib/multipart';
import { fileUrl, storeThen } from '../lib/storage';
import { zEnvelope } from '../../src/contract/envelope';
import { zDeleted } from '../../src/contract/records';

const TERMS_MAX_BYTES = 5 * 1024 * 1024;
const typeSchema = z.enum(TERMS_TYPES);

const toApi = (row: TermsRow) => ({
  id: row.id,
  type: row.type,
  files: Object.fromEntries(Object.entries(row.files).map(([locale, f]) => [locale, { file_name: f!.file_name, file_url: fileUrl(f!.stored_name) }])),
  updated_at: row.updatedAt.toISOString(),
});

/** The terms of one type: per language, the file's original name and its address. */
const zTerms = z.object({
  id: z.number().int(),
  type: typeSchema,
  files: z.record(z.string(), z.object({ file_name: z.string(), file_url: z.string() })),
  updated_at: z.string(),
});

const FILE_FIELDS = CONTENT_LOCALES.map((locale) => `file_${locale}`);

/**
 * Reads and checks the whole form before anything is stored: `file_<locale>` parts, each a PDF (by
 * its bytes) of at most 5 MB; when `creating`, the `type` field and at least one file (an update
 * may send none: the console saves an unchanged dialog so). Any other part is refused.
 * The district travels in the query string, where the guard reads it before the body is parsed.
 */
async function readTermsForm(request: FastifyRequest, creating: boolean) {
  const form = await readForm(request, { fields: creating ? ['type'] : [], files: FILE_FIELDS, maxFileBytes: TERMS_MAX_BYTES });
  const notPdf = Object.entries(form.files)
    .filter(([, f]) => f!.data.subarray(0, 5).toString('latin1') !== '%PDF-')
    .map(([field]) => [field, [V.FieldInvalid]]);
  if (notPdf.length > 0) throw new HttpError(415, request.t('Errors.UnsupportedMediaType'), { errors: Object.fromEntries(notPdf) });
  const type = typeSchema.safeParse(form.fields.type);
  const errors: Record<string, string[]> = {};
  if (creating && !type.success) errors.type = [V.SelectAnOption];
  if (creating && Object.keys(form.files).length === 0) errors.files = [V.FieldNotNull];
  if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
  const files = Object.entries(form.files).map(([field, f]) => {
    const locale = field.replace(/^file_/, '');
    return { locale, data: f!.data, extension: 'pdf', file_name: f!.filename || `${locale}.pdf` };
  });
  return { files, type: type.data };
}

/** The stored names beside the names the files came with, per language. */
const storedFiles = (files: { locale: string; file_name: string }[], names: string[]): TermsFiles =>
  Object.fromEntries(files.map((f, i) => [f.locale, { stored_name: names[i], file_name: f.file_name }]));

/** Terms and conditions per language (spec console §4): get, upload, update, delete. */
export default async function termsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v3/terms_conditions',
    {
      config: { permission: ['district_contents_view', 'district_contents_edit'] },
      schema: {
        tags: ['district'],
        summary: 'Read the terms and conditions of one type',
        querystring: z.strictObject({ district_id: zIdParam, type: typeSchema }),
        response: { 200: zEnvelope(zTerms.nullable()) },
      },
    },
    async (request) => {
      const row = await termsOfType(app.db, request.district!.id, request.query.type);
      return { success: true as const, data: row ? toApi(row) : null };
    },
  );

  app.post(
    '/api/v3/terms_conditions',
    {
      config: { permission: 'district_contents_add', audit: { entity: 'terms_conditions', action: 'create' } },
      schema: {
        tags: ['district'],
        summary: 'Upload the terms and conditions of one type',
        consumes: ['multipart/form-data'],
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 201: zEnvelope(zTerms) },
      },
    },
    async (request, reply) => {
      const { files, type } = await readTermsForm(request, true);
      // The district's terms of that type, which the upload replaces (saveTerms upserts): then it is an update.
      const current = await termsOfType(app.db, request.district!.id, type!);
      const row = await storeThen(app.storage, files, async (names) => {
        return saveTerms(app.db, request.district!.id, type!, storedFiles(files, names));
      });
      noteWrite(request, { recordId: row.id, before: current && toApi(current), after: toApi(row), action: current ? 'update' : 'create' });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data: toApi(row) };
    },
  );

  app.put(
    '/api/v3/terms_conditions/:id',
    {
      config: { permission: 'district_contents_edit', audit: { entity: 'terms_conditions', action: 'update' } },
      schema: {
        tags: ['district'],
        summary: 'Replace files of the terms and conditions',
        consumes: ['multipart/form-data'],
        params: z.strictObject({ id: zIdParam }),
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zEnvelope(zTerms) },
      },
    },
    async (request) => {
      const current = await loadTerms(app.db, request.params.id, request.district!.id);
      if (!current) throw notFound(request.t('Errors.NotFound'));
      const { files } = await readTermsForm(request, false);
      const row = await storeThen(app.storage, files, async (names) => {
        // Languages not sent keep their file.
        const written = await updateTermsFiles(app.db, current.id, request.district!.id, { ...current.files, ...storedFiles(files, names) });
        // Deleted meanwhile: the new files go back with the refusal.
        if (!written) throw notFound(request.t('Errors.NotFound'));
        return written;
      });
      noteWrite(request, { recordId: row.id, before: toApi(current), after: toApi(row) });
      return { success: true as const, message: request.t('Strings.Saved'), data: toApi(row) };
    },
  );

  app.delete(
    '/api/v3/terms_conditions/:id',
    {
      config: { permission: 'district_contents_delete', audit: { entity: 'terms_conditions', action: 'delete' } },
      schema: {
        tags: ['district'],
        summary: 'Delete the terms and conditions',
        params: z.strictObject({ id: zIdParam }),
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zDeleted },
      },
    },
    async (request) => {
      const before = await loadTerms(app.db, request.params.id, request.district!.id);
      const id = await deleteTerms(app.db, request.params.id, request.district!.id);
      if (id === null) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, before: before && toApi(before) });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id } };
    },
  );
}
