import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { conflict, forbidden, notFound, unprocessable } from '../../server/lib/errors';
import { erasurePreview, eraseSubject, subjectOf } from '../../server/privacy/erase';
import { accessEntries, closeErasure, createErasure, findErasure, listErasures, pendingErasureOf } from '../../server/privacy/requests';
import { zEnvelope } from '../../src/contract/envelope';
import { ACCESS_PERIODS, zAccessEntry, zErasureLine, zErasureRequest } from '../../src/contract/privacy';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';

const tags = ['privacy'];
const VIEW = ['privacy_view', 'privacy_manage'] as const;
const MANAGE = 'privacy_manage' as const;
const ENTITY = 'privacy_erasures';
const days = z.coerce
  .number()
  .int()
  .refine((n) => (ACCESS_PERIODS as readonly number[]).includes(n))
  .default(30);

/**
 * Issue 18's requests about one person: who read their data (the access log's per-person view),
 * and their erasure, asked for by one holder of privacy_manage and carried out only when a
 * second one approves. Their archive is an export (target `person`, resources/exports).
 */
export async function privacyRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/privacy_access',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: "Who read a person's data in the district in the last N days (7, 30, 90 or 365)",
        querystring: z.strictObject({ district_id: zIdParam, subject_user_id: zIdParam, days }),
        response: { 200: zEnvelope(z.array(zAccessEntry)) },
      },
    },
    async (request) => {
      const { subject_user_id, days: n } = request.query;
      return { success: true as const, data: await accessEntries(app.db, request.district!.id, subject_user_id, n) };
    },
  );

  app.get(
    '/api/v3/privacy_erasures',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: "The district's erasure requests: the pending ones, then the latest decided",
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zEnvelope(z.array(zErasureRequest)) },
      },
    },
    async (request) => ({ success: true as const, data: await listErasures(app.db, request.district!.id) }),
  );

  app.get(
    '/api/v3/privacy_erasures/preview',
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'What erasing a person would remove, make anonymous and keep (and why), table by table',
        querystring: z.strictObject({ district_id: zIdParam, user_id: zIdParam }),
        response: { 200: zEnvelope(z.object({ user_id: z.number().int(), name: z.string(), account_goes: z.boolean(), lines: z.array(zErasureLine) })) },
      },
    },
    async (request) => {
      const subject = await subjectOf(app.db, request.query.user_id, request.district!.id);
      if (!subject) throw notFound(request.t('Errors.NotFound'));
      const lines = await erasurePreview(app.db, subject);
      return { success: true as const, data: { user_id: subject.userId, name: subject.name, account_goes: subject.accountGoes, lines } };
    },
  );

  app.post(
    '/api/v3/privacy_erasures',
    {
      config: { permission: MANAGE, district: 'body', audit: { entity: ENTITY, action: 'erasure_request' } },
      schema: {
        tags,
        summary: "Ask for a person's erasure; a second holder of privacy_manage approves it",
        body: z.strictObject({ district_id: zIdBody, user_id: zIdBody }),
        response: { 201: zEnvelope(zErasureRequest) },
      },
    },
    async (request, reply) => {
      const districtId = request.district!.id;
      const { user_id } = request.body;
      if (user_id === request.auth!.userId) throw unprocessable(request.t('Errors.InvalidRequest'), { user_id: ['Privacy.Erasure.NotYourself'] });
      const subject = await subjectOf(app.db, user_id, districtId);
      if (!subject) throw notFound(request.t('Errors.NotFound'));
      if (await pendingErasureOf(app.db, districtId, user_id)) {
        throw unprocessable(request.t('Errors.InvalidRequest'), { user_id: ['Privacy.Erasure.AlreadyPending'] });
      }
      const id = await createErasure(app.db, districtId, user_id, request.auth!.userId, await erasurePreview(app.db, subject));
      const data = (await findErasure(app.db, id, districtId))!;
      // Ids and counts only: the trail must not keep what erasure is about to remove.
      noteWrite(request, { recordId: id, after: { subject_user_id: user_id, status: 'pending' } });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.ErasureRequested'), data };
    },
  );

  app.post(
    '/api/v3/privacy_erasures/:id/approve',
    {
      config: { permission: MANAGE, district: 'body', audit: { entity: ENTITY, action: 'erasure_approve' } },
      schema: {
        tags,
        summary: 'Approve a pending erasure asked for by someone else, which carries it out; the answer says what was done',
        params: z.strictObject({ id: zIdParam }),
        body: z.strictObject({ district_id: zIdBody }),
        response: { 200: zEnvelope(zErasureRequest) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const me = request.auth!.userId;
      const pending = await findErasure(app.db, request.params.id, districtId);
      if (!pending) throw notFound(request.t('Errors.NotFound'));
      if (pending.status !== 'pending') throw conflict(request.t('Errors.ErasureNotPending'));
      // Two people: the one who asked cannot approve, nor can the person being erased.
      if (pending.requested_by === me || pending.subject_user_id === me) {
        throw forbidden(request.t('Errors.ErasureSecondPerson'), { approver: 'another holder of privacy_manage' });
      }
      const subject = await subjectOf(app.db, pending.subject_user_id, districtId);
      const lines = subject ? await eraseSubject(app.db, app.storage, subject) : [];
      if (!(await closeErasure(app.db, pending.id, 'done', me, lines))) throw conflict(request.t('Errors.ErasureNotPending'));
      const data = (await findErasure(app.db, pending.id, districtId))!;
      noteWrite(request, {
        recordId: pending.id,
        before: { status: 'pending' },
        after: { status: 'done', ...Object.fromEntries(lines.map((l) => [`${l.table}.${l.effect}`, l.rows])) },
      });
      return { success: true as const, message: request.t('Strings.ErasureDone'), data };
    },
  );

  app.post(
    '/api/v3/privacy_erasures/:id/cancel',
    {
      config: { permission: MANAGE, district: 'body', audit: { entity: ENTITY, action: 'erasure_cancel' } },
      schema: {
        tags,
        summary: 'Call off a pending erasure',
        params: z.strictObject({ id: zIdParam }),
        body: z.strictObject({ district_id: zIdBody }),
        response: { 200: zEnvelope(zErasureRequest) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const pending = await findErasure(app.db, request.params.id, districtId);
      if (!pending) throw notFound(request.t('Errors.NotFound'));
      if (!(await closeErasure(app.db, pending.id, 'cancelled', request.auth!.userId))) throw conflict(request.t('Errors.ErasureNotPending'));
      noteWrite(request, { recordId: pending.id, before: { status: 'pending' }, after: { status: 'cancelled' } });
      return { success: true as const, message: request.t('Strings.ErasureCancelled'), data: (await findErasure(app.db, pending.id, districtId))! };
    },
  );
}
