import type { FastifyInstance } from 'fastify';
import { noteWrite } from '../audit/trail';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validateExportPeriod } from '../../src/lib/dateRules';
import { z, zIdBody } from '../../src/lib/validation';
import { EXPORT_TARGETS } from '../db/schema';
import { createExportRequest, listExportRequests } from '../data/exports';
import { forbidden, unprocessable } from '../lib/errors';
import { listQuery, page } from '../lib/list';
import { fileUrl } from '../lib/storage';
import { zEnvelope } from '../../src/contract/envelope';
import { zListEnvelope } from '../../src/contract/records';

/** Which permission asks for an export of each list (spec console §6: export_view on posts). */
const TARGET_PERMISSION = { posts: 'export_view', visitors: 'visitors_view' } as const;

const zStatus = z.enum(['pending', 'running', 'completed', 'empty', 'failed']);
/** One export request as the exports list shows it; times as ISO strings. */
const zExport = z.object({
  id: z.number().int(),
  target: z.enum(EXPORT_TARGETS),
  date_start: z.string(),
  date_end: z.string(),
  status: zStatus,
  file_name: z.string().nullable(),
  file_url: z.string().nullable(),
  datetime_available: z.string().nullable(),
  created_at: z.string(),
});

const sendBody = z.strictObject({ district_id: zIdBody, target: z.enum(EXPORT_TARGETS), date_start: z.string(), date_end: z.string() });

/** Excel export requests (spec console §7) and the exports list of the district. */
export default async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v3/exported_api_documents/send_request',
    {
      config: { permission: ['export_view', 'visitors_view'], district: 'body', audit: { entity: 'exports', action: 'export_request' } },
      schema: {
        tags: ['exports'],
        summary: 'Ask for an Excel export of a list',
        body: sendBody,
        response: { 202: zEnvelope(z.object({ id: z.number().int(), status: zStatus })) },
      },
    },
    async (request, reply) => {
      const { district_id, target, date_start, date_end } = request.body;
      const needed = TARGET_PERMISSION[target];
      if (!request.district!.permissions.includes(needed)) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: needed }), { permission: needed });
      }
      // The dialog's own rules, checked again here: valid dates, in order, ≤10 months, before today.
      const errors = validateExportPeriod(date_start, date_end);
      if (Object.keys(errors).length) {
        throw unprocessable(request.t('Errors.InvalidRequest'), Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
      }
      const row = await createExportRequest(app.db, {
        districtId: district_id,
        userId: request.auth!.userId,
        target,
        dateStart: date_start,
        dateEnd: date_end,
      });
      noteWrite(request, { recordId: row.id, after: { target, date_start, date_end } });
      setImmediate(() => void app.exportWorker.drain());
      reply.code(202);
      return { success: true as const, message: request.t('Strings.ExportRequested'), data: row };
    },
  );

  app.get(
    '/api/v3/exports',
    {
      config: { permission: 'exported_iot_documents_view' },
      schema: { tags: ['exports'], summary: 'List the export requests of a district', querystring: listQuery, response: { 200: zListEnvelope(zExport) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listExportRequests(app.db, request.district!.id, q);
      return page(
        rows.map((r) => ({
          id: r.id,
          target: r.target,
          date_start: r.dateStart,
          date_end: r.dateEnd,
          status: r.status,
          file_name: r.fileName,
          file_url: r.storedName && r.availableUntil && r.availableUntil > new Date() ? fileUrl(r.storedName) : null,
          datetime_available: r.availableUntil?.toISOString() ?? null,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },
  );
}
