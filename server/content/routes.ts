import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContentContract } from '../../src/contract/content';
import { actionPermissions } from '../../src/contract/entity';
import { contentDateErrors, contentInput, contentRecord } from '../../src/contract/contentSchema';
import { zEnvelope } from '../../src/contract/envelope';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { holds } from '../../src/lib/permissions';
import { V, z, zIdBody, zIdParam, zOptionId } from '../../src/lib/validation';
import { noteWrite } from '../audit/trail';
import { REJECTION_REASON_MAX } from '../../src/contract/content';
import { users } from '../db/schema';
import { entityServer, type EntityServer } from '../entities/register';
import { conflict, forbidden, notFound, unprocessable } from '../lib/errors';
import { listQuery, page } from '../lib/list';
import { accessByDistrict } from '../services/access';
import {
  activeTagOptions,
  cloneContent,
  contentReferenceErrors,
  contentValues,
  decideApproval,
  deleteContent,
  districtToday,
  findContent,
  insertContent,
  listContents,
  loadContent,
  updateContent,
  type ContentValues,
} from './data';

/** A 422 with the field errors, when there are any. */
function refuse(request: FastifyRequest, errors: Record<string, string[]>) {
  if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
}

/** The writer, as a content item names its author. */
async function writer(app: FastifyInstance, request: FastifyRequest) {
  const id = request.auth!.userId;
  const [u] = await app.db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, id));
  return { id, name: `${u?.first ?? ''} ${u?.last ?? ''}`.trim() };
}

/**
 * The routes of a content entity (spec content §7 "Get, add, update, delete item", "Clone content
 * to district"): the generic five on the `contents` rows of its type, with the content form's
 * rules, plus the clone. Every content entity's server.ts is `contentServer(contract)`.
 */
export interface ContentServerOptions {
  /** The entity's own routes beside the content ones (a podcast's episodes). */
  routes?: FastifyPluginAsync;
  /** Work on a submit's row values before they are written (a live camera's stream check). */
  prepare?: (values: ContentValues, app: FastifyInstance) => Promise<void>;
  /** After a create or update is written (a concierge item marks its district as having one). */
  saved?: (app: FastifyInstance, districtId: number) => Promise<void>;
}

