import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zEnvelope } from '../../src/contract/envelope';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { appendSystemWrite, noteWrite } from '../../server/audit/trail';
import type { EntityJobFactory } from '../../server/entities/jobs';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { privateFileUrl } from '../../server/lib/fileLinks';
import { entityServer } from '../../server/entities/register';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import {
  announceDelivery,
  audienceSize,
  deliverDue,
  deliver,
  districtEvents,
  districtRoles,
  inputValues,
  listInbox,
  listRecipients,
  loadNotification,
  markRead,
  inboxRecord,
  targetErrors,
  contentErrors,
  toRecord,
  type Target,
} from './data';
import { notificationRuleErrors } from './rules';
import { inboxItem, notificationInput, notificationRecord, recipientOption, type NotificationInput } from './schema';
import { notifications } from './table';
import { NOTIFICATION_CONTENT_TYPES, NOTIFICATION_TARGETS } from './contract';
import contract from './contract';

const SEND = 'push_notifications_send';
const body = notificationInput.extend({ district_id: zIdBody });
const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const item = { 200: zItemEnvelope(notificationRecord) };

/** The compose form's rules, then what the target names checked in the district: 422 on their fields. */
async function check(app: FastifyInstance, request: FastifyRequest, input: NotificationInput, districtId: number) {
  // What the target names is looked up only once the form's own rules hold (a user list, a role).
  const rules = notificationRuleErrors(input);
  const errors =
    Object.keys(rules).length > 0
      ? rules
      : { ...(await targetErrors(app.db, input as Target, districtId)), ...(await contentErrors(app.db, input, districtId)) };
  if (Object.keys(errors).length > 0) {
    throw unprocessable(request.t('Errors.InvalidRequest'), Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
  }
}

/**
 * Push notifications (issue 13): compose and send now or plan (reads are the generic routes of
 * the contract), edit or cancel a planned one until it goes, the selection list's people, and
 * the resident's inbox. Delivery writes one inbox row per recipient and tells each on their
 * per-user channel; planned ones go by the scheduler (server/jobs/notifications.ts).
 */
async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v3/notifications',
    {
      config: { permission: SEND, district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['notifications'], summary: 'Send a notification now, or plan it', body, response: { 201: zItemEnvelope(notificationRecord) } },
    },
    async (request, reply) => {
      const { district_id: districtId, ...input } = request.body;
      await check(app, request, input, districtId);
      const values = inputValues(input);
      const senderId = request.auth!.userId;
      const planned = input.time_send === 'schedule';
      const result = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notifications)
          .values({
            ...values,
            districtId,
            senderId,
            // The name it is signed with stays as it was written.
            senderName: sql`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${senderId})`,
            statusType: planned ? 'planned' : 'sent',
            audienceSize: planned ? await audienceSize(tx, input as Target, districtId) : 0,
          })
          .returning();
        return planned ? { row, delivered: [] } : deliver(tx, row);
      });
      announceDelivery(app, result);
      const data = toRecord(result.row);
      noteWrite(request, { recordId: data.id, after: data });
      reply.code(201);
      const message = planned ? request.t('Strings.NotificationPlanned') : request.t('Strings.NotificationSent', { count: data.audience_size });
      return { success: true as const, message, data };
    },
  );

  app.put(
    '/api/v3/notifications/:id',
    {
      config: { permission: SEND, district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['notifications'], summary: 'Change a planned notification', params: idParams, body, response: item },
    },
    async (request) => {
      const { district_id: districtId, ...input } = request.body;
      const before = await loadNotification(app.db, request.params.id, districtId);
      if (!before) throw notFound(request.t('Errors.NotFound'));
      if (before.statusType !== 'planned') throw conflict(request.t('Errors.NotificationNotPlanned'), { status_type: before.statusType });
      await check(app, request, input, districtId);
      const planned = input.time_send === 'schedule';
      const result = await app.db.transaction(async (tx) => {
        // Only while still planned: the scheduler may have sent it since it was read.
        const [row] = await tx
          .update(notifications)
          .set({ ...inputValues(input), audienceSize: await audienceSize(tx, input as Target, districtId), updatedAt: new Date() })
          .where(and(eq(notifications.id, before.id), eq(notifications.statusType, 'planned')))
          .returning();
        if (!row) return null;
        // Switched to "send now": it goes with this save.
        return planned ? { row, delivered: [] } : deliver(tx, row);
      });
      if (!result) throw conflict(request.t('Errors.NotificationNotPlanned'), { status_type: 'sent' });
      announceDelivery(app, result);
      const data = toRecord(result.row);
      noteWrite(request, { recordId: data.id, before: toRecord(before), after: data });
      return { success: true as const, message: request.t(planned ? 'Strings.Saved' : 'Strings.NotificationSent', { count: data.audience_size }), data };
    },
  );

  app.delete(
    '/api/v3/notifications/:id',
    {
      config: { permission: SEND, audit: { entity: contract.name, action: 'delete' } },
      schema: { tags: ['notifications'], summary: 'Cancel a planned notification', params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await loadNotification(app.db, request.params.id, districtId);
      if (!before) throw notFound(request.t('Errors.NotFound'));
      const [gone] = await app.db
        .delete(notifications)
        .where(and(eq(notifications.id, before.id), eq(notifications.statusType, 'planned')))
        .returning();
      if (!gone) throw conflict(request.t('Errors.NotificationNotPlanned'), { status_type: before.statusType });
      noteWrite(request, { recordId: gone.id, before: toRecord(gone) });
      return { success: true as const, message: request.t('Strings.NotificationCancelled'), data: { id: gone.id } };
    },
  );

  app.get(
    '/api/v3/notifications/recipients',
    {
      config: { permission: SEND },
      schema: {
        tags: ['notifications'],
        summary: 'The people a notification can be sent to (selection list)',
        querystring: listQuery.omit({ order_by: true, sort_by: true }).extend({ role_id: zIdParam.optional() }),
        response: { 200: zListEnvelope(recipientOption) },
      },
    },
    async (request) => {
      const { rows, total } = await listRecipients(app.db, request.district!.id, request.query);
      // Profile photos are private files: the reader gets links signed for their session.
      return page(
        rows.map((r) => ({ ...r, cover_path: privateFileUrl(request, r.cover_path) })),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/api/v3/notifications/roles',
    {
      config: { permission: SEND },
      schema: {
        tags: ['notifications'],
        summary: 'The roles held in the district (role target)',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() }))) },
      },
    },
    async (request) => ({ success: true as const, data: await districtRoles(app.db, request.district!.id) }),
  );

  app.get(
    '/api/v3/notifications/contents',
    {
      config: { permission: SEND },
      schema: {
        tags: ['notifications'],
        summary: 'Content items a notification can point at (interested / participating targets)',
        querystring: districtQuery.extend({ content_type: z.enum(['events']).default('events'), query: z.string().trim().max(200).optional() }),
        response: { 200: zEnvelope(z.array(z.object({ id: z.number().int(), title: z.string(), datetime_start: z.string() }))) },
      },
    },
    async (request) => ({ success: true as const, data: await districtEvents(app.db, request.district!.id, request.locale, request.query.query) }),
  );

  app.get(
    '/api/v3/notifications/audience',
    {
      config: { permission: SEND },
      schema: {
        tags: ['notifications'],
        summary: 'How many people a target reaches now',
        querystring: districtQuery.extend({
          target_type: z.enum(NOTIFICATION_TARGETS),
          target_role_id: zIdParam.optional(),
          content_type: z.enum(NOTIFICATION_CONTENT_TYPES).optional(),
          content_id: zIdParam.optional(),
        }),
        response: { 200: zEnvelope(z.object({ size: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const target: Target = { target_type: q.target_type, target_user_ids: [], target_role_id: q.target_role_id ?? null, content_id: q.content_id ?? null };
      return { success: true as const, data: { size: await audienceSize(app.db, target, request.district!.id) } };
    },
  );

  // The resident's side (their app is not ours): their inbox, whatever district it came from.
  app.get(
    '/api/v3/me/notifications',
    {
      schema: {
        tags: ['resident'],
        summary: 'List the own notifications, newest first',
        querystring: z.strictObject({
          paginate: z.coerce.number().int().min(1).max(100).default(20),
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
          unread: z.enum(['0', '1']).optional(),
        }),
        response: { 200: zListEnvelope(inboxItem) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listInbox(app.db, request.auth!.userId, request.locale, { ...q, unread: q.unread === '1' });
      return page(rows, total, q);
    },
  );

  app.post(
    '/api/v3/me/notifications/:id/read',
    {
      config: { audit: { entity: 'inbox', action: 'read' } },
      schema: { tags: ['resident'], summary: 'Mark an own notification read', params: idParams, response: { 200: zEnvelope(inboxItem) } },
    },
    async (request) => {
      const found = await markRead(app.db, request.params.id, request.auth!.userId);
      if (!found) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: found.inbox.id, districtId: found.notification.districtId });
      return { success: true as const, data: inboxRecord(found.inbox, found.notification, request.locale) };
    },
  );
}

/**
 * Delivers planned notifications once their time has come, in every server process: each round
 * claims the due ones (FOR UPDATE SKIP LOCKED, data.ts `deliverDue`), so two processes on one
 * PostgreSQL never deliver one twice, and a restart loses none (the plan is in the database).
 * Each delivery is announced to its recipients and recorded in the audit trail as the server's.
 */
export const deliverPlanned: EntityJobFactory = (app) => ({
  everyMs: app.config.notificationsEveryMs,
  async round() {
    for (;;) {
      const sent = await deliverDue(app.db);
      for (const result of sent) {
        announceDelivery(app, result);
        await appendSystemWrite(app, {
          entity: contract.name,
          recordId: result.row.id,
          action: 'send',
          districtId: result.row.districtId,
          changes: { status_type: { before: 'planned', after: result.row.statusType }, audience_size: { after: result.row.audienceSize } },
        });
      }
      // A full batch may have left more behind.
      if (sent.length < 20) return;
    }
  },
});

export default entityServer({ routes: notificationRoutes, jobs: { 'notifications.deliver': deliverPlanned } });
