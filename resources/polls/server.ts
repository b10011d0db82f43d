import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { districtToday } from '../../server/content/data';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { fileDownload } from '../../server/lib/openapi';
import { zEnvelope, zErrorEnvelope } from '../../src/contract/envelope';
import { actionPermissions } from '../../src/contract/entity';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import contract, { POLL_KINDS, POLL_STATUSES } from './contract';
import { copyableQuestions, createPoll, loadPoll, listPolls, pollResultsOf, pollWorkbook, stopPoll, updatePoll, type ApiPoll } from './data';
import { residentPollRoutes } from './routes';
import { sameQuestions } from './rules';
import { copyableQuestion, pollInput, pollRecord, pollResults, type PollInput } from './schema';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const read = actionPermissions(contract, 'list');
const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const item = { 200: zItemEnvelope(pollRecord) };

/**
 * Polls and surveys (`/backend/community/pollsAndsurvey`): the list with its kind tabs and status
 * filter, a poll with its questions, create and update (no delete: spec §6 has no poll_delete),
 * Stop (once, irreversibly), the results, the Excel of the answers, the questions to copy; and
 * the resident's side (routes.ts).
 */
async function pollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const today = (districtId: number) => districtToday(app.db, districtId);
  const mustLoad = async (id: number, districtId: number, request: FastifyRequest): Promise<ApiPoll> => {
    const poll = await loadPoll(app.db, id, districtId, await today(districtId));
    if (!poll) throw notFound(request.t('Errors.NotFound'));
    return poll;
  };

  app.get(
    '/api/v3/polls',
    {
      config: { permission: read },
      schema: {
        tags: ['polls'],
        summary: 'List the polls and surveys of a district',
        querystring: listQuery.extend({
          order_by: zOrderBy(contract),
          kind: z.enum(['all', ...POLL_KINDS]).default('all'),
          status: z.enum(POLL_STATUSES).optional(),
        }),
        response: { 200: zListEnvelope(pollRecord) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const { rows, total } = await listPolls(app.db, districtId, await today(districtId), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/polls/questions',
    {
      // Copying a question is part of writing a poll: its add and edit rights.
      config: { permission: [...contract.permissions.add, ...contract.permissions.edit] },
      schema: {
        tags: ['polls'],
        summary: 'The questions of the district’s polls, to copy into another (newest poll first)',
        querystring: z.strictObject({ district_id: zIdParam, query: z.string().trim().max(200).optional(), except: zIdParam.optional() }),
        response: { 200: zEnvelope(z.array(copyableQuestion)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await copyableQuestions(app.db, request.district!.id, request.query.query, request.query.except),
    }),
  );

  app.get(
    '/api/v3/polls/:id',
    { config: { permission: read }, schema: { tags: ['polls'], summary: 'One poll or survey', params: idParams, querystring: districtQuery, response: item } },
    async (request) => ({ success: true as const, data: await mustLoad(request.params.id, request.district!.id, request) }),
  );

  app.get(
    '/api/v3/polls/:id/results',
    {
      config: { permission: read },
      schema: {
        tags: ['polls'],
        summary: 'The results of a poll: per question, the count and share of each option, and the texts typed',
        params: idParams,
        querystring: districtQuery,
        response: { 200: zEnvelope(pollResults) },
      },
    },
    async (request) => {
      const poll = await mustLoad(request.params.id, request.district!.id, request);
      return { success: true as const, data: await pollResultsOf(app.db, poll) };
    },
  );

  app.get(
    '/api/v3/polls/:id/export',
    {
      config: { permission: read },
      schema: {
        tags: ['polls'],
        summary: 'The answers of a poll as an Excel workbook, named after the poll and its district',
        params: idParams,
        querystring: districtQuery,
        response: { 200: fileDownload('The Excel workbook of the answers.', [XLSX]), 404: zErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const poll = await mustLoad(request.params.id, request.district!.id, request);
      const { name, data } = await pollWorkbook(app.db, poll, (key) => request.t(key));
      const ascii = name.replace(/[^\w. -]/g, '_');
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}; filename="${ascii}"`)
        .send(data);
    },
  );

  app.post(
    '/api/v3/polls',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: {
        tags: ['polls'],
        summary: 'Create a poll or survey',
        body: pollInput.extend({ district_id: zIdBody }),
        response: { 201: zItemEnvelope(pollRecord) },
      },
    },
    async (request, reply) => {
      const districtId = request.district!.id;
      const id = await createPoll(app.db, districtId, request.body as PollInput);
      const data = await mustLoad(id, districtId, request);
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/polls/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['polls'], summary: 'Update a poll or survey', params: idParams, body: pollInput.extend({ district_id: zIdBody }), response: item },
    },
    async (request) => {
      const districtId = request.district!.id;
      const input = request.body as PollInput;
      const before = await mustLoad(request.params.id, districtId, request);
      if (before.status === 'stopped') throw conflict(request.t('Errors.PollStopped'), { status: before.status });
      const errors: Record<string, string[]> = {};
      // A poll stays a poll; its questions are fixed once someone has answered them (answers name them by place).
      if (input.kind !== before.kind) errors.kind = [V.FieldReadOnly];
      if (before.answers_count > 0 && !sameQuestions(before.questions, input.questions)) errors.questions = [V.FieldReadOnly];
      if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
      if (!(await updatePoll(app.db, before.id, districtId, input))) throw conflict(request.t('Errors.PollStopped'), { status: 'stopped' });
      const data = await mustLoad(before.id, districtId, request);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.post(
    '/api/v3/polls/:id/stop',
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'stop' } },
      schema: {
        tags: ['polls'],
        summary: 'Stop a poll, irreversibly: it takes no more answers and can no longer be edited',
        params: idParams,
        body: z.strictObject({ district_id: zIdBody }),
        response: item,
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await mustLoad(request.params.id, districtId, request);
      if (!(await stopPoll(app.db, before.id, districtId))) throw conflict(request.t('Errors.PollStopped'), { status: 'stopped' });
      const data = await mustLoad(before.id, districtId, request);
      noteWrite(request, { recordId: before.id, changes: { status: { before: before.status, after: 'stopped' } } });
      return { success: true as const, message: request.t('Polls.Stopped'), data };
    },
  );

  await app.register(residentPollRoutes);
}

export default entityServer({ routes: pollRoutes });