export function contentServer(contract: ContentContract, more: ContentServerOptions = {}): EntityServer {
  const base = `/api/v3/${contract.name}`;
  const tag = contract.name.replace(/_/g, ' ');
  const input = contentInput(contract.content);
  const body = input.safeExtend({ district_id: zIdBody });
  const item = zItemEnvelope(contentRecord);
  const idParams = z.strictObject({ id: zIdParam });
  const districtQuery = z.strictObject({ district_id: zIdParam });
  const { tabs, sortable } = contract.list;
  const query = listQuery.extend({
    order_by: z.enum(sortable as [string, ...string[]]).optional(),
    status: z.enum(tabs!.values as [string, ...string[]]).default(tabs!.default),
  });

  async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      base,
      {
        config: { permission: actionPermissions(contract, 'list') },
        schema: { tags: [tag], summary: `List the ${tag}`, querystring: query, response: { 200: zListEnvelope(contentRecord) } },
      },
      async (request) => {
        const { rows, total } = await listContents(app.db, contract, request.district!.id, request.locale, request.query);
        return page(rows, total, request.query);
      },
    );

    /** The district's active tags a content form may pick, named in the reader's language. */
    app.get(
      `${base}/tag_options`,
      {
        config: { permission: actionPermissions(contract, 'list') },
        schema: {
          tags: [tag],
          summary: `The tags one of the ${tag} may carry`,
          querystring: districtQuery,
          response: { 200: zEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() }))) },
        },
      },
      async (request) => ({ success: true as const, data: await activeTagOptions(app.db, request.district!.id, request.locale) }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { permission: actionPermissions(contract, 'get') },
        schema: { tags: [tag], summary: `Read one of the ${tag}`, params: idParams, querystring: districtQuery, response: { 200: item } },
      },
      async (request) => {
        const data = await loadContent(app.db, contract, request.params.id, request.district!.id, request.locale);
        if (!data) throw notFound(request.t('Errors.NotFound'));
        return { success: true as const, data };
      },
    );

    app.post(
      base,
      {
        config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
        schema: { tags: [tag], summary: `Create one of the ${tag}`, body, response: { 201: item } },
      },
      async (request, reply) => {
        const districtId = request.district!.id;
        const today = await districtToday(app.db, districtId);
        refuse(request, {
          ...contentDateErrors(request.body as never, today),
          ...(await contentReferenceErrors(app.db, contract, request.body as never, districtId)),
        });
        const values = contentValues(contract, request.body as never, today);
        await more.prepare?.(values, app);
        const id = await insertContent(app.db, contract, districtId, values, await writer(app, request));
        await more.saved?.(app, districtId);
        const data = (await loadContent(app.db, contract, id, districtId, request.locale))!;
        noteWrite(request, { recordId: id, after: data });
        reply.code(201);
        return { success: true as const, message: request.t('Strings.Saved'), data };
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
        schema: { tags: [tag], summary: `Update one of the ${tag}`, params: idParams, body, response: { 200: item } },
      },
      async (request) => {
        const districtId = request.district!.id;
        const current = await findContent(app.db, contract, request.params.id, districtId);
        if (!current) throw notFound(request.t('Errors.NotFound'));
        refuse(request, await contentReferenceErrors(app.db, contract, request.body as never, districtId, current));
        const before = (await loadContent(app.db, contract, current.id, districtId, request.locale))!;
        const values = contentValues(contract, request.body as never, await districtToday(app.db, districtId), current);
        await more.prepare?.(values, app);
        await updateContent(app.db, current.id, values);
        await more.saved?.(app, districtId);
        const data = (await loadContent(app.db, contract, current.id, districtId, request.locale))!;
        noteWrite(request, { recordId: current.id, before, after: data });
        return { success: true as const, message: request.t('Strings.Saved'), data };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
        schema: { tags: [tag], summary: `Delete one of the ${tag}`, params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
      },
      async (request) => {
        const before = await loadContent(app.db, contract, request.params.id, request.district!.id, request.locale);
        if (!before) throw notFound(request.t('Errors.NotFound'));
        await deleteContent(app.db, before.id);
        noteWrite(request, { recordId: before.id, before });
        return { success: true as const, message: request.t('Strings.Deleted'), data: { id: before.id } };
      },
    );

    /**
     * Share (clone) to another district (spec console §2, content §7 "contentId, districtId"): the
     * copy arrives there as a draft. The user must be able to add this entity in that district.
     */
    app.post(
      `${base}/clone`,
      {
        config: { permission: actionPermissions(contract, 'get'), district: 'body', audit: { entity: contract.name, action: 'share' } },
        schema: {
          tags: [tag],
          summary: `Share one of the ${tag} to another district, as a draft`,
          body: z.strictObject({ district_id: zIdBody, contentId: zIdBody, districtId: zOptionId }),
          response: { 201: zItemEnvelope(z.object({ id: z.number().int(), district_id: z.number().int() })) },
        },
      },
      async (request, reply) => {
        const { contentId, districtId: to } = request.body;
        const from = request.district!.id;
        const source = await findContent(app.db, contract, contentId, from);
        if (!source) throw notFound(request.t('Errors.NotFound'));
        if (to === from) throw unprocessable(request.t('Errors.InvalidRequest'), { districtId: [V.SelectAnOption] });
        const [there] = await accessByDistrict(app.db, request.auth!.userId, to);
        if (!there || there.districtId !== to) throw forbidden(request.t('Errors.DistrictMissing', { district: to }), { district_id: to });
        if (!holds(there.permissions, contract.permissions.add)) {
          throw forbidden(request.t('Errors.PermissionMissing', { permission: contract.permissions.add.join(' | ') }), {
            permission: contract.permissions.add,
          });
        }
        const id = await cloneContent(app.db, source, to, await writer(app, request));
        const copy = await loadContent(app.db, contract, id, to, request.locale);
        noteWrite(request, {
          recordId: source.id,
          changes: { shared_to: { before: null, after: to } },
          also: [{ districtId: to, recordId: id, action: 'create', after: copy }],
        });
        reply.code(201);
        return { success: true as const, message: request.t('Strings.Shared'), data: { id, district_id: to } };
      },
    );

    if (contract.content.approval) approvalRoutes(app);
    if (more.routes) await app.register(more.routes);
  }

  /**
   * Approve, and reject with a reason (spec content §3 "Reject payload", §4): the editors' call.
   * The author is told the reason by mail, queued in the same transaction as the decision.
   */
  function approvalRoutes(app: ReturnType<FastifyInstance['withTypeProvider']>) {
    const decide = (action: 'approve' | 'reject', body: z.ZodType<{ district_id: number; rejection_reason?: string }>) =>
      app.post(
        `${base}/:id/${action}`,
        {
          config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action } },
          schema: {
            tags: [tag],
            summary: `${action === 'approve' ? 'Approve' : 'Reject, with a reason,'} one of the ${tag}`,
            params: idParams,
            body,
            response: { 200: item },
          },
        },
        async (request) => {
          const { id } = request.params as { id: number };
          const { district_id: districtId, rejection_reason: reason } = request.body as { district_id: number; rejection_reason?: string };
          const before = await loadContent(app.db, contract, id, districtId, request.locale);
          if (!before) throw notFound(request.t('Errors.NotFound'));
          const status = action === 'approve' ? 'confirmed' : 'rejected';
          const decided = await app.db.transaction(async (tx) => {
            const changed = await decideApproval(tx, id, { status, reason });
            if (!changed || action !== 'reject' || !before.author_id) return changed;
            const [author] = await tx.select({ email: users.email, first: users.firstName }).from(users).where(eq(users.id, before.author_id));
            if (author?.email) {
              const title = before.translations.find((t) => t.locale === request.locale)?.title ?? before.translations[0]?.title ?? '';
              await app.mailer.queue(tx, {
                to: author.email,
                subject: request.t('Mail.ContentRejectedSubject', { title }),
                body: request.t('Mail.ContentRejectedBody', { name: author.first ?? '', title, reason: reason! }),
              });
            }
            return changed;
          });
          if (!decided) throw conflict(request.t('Errors.ApprovalConflict'), { approval_status: before.approval_status });
          const data = (await loadContent(app.db, contract, id, districtId, request.locale))!;
          noteWrite(request, { recordId: id, before, after: data });
          return { success: true as const, message: request.t(action === 'approve' ? 'Strings.Approved' : 'Strings.Rejected'), data };
        },
      );
    /**
     * A resident's own item, as their app sends it (the console's users are staff): the same
     * form and rules, saved as published and waiting for the staff's approval. Any member of the
     * district may send one while its section is on (the guard's district and flag checks).
     */
    app.post(
      `/api/v3/resident/${contract.name}`,
      {
        config: { permission: [], district: 'body', audit: { entity: contract.name, action: 'create' } },
        schema: { tags: ['resident'], summary: `Send one of the ${tag} for approval`, body, response: { 201: item } },
      },
      async (request, reply) => {
        const districtId = request.district!.id;
        const today = await districtToday(app.db, districtId);
        const input = { ...(request.body as Record<string, unknown>), status: 'published' };
        refuse(request, { ...contentDateErrors(input as never, today), ...(await contentReferenceErrors(app.db, contract, input as never, districtId)) });
        const values = { ...contentValues(contract, input as never, today), approvalStatus: 'waiting' as const };
        await more.prepare?.(values, app);
        const id = await insertContent(app.db, contract, districtId, values, await writer(app, request));
        const data = (await loadContent(app.db, contract, id, districtId, request.locale))!;
        noteWrite(request, { recordId: id, after: data });
        reply.code(201);
        return { success: true as const, message: request.t('Strings.SentForApproval'), data };
      },
    );

    decide('approve', z.strictObject({ district_id: zIdBody }));
    // The spec's reject payload (content §3): status, is_status and type may come along; the path names the item.
    decide(
      'reject',
      z.strictObject({
        district_id: zIdBody,
        rejection_reason: z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(REJECTION_REASON_MAX, V.FieldTooLongMax),
        status: z.literal('rejected').optional(),
        is_status: z.boolean().optional(),
        contentId: zOptionId.optional(),
        type: z.string().max(64).optional(),
      }),
    );
  }

  return entityServer({ routes });
}
