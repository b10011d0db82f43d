import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { forbidden, HttpError, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { fileDownload } from '../../server/lib/openapi';
import { zEnvelope, zErrorEnvelope } from '../../src/contract/envelope';
import { actionPermissions } from '../../src/contract/entity';
import { zListEnvelope } from '../../src/contract/records';
import { validateExportPeriod } from '../../src/lib/dateRules';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import contract from './contract';
import { createExportRequest, findExportRequest, listExportRequests } from './data';
import { zExport } from './schema';
import { EXPORT_STATUSES, EXPORT_TABS, exportStatus } from './status';
import { EXPORT_PERMISSIONS, EXPORT_TARGET_PERMISSION, EXPORT_TARGETS, periodIncludesToday } from './constants';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const read = actionPermissions(contract, 'list');
const sendBody = z.strictObject({ district_id: zIdBody, target: z.enum(EXPORT_TARGETS), date_start: z.string(), date_end: z.string() });
const query = listQuery.extend({
  order_by: z.enum(contract.list.sortable as [string, ...string[]]).optional(),
  sort_by: z.enum(['asc', 'desc']).default('desc'),
  scope: z.enum(EXPORT_TABS).default('mine'),
});

/**
 * Excel exports (spec console §7 send_request; the exports page, spec console §2): asking for
 * one, the district's list of them, and the guarded download of a file.
 */
async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v3/exported_api_documents/send_request',
    {
      config: { permission: EXPORT_PERMISSIONS, district: 'body', audit: { entity: 'exports', action: 'export_request' } },
      schema: {
        tags: ['exports'],
        summary: 'Ask for an Excel export of a list',
        body: sendBody,
        response: { 202: zEnvelope(z.object({ id: z.number().int(), status: z.enum(EXPORT_STATUSES) })) },
      },
    },
    async (request, reply) => {
      const { district_id, target, date_start, date_end } = request.body;
      const needed = EXPORT_TARGET_PERMISSION[target];
      if (!request.district!.permissions.includes(needed)) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: needed }), { permission: needed });
      }
      // The dialog's own rules, checked again here: valid dates, in order, ≤10 months, before today.
      const errors = validateExportPeriod(date_start, date_end, new Date(), { includesToday: periodIncludesToday(target) });
      if (Object.keys(errors).length) {
        throw unprocessable(request.t('Errors.InvalidRequest'), Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
      }
      const row = await createExportRequest(app.db, {
        districtId: district_id,
        userId: request.auth!.userId,
        target,
        dateStart: date_start,
        dateEnd: date_end,
        locale: request.locale,
      });
      noteWrite(request, { recordId: row.id, after: { target, date_start, date_end } });
      setImmediate(() => void app.exportWorker.drain());
      reply.code(202);
      return {
        success: true as const,
        message: request.t('Strings.ExportRequested'),
        data: { id: row.id, status: exportStatus({ status: row.status, availableUntil: null }) },
      };
    },
  );

  app.get(
    '/api/v3/exported_api_documents/:id/file',
    {
      // Whoever may see the district's exports, or whoever asked for this one and may still export its list.
      config: { permission: [...read, ...EXPORT_PERMISSIONS], audit: { entity: 'exports', action: 'export_download' } },
      schema: {
        tags: ['exports'],
        summary: 'Download the file of an export',
        description: 'A completed export past its available_until answers 410 Gone; every answer is private and not stored.',
        params: z.strictObject({ id: zIdParam }),
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: fileDownload('The Excel workbook of the export.', [XLSX]), 404: zErrorEnvelope, 410: zErrorEnvelope },
      },
    },
    async (request, reply) => {
      // Refusals too: a shared cache must keep nothing of a private file's route.
      reply.header('cache-control', 'private, no-store');
      const row = await findExportRequest(app.db, request.params.id, request.district!.id);
      const held = request.district!.permissions;
      const mine = row && row.userId === request.auth!.userId && held.includes(EXPORT_TARGET_PERMISSION[row.target]);
      if (row && !read.some((p) => held.includes(p)) && !mine) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: read[0] }), { permission: read[0] });
      }
      const status = row ? exportStatus(row) : null;
      if (status === 'expired') throw new HttpError(410, request.t('Errors.ExportExpired'));
      // Not there, not ready, empty or failed: there is no file to give.
      const data = status === 'completed' && row?.storedName ? await app.storage.read(row.storedName) : null;
      if (!row || !data) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: row.id, changes: { file_name: { after: row.fileName } } });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${(row.fileName ?? 'export.xlsx').replace(/[^\w.-]/g, '_')}"`)
        .send(data);
    },
  );

  app.get(
    '/api/v3/exports',
    {
      config: { permission: read },
      schema: {
        tags: ['exports'],
        summary: "List the export requests of a district: the caller's own (scope=mine, the default) or everyone's (scope=all)",
        querystring: query,
        response: { 200: zListEnvelope(zExport) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listExportRequests(app.db, request.district!.id, q, request.auth!.userId);
      return page(rows, total, q);
    },
  );
}

export default entityServer({ routes: exportRoutes });
