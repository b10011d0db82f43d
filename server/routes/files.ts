import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../src/lib/validation';
import { zErrorEnvelope } from '../../src/contract/envelope';
import { unrevokedSession } from '../data/auth';
import { publicAccessOf } from '../data/uploadReferences';
import { HttpError, notFound } from '../lib/errors';
import { checkFileLink, isSignedQuery } from '../lib/fileLinks';
import { fileDownload } from '../lib/openapi';
import { PRIVATE_FILE, SAFE_NAME } from '../lib/storage';
import { sessionLapsesAt, sessionLimits } from '../plugins/guard';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/**
 * Stored files (issue 13, "files are private"). A file that a public column names (a category's
 * pictures, terms PDFs: server/data/uploadReferences.ts) is served to anyone, as an `<img>` loads
 * it. Any other file only through a link signed for a live session (server/lib/fileLinks.ts),
 * never kept by a cache: without one, or with a forged one, 403; with a valid one that lapsed or
 * whose session ended, 410 (read the record again for a fresh link). Exports are not served here
 * at all, signed or not: only their own route, which checks and records who downloads.
 */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // An <img> cannot send a bearer token: the signed link (or the file being public) is the credential.
  app.get(
    '/api/v3/files/:name',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'Download a stored file',
        description:
          'Public files (category pictures, terms) need no query. Any other file needs the signed link a record carries: `expires`, `session`, `signature`; 403 without a valid one, 410 once it has lapsed.',
        params: z.strictObject({ name: z.string().max(64) }),
        querystring: z.strictObject({
          expires: z.string().max(16).optional(),
          session: z.string().max(16).optional(),
          signature: z.string().max(64).optional(),
        }),
        response: {
          200: fileDownload("An image or a PDF, by the name's extension.", ['image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream']),
          403: zErrorEnvelope,
          404: zErrorEnvelope,
          410: zErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Not a stored file's name at all (a path, another type), or an export: nothing to serve here.
      if (!SAFE_NAME.test(name) || PRIVATE_FILE.test(name)) throw notFound(request.t('Errors.NotFound'));
      let cacheControl: string;
      if (isSignedQuery(request.query)) {
        const link = checkFileLink(app.config.fileLinkSecret, name, request.query);
        if (!link.ok && link.reason === 'invalid') throw new HttpError(403, request.t('Errors.FileLinkInvalid'));
        const session = link.ok ? await unrevokedSession(app.db, link.sessionId) : null;
        if (!session || sessionLapsesAt(session, sessionLimits(app.config)) < Date.now()) throw new HttpError(410, request.t('Errors.FileLinkExpired'));
        cacheControl = 'private, no-store';
      } else {
        const access = await publicAccessOf(app.db, name);
        // Whether a private file by that name exists is not said: it and a missing one look the same.
        if (!access) throw new HttpError(403, request.t('Errors.FileLinkInvalid'));
        cacheControl = `public, max-age=${access.maxAgeS}${access.immutable ? ', immutable' : ''}`;
      }
      const data = await app.storage.read(name);
      if (!data) throw notFound(request.t('Errors.NotFound'));
      return reply
        .header('content-type', TYPES[name.split('.').pop()!] ?? 'application/octet-stream')
        .header('cache-control', cacheControl)
        .send(data);
    },
  );
}
