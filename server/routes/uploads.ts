import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { V, z, zId } from '../../src/lib/validation';
import { uploads } from '../db/schema';
import { HttpError, unprocessable } from '../lib/errors';
import { imageSize } from '../lib/images';
import { fileUrl, imageType } from '../lib/storage';

/** The largest file any form takes (spec content §5: default image limit 5 MB); fields may ask less. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Step one of saving a form with images: the file arrives as multipart, is checked by its bytes
 * (not its name) and stored; the form then saves the record naming `data.name`, and the record's
 * route applies the field's own limits to it.
 */
export default async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v3/uploads',
    {
      config: { permission: [] },
      schema: { tags: ['files'], consumes: ['multipart/form-data'], querystring: z.strictObject({ district_id: zId }) },
    },
    async (request, reply) => {
      const fail = (status: number, message: string, key: string) => new HttpError(status, message, { errors: { file: [key] } });
      if (!request.isMultipart()) throw fail(415, request.t('Errors.UnsupportedMediaType'), V.NoImage);
      const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'file') throw unprocessable(request.t('Errors.InvalidRequest'), { file: [V.NoImage] });
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, request.t('Errors.PayloadTooLarge'), V.FileTooLarge);
        throw err;
      });
      const type = imageType(data);
      if (!type) throw fail(415, request.t('Errors.UnsupportedMediaType'), V.FileNotImage);
      const size = imageSize(data, type);
      const name = await app.storage.save(data, type);
      await app.db.insert(uploads).values({
        name,
        districtId: request.district!.id,
        userId: request.auth!.userId,
        type,
        size: data.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
      });
      reply.code(201);
      return { success: true, data: { name, url: fileUrl(name), type, size: data.length, width: size?.width ?? null, height: size?.height ?? null } };
    },
  );
}
