import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteWrite } from '../audit/trail';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EntityContract } from '../../src/contract/entity';
import { DEFAULT_IMAGE_RULE } from '../../src/contract/fileRules';
import { uploadPurposes, uploadRules } from '../../src/contract/uploadPurpose';
import { holds } from '../../src/lib/permissions';
import { V, z, zIdParam } from '../../src/lib/validation';
import { recentUploads, recordUploadWithin } from '../data/uploads';
import { forbidden, HttpError } from '../lib/errors';
import { readUpload } from '../lib/imageUpload';
import { fileUrl, storeThen } from '../lib/storage';
import { privateFileUrl } from '../lib/fileLinks';
import { zEnvelope } from '../../src/contract/envelope';
import { zUploadedFile } from '../../src/contract/uploads';

export interface UploadRoutesOptions {
  /** The entities whose image fields are the purposes an upload may name. */
  contracts: readonly EntityContract[];
}

/** 429 on the file: the user's uploads of the last 24 hours have reached the quota. */
const overQuota = (request: FastifyRequest, quotaBytes: number, freesInSeconds: number) =>
  new HttpError(429, request.t('Errors.UploadQuotaExceeded', { mb: Math.round((quotaBytes / (1024 * 1024)) * 100) / 100 }), {
    retry_after: freesInSeconds,
    errors: { file: [V.UploadQuotaExceeded] },
  });

/**
 * Step one of saving a form with images: the file arrives as multipart, is checked by its bytes
 * (not its name) against the field's rule (its contract's `fileRules`: kinds, size, pixels, a
 * zip's entries) with the rest of the request, and only then stored; the form then saves the
 * record naming `data.name`, and the record's route checks the upload against the field again. The upload names its purpose, the image field it is
 * for (`categories.category_icon`), and is taken only from a user who may write that entity in the
 * district, within a quota of bytes per user and day (`UPLOAD_QUOTA_MB_PER_DAY`). Everything
 * that can refuse it without the file is checked before the file is read.
 */
export default async function uploadRoutes(fastify: FastifyInstance, opts: UploadRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const purposes = uploadPurposes(opts.contracts);
  // Each purpose's own limits (its contract's fileRules): size, kinds, pixels, a zip's entries.
  const rules = uploadRules(opts.contracts);
  // Whoever may write no entity with images is refused by the guard, before the query is read.
  const anyWriter = [...new Set([...purposes.values()].flat())];
  app.post(
    '/api/v3/uploads',
    {
      config: { permission: anyWriter, audit: { entity: 'uploads', action: 'upload' } },
      schema: {
        tags: ['files'],
        summary: 'Upload an image for a form to name',
        description: 'purpose: the image field the file is for, `<entity>.<field>`; it needs a permission to add or edit that entity.',
        consumes: ['multipart/form-data'],
        querystring: z.strictObject({ district_id: zIdParam, purpose: z.enum([...purposes.keys()] as [string, ...string[]]) }),
        response: { 201: zEnvelope(zUploadedFile) },
      },
    },
    async (request, reply) => {
      const needed = purposes.get(request.query.purpose)!;
      if (!holds(request.district!.permissions, needed)) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: needed.join(' | ') }), { permission: needed });
      }
      const quota = { userId: request.auth!.userId, bytes: app.config.uploadQuotaBytesPerDay };
      const recent = await recentUploads(app.db, quota.userId);
      if (recent.bytes >= quota.bytes) throw overQuota(request, quota.bytes, recent.freesInSeconds);
      const { data, type, facts } = await readUpload(request, 'file', rules.get(request.query.purpose) ?? DEFAULT_IMAGE_RULE);
      const size = facts.width && facts.height ? { width: facts.width, height: facts.height } : null;
      const name = await storeThen(app.storage, [{ data, extension: type }], async ([stored]) => {
        const recorded = await recordUploadWithin(
          app.db,
          {
            name: stored,
            districtId: request.district!.id,
            userId: quota.userId,
            type,
            size: data.length,
            width: size?.width ?? null,
            height: size?.height ?? null,
            purpose: request.query.purpose,
          },
          quota,
        );
        // Over the quota with this file: storeThen takes the stored file back.
        if ('over' in recorded) throw overQuota(request, quota.bytes, recorded.freesInSeconds);
        noteWrite(request, { recordId: recorded.id, after: { name: stored, type, size: data.length, purpose: request.query.purpose } });
        return stored;
      });
      reply.code(201);
      // Private until a record names it (a public column makes it public): a link for the uploader.
      const url = privateFileUrl(request, fileUrl(name))!;
      return { success: true as const, data: { name, url, type, size: data.length, width: size?.width ?? null, height: size?.height ?? null } };
    },
  );
}
