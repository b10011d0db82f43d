import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { districtToday } from '../../server/content/data';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { zEnvelope } from '../../src/contract/envelope';
import { z, zIdParam } from '../../src/lib/validation';
import contract from './contract';
import { insertAnswer, loadPoll, respondentOf, runningPolls } from './data';
import { answerErrors, inAudience } from './rules';
import { answerInput, residentPoll } from './schema';

/**
 * The resident's side of polls (their mobile app is not ours): the running polls of their district
 * that are meant for them, and their answer, once. Membership of the district is the guard's
 * (an empty permission list: any role there), its Polls flag the entity's; a poll not meant for
 * the user answers 404, as if it did not exist.
 */
export async function residentPollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/resident/polls',
    {
      config: { permission: [] },
      schema: {
        tags: ['resident'],
        summary: 'The running polls and surveys of the district meant for the caller, and whether they answered each',
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zEnvelope(z.array(residentPoll)) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const me = await respondentOf(app.db, request.auth!.userId, districtId);
      const rows = await runningPolls(app.db, districtId, await districtToday(app.db, districtId), request.auth!.userId);
      const data = rows
        .filter((r) => inAudience(r.audience, me))
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          title: r.title,
          description: r.description,
          questions: r.questions,
          date_start: r.dateStart,
          date_end: r.dateEnd,
          answered: r.answered,
        }));
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/v3/resident/polls/:id/answers',
    {
      config: { permission: [], district: 'body', audit: { entity: contract.name, action: 'answer' } },
      schema: {
        tags: ['resident'],
        summary: 'Answer a running poll, once: a second answer is 409, and so is one after the poll stopped or ended',
        params: z.strictObject({ id: zIdParam }),
        body: answerInput,
        response: { 201: zEnvelope(z.object({ id: z.number().int(), answers_count: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const districtId = request.district!.id;
      const userId = request.auth!.userId;
      const poll = await loadPoll(app.db, request.params.id, districtId, await districtToday(app.db, districtId));
      if (!poll || !inAudience(poll.audience, await respondentOf(app.db, userId, districtId))) throw notFound(request.t('Errors.NotFound'));
      if (poll.status !== 'running')
        throw conflict(request.t(poll.status === 'stopped' ? 'Errors.PollStopped' : 'Errors.PollNotRunning'), { status: poll.status });
      const errors = answerErrors(poll.questions, request.body.answers);
      if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
      const id = await insertAnswer(app.db, poll.id, userId, request.body.answers);
      if (id === null) throw conflict(request.t('Errors.PollAnswered'), { answered: true });
      // The staff's details page hears of it (polls.changed) and shows the new results; what was answered stays out of the trail.
      noteWrite(request, { recordId: poll.id, changes: { answers_count: { before: poll.answers_count, after: poll.answers_count + 1 } } });
      reply.code(201);
      return { success: true as const, message: request.t('Polls.Answered'), data: { id, answers_count: poll.answers_count + 1 } };
    },
  );
}
