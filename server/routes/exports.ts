import type { FastifyInstance } from 'fastify';
import { noteWrite } from '../audit/trail';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validateExportPeriod } from '../../src/lib/dateRules';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import { EXPORT_TARGETS } from '../db/schema';
import { createExportRequest, findExportRequest, listExportRequests } from '../data/exports';
import { forbidden, notFound, unprocessable } from '../lib/errors';
import { listQuery, page } from '../lib/list';
import { exportFileUrl } from '../lib/storage';
import { fileDownload } from '../lib/openapi';
import { zErrorEnvelope } from '../../src/contract/envelope';
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
    '/api/v3/exports/:id/file',
    {
      // Whoever may see the district's exports, or whoever asked for this one and may export its list.
      config: {
        permission: ['exported_iot_documents_view', ...new Set(Object.values(TARGET_PERMISSION))],
        audit: { entity: 'exports', action: 'export_download' },
      },
      schema: {
        tags: ['exports'],
        summary: 'Download the file of an export',
        params: z.strictObject({ id: zIdParam }),
        querystring: z.strictObject({ district_id: zIdParam }),
        response: {
          200: fileDownload('The Excel workbook of the export.', ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
          404: zErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const row = await findExportRequest(app.db, request.params.id, request.district!.id);
      const held = request.district!.permissions;
      const mine = row && row.userId === request.auth!.userId && held.includes(TARGET_PERMISSION[row.target]);
      if (row && !held.includes('exported_iot_documents_view') && !mine) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: 'exported_iot_documents_view' }), { permission: 'exported_iot_documents_view' });
      }
      // Not there, not ready, empty, or past its date: there is no file to give.
      const live = row?.storedName && row.availableUntil && row.availableUntil > new Date();
      const data = live ? await app.storage.read(row.storedName!) : null;
      if (!row || !data) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: row.id, changes: { file_name: { after: row.fileName } } });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${(row.fileName ?? 'export.xlsx').replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
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
          file_url: r.storedName && r.availableUntil && r.availableUntil > new Date() ? exportFileUrl(r.id) : null,
          datetime_available: r.availableUntil?.toISOString() ?? null,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },
  );
}
