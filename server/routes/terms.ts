import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_LOCALES } from '../../src/lib/translations';
import { V, z, zId } from '../../src/lib/validation';
import { TERMS_TYPES, termsConditions } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/errors';
import { fileUrl } from '../lib/storage';

const TERMS_MAX_BYTES = 5 * 1024 * 1024;
type Files = Partial<Record<string, { stored_name: string; file_name: string }>>;

const toApi = (row: typeof termsConditions.$inferSelect) => ({
  id: row.id,
  type: row.type,
  files: Object.fromEntries(
    Object.entries(row.files as Files).map(([locale, f]) => [locale, { file_name: f!.file_name, file_url: fileUrl(f!.stored_name) }]),
  ),
  updated_at: row.updatedAt,
});

/**
 * Reads `type` and `file_<locale>` parts: each file must be a PDF (by its bytes) of at most 5 MB.
 * The district travels in the query string, where the guard reads it before the body is parsed.
 */
async function readTermsForm(request: FastifyRequest, app: FastifyInstance) {
  if (!request.isMultipart()) throw new HttpError(415, request.t('Errors.UnsupportedMediaType'));
  const files: Files = {};
  let type: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: TERMS_MAX_BYTES, files: CONTENT_LOCALES.length } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'type') type = String(part.value);
      continue;
    }
    const locale = part.fieldname.replace(/^file_/, '');
    const field = part.fieldname;
    if (!(CONTENT_LOCALES as readonly string[]).includes(locale)) throw unprocessable(request.t('Errors.InvalidRequest'), { [field]: [V.FieldUnknown] });
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, request.t('Errors.PayloadTooLarge'), { errors: { [field]: [V.FileTooLarge] } });
      throw err;
    });
    if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new HttpError(415, request.t('Errors.UnsupportedMediaType'), { errors: { [field]: [V.FieldInvalid] } });
    }
    files[locale] = { stored_name: await app.storage.save(data, 'pdf'), file_name: part.filename || `${locale}.pdf` };
  }
  return { files, type };
}

/** Terms and conditions per language (spec console §4): get, upload, update, delete. */
export default async function termsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const typeSchema = z.enum(TERMS_TYPES);
  const mine = (id: number, districtId: number) => and(eq(termsConditions.id, id), eq(termsConditions.districtId, districtId));

  app.get(
    '/api/v3/terms_conditions',
    { config: { permission: ['district_contents_view', 'district_contents_edit'] }, schema: { tags: ['district'], querystring: z.strictObject({ district_id: zId, type: typeSchema }) } },
    async (request) => {
      const [row] = await app.db.select().from(termsConditions)
        .where(and(eq(termsConditions.districtId, request.district!.id), eq(termsConditions.type, request.query.type)));
      return { success: true, data: row ? toApi(row) : null };
    },
  );

  app.post(
    '/api/v3/terms_conditions',
    { config: { permission: 'district_contents_add' }, schema: { tags: ['district'], consumes: ['multipart/form-data'], querystring: z.strictObject({ district_id: zId }) } },
    async (request, reply) => {
      const { files, type } = await readTermsForm(request, app);
      const parsedType = typeSchema.safeParse(type);
      if (!parsedType.success) throw unprocessable(request.t('Errors.InvalidRequest'), { type: [V.SelectAnOption] });
      if (Object.keys(files).length === 0) throw unprocessable(request.t('Errors.InvalidRequest'), { files: [V.FieldNotNull] });
      const [row] = await app.db
        .insert(termsConditions)
        .values({ districtId: request.district!.id, type: parsedType.data, files })
        .onConflictDoUpdate({ target: [termsConditions.districtId, termsConditions.type], set: { files, updatedAt: new Date() } })
        .returning();
      reply.code(201);
      return { success: true, message: request.t('Strings.Saved'), data: toApi(row) };
    },
  );

  app.put(
    '/api/v3/terms_conditions/:id',
    { config: { permission: 'district_contents_edit' }, schema: { tags: ['district'], consumes: ['multipart/form-data'], params: z.strictObject({ id: zId }), querystring: z.strictObject({ district_id: zId }) } },
    async (request) => {
      const [current] = await app.db.select().from(termsConditions).where(mine(request.params.id, request.district!.id));
      if (!current) throw notFound(request.t('Errors.NotFound'));
      const { files } = await readTermsForm(request, app);
      // Languages not sent keep their file.
      const merged = { ...(current.files as Files), ...files };
      const [row] = await app.db.update(termsConditions).set({ files: merged, updatedAt: new Date() }).where(eq(termsConditions.id, current.id)).returning();
      return { success: true, message: request.t('Strings.Saved'), data: toApi(row) };
    },
  );

  app.delete(
    '/api/v3/terms_conditions/:id',
    { config: { permission: 'district_contents_delete' }, schema: { tags: ['district'], params: z.strictObject({ id: zId }), querystring: z.strictObject({ district_id: zId }) } },
    async (request) => {
      const [row] = await app.db.delete(termsConditions).where(mine(request.params.id, request.district!.id)).returning({ id: termsConditions.id });
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, message: request.t('Strings.Deleted'), data: { id: row.id } };
    },
  );
}
