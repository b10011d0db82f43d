import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, zIdParam } from '../../src/lib/validation';
import { LOCALES } from '../lib/i18n';
import { renderManual } from '../services/manual';
import { fileDownload } from '../lib/openapi';

/** The file name the spec gives the download (content §7 "Manual download"). */
const FILE_NAME = 'PlanetAppUserManual.pdf';

const manualQuery = z.strictObject({ district_id: zIdParam, language: z.enum(LOCALES).optional() });

/**
 * The user manual as a PDF, for holders of `backend` in the given district (issue 3 item 6: the
 * sidebar offers it to them). In the language asked for, else the request's language.
 */
export default async function manualRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v3/manual',
    {
      config: { permission: 'backend' },
      schema: {
        tags: ['manual'],
        summary: 'Download the user manual',
        querystring: manualQuery,
        response: { 200: fileDownload('The manual as a PDF.', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const pdf = await renderManual(request.query.language ?? request.locale);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${FILE_NAME}"`).send(pdf);
    },
  );
}
