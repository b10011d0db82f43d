import type { FastifyInstance } from 'fastify';
import { noteWrite } from '../audit/trail';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, zIdParam } from '../../src/lib/validation';
import { recordUpload } from '../data/uploads';
import { readImage } from '../lib/imageUpload';
import { imageSize } from '../lib/images';
import { fileUrl, storeThen } from '../lib/storage';
import { zEnvelope } from '../../src/contract/envelope';
import { zUploadedFile } from '../../src/contract/uploads';

/** The largest file any form takes (spec content §5: default image limit 5 MB); fields may ask less. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Step one of saving a form with images: the file arrives as multipart, is checked by its bytes
 * (not its name) with the rest of the request, and only then stored; the form then saves the record naming `data.name`, and the record's
 * route applies the field's own limits to it.
 */
export default async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v3/uploads',
    {
      config: { permission: [], audit: { entity: 'uploads', action: 'upload' } },
      schema: {
        tags: ['files'],
        summary: 'Upload an image for a form to name',
        consumes: ['multipart/form-data'],
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 201: zEnvelope(zUploadedFile) },
      },
    },
    async (request, reply) => {
      const { data, type } = await readImage(request, 'file', UPLOAD_MAX_BYTES);
      const size = imageSize(data, type);
      const name = await storeThen(app.storage, [{ data, extension: type }], async ([stored]) => {
        const id = await recordUpload(app.db, {
          name: stored,
          districtId: request.district!.id,
          userId: request.auth!.userId,
          type,
          size: data.length,
          width: size?.width ?? null,
          height: size?.height ?? null,
        });
        noteWrite(request, { recordId: id, after: { name: stored, type, size: data.length } });
        return stored;
      });
      reply.code(201);
      return { success: true as const, data: { name, url: fileUrl(name), type, size: data.length, width: size?.width ?? null, height: size?.height ?? null } };
    },
  );
}
