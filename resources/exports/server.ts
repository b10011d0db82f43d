import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { districtToday } from '../../server/content/data';
import { EXPORT_CONTENT_TYPES } from '../../server/exports/workbook';
import { noteRead } from '../../server/privacy/accessLog';
import { subjectOf } from '../../server/privacy/erase';
import { ACCESS_PURPOSES } from '../../src/contract/privacy';
import { entityServer } from '../../server/entities/register';
import { forbidden, HttpError, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { fileDownload } from '../../server/lib/openapi';
import { zEnvelope, zErrorEnvelope } from '../../src/contract/envelope';
import { actionPermissions } from '../../src/contract/entity';
import { zListEnvelope } from '../../src/contract/records';
import { fromServerDate, validateExportPeriod } from '../../src/lib/dateRules';
import { V } from '../../src/lib/formats';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import contract from './contract';
import { createExportRequest, findExportRequest, listExportRequests } from './data';
import { zExport } from './schema';
import { EXPORT_STATUSES, EXPORT_TABS, exportStatus } from './status';
import {
  EXPORT_PERMISSIONS,
  EXPORT_SUBJECT_TARGETS,
  EXPORT_TARGET_PERMISSION,
  EXPORT_TARGETS,
  isSubjectTarget,
  periodIncludesToday,
  purposeRequired,
  type ExportTarget,
} from './constants';

const read = actionPermissions(contract, 'list');
const sendBody = z.strictObject({
  district_id: zIdBody,
  target: z.enum(EXPORT_TARGETS),
  // A list's period; a data subject's export has none (it holds everything, as of today).
  date_start: z.string().optional(),
  date_end: z.string().optional(),
  /** Whose data, for a data subject's export (target `person`). */
  subject_user_id: zIdBody.optional(),
  /** Why, where the dialog asks (the gate report): written to the access log when the file is read. */
  purpose: z.enum(ACCESS_PURPOSES).optional(),
});
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
  type SendBody = z.infer<typeof sendBody>;
  const refuse = (request: FastifyRequest, errors: Record<string, string>) =>
    unprocessable(request.t('Errors.InvalidRequest'), Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));

  /** A list's export: the dialog's own rules checked again (valid dates, in order, ≤10 months, before today), and a purpose where it asks one. */
  async function checkListRequest(request: FastifyRequest, body: SendBody, target: ExportTarget) {
    const { date_start = '', date_end = '', purpose, subject_user_id } = body;
    // "Before today" is the district's today (its staff's calendar), not the server's.
    const today = fromServerDate(await districtToday(app.db, request.district!.id))!;
    const errors: Record<string, string> = { ...validateExportPeriod(date_start, date_end, today, { includesToday: periodIncludesToday(target) }) };
    if (subject_user_id !== undefined) errors.subject_user_id = V.FieldInvalid;
    if (purposeRequired(target) && !purpose) errors.purpose = V.SelectAnOption;
    if (Object.keys(errors).length) throw refuse(request, errors);
    return { date_start, date_end, purpose: purpose ?? null };
  }

  /** A data subject's export: a person of the district, everything as of the district's today, asked for at their request. */
  async function subjectRequest(request: FastifyRequest, body: SendBody) {
    const subjectUserId = body.subject_user_id;
    if (!subjectUserId) throw refuse(request, { subject_user_id: V.FieldNotNull });
    if (!(await subjectOf(app.db, subjectUserId, request.district!.id))) throw notFound(request.t('Errors.NotFound'));
    const today = await districtToday(app.db, request.district!.id);
    return { date_start: today, date_end: today, purpose: body.purpose ?? ('resident_request' as const) };
  }

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
      const { district_id, target, subject_user_id } = request.body;
      const needed = EXPORT_TARGET_PERMISSION[target];
      if (!request.district!.permissions.includes(needed)) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: needed }), { permission: needed });
      }
      const { date_start, date_end, purpose } = isSubjectTarget(target)
        ? await subjectRequest(request, request.body)
        : await checkListRequest(request, request.body, target);
      const row = await createExportRequest(app.db, {
        districtId: district_id,
        userId: request.auth!.userId,
        target,
        dateStart: date_start,
        dateEnd: date_end,
        locale: request.locale,
        subjectUserId: subject_user_id ?? null,
        purpose,
      });
      noteWrite(request, {
        recordId: row.id,
        after: { target, date_start, date_end, ...(subject_user_id ? { subject_user_id } : {}), ...(purpose ? { purpose } : {}) },
      });
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
      config: { permission: [...read, ...EXPORT_PERMISSIONS], audit: { entity: 'exports', action: 'export_download' }, personal: { entity: 'exports' } },
      schema: {
        tags: ['exports'],
        summary: 'Download the file of an export',
        description: 'A completed export past its available_until answers 410 Gone; every answer is private and not stored.',
        params: z.strictObject({ id: zIdParam }),
        querystring: z.strictObject({ district_id: zIdParam }),
        response: {
          200: fileDownload("The Excel workbook of the export, or the ZIP archive of a data subject's export.", Object.values(EXPORT_CONTENT_TYPES)),
          404: zErrorEnvelope,
          410: zErrorEnvelope,
        },
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
      // A person's archive holds all their data: only those who may ask for one may read one.
      const needed = row ? EXPORT_TARGET_PERMISSION[row.target] : null;
      if (row && needed && isSubjectTarget(row.target) && !held.includes(needed)) {
        throw forbidden(request.t('Errors.PermissionMissing', { permission: needed }), { permission: needed });
      }
      const status = row ? exportStatus(row) : null;
      if (status === 'expired') throw new HttpError(410, request.t('Errors.ExportExpired'));
      // Not there, not ready, empty or failed: there is no file to give.
      const data = status === 'completed' && row?.storedName ? await app.storage.read(row.storedName) : null;
      if (!row || !data) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: row.id, changes: { file_name: { after: row.fileName } } });
      noteRead(request, { recordId: row.id, subjects: row.subjectUserId ? [row.subjectUserId] : [], purpose: row.purpose });
      const extension = row.storedName!.endsWith('.zip') ? 'zip' : 'xlsx';
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[extension])
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
      // Whose archives were asked for is itself personal: only holders of their permission see those rows.
      const subjects = EXPORT_SUBJECT_TARGETS.every((t) => request.district!.permissions.includes(EXPORT_TARGET_PERMISSION[t]));
      const { rows, total } = await listExportRequests(app.db, request.district!.id, q, request.auth!.userId, subjects);
      return page(rows, total, q);
    },
  );
}

export default entityServer({ routes: exportRoutes });
