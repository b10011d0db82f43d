import { noteRead } from '../../server/privacy/accessLog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zEnvelope } from '../../src/contract/envelope';
import { actionPermissions } from '../../src/contract/entity';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { privateFileUrl } from '../../server/lib/fileLinks';
import { listQuery, page } from '../../server/lib/list';
import contract, { LINKED_CONTENT_KINDS, POST_MESSAGE_MAX, type LinkedContentType } from './contract';
import { archivePost, authorOf, findPost, insertPost, linkedContentOptions, listPosts, loadPost, postReferenceErrors, updatePost } from './data';
import { postInput, postRecord, type PostInput } from './schema';

const base = '/api/v3/posts';
const tag = 'posts';
const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const item = zItemEnvelope(postRecord);
const options = zEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() })));
const body = postInput.safeExtend({ district_id: zIdBody });
const messageBody = z.strictObject({
  district_id: zIdBody,
  message: z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(POST_MESSAGE_MAX, V.FieldTooLongMax),
  MailType: z.literal('Post', { error: V.FieldInvalid }).default('Post'),
});

/**
 * The posts' routes (spec content §7): the list with its tabs, one post, create and update (the
 * form's status buttons set the status), archive, the message to the author (queued in the mail
 * outbox), and the form's option lists (valid linked contents, smart-solution labels).
 */
async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const picture = (request: FastifyRequest) => (url: string | null) => privateFileUrl(request, url);
  const refuse = (request: FastifyRequest, errors: Record<string, string[]>) => {
    if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
  };
  const load = async (request: FastifyRequest, id: number) => {
    const data = await loadPost(app.db, id, request.district!.id, request.locale, picture(request));
    if (!data) throw notFound(request.t('Errors.NotFound'));
    return data;
  };

  app.get(
    base,
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: [tag],
        summary: 'List the posts',
        querystring: listQuery.extend({
          order_by: z.enum(contract.list.sortable as [string, ...string[]]).optional(),
          status: z.enum(contract.list.tabs!.values as [string, ...string[]]).default(contract.list.tabs!.default),
        }),
        response: { 200: zListEnvelope(postRecord) },
      },
    },
    async (request) => {
      const { rows, total } = await listPosts(app.db, request.district!.id, request.locale, request.query, picture(request));
      return page(rows, total, request.query);
    },
  );

  app.get(
    `${base}/linked_contents`,
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: [tag],
        summary: 'The valid contents a post of a linked-content type may name',
        querystring: districtQuery.extend({
          linked_content_type: z.enum(LINKED_CONTENT_KINDS as [string, ...string[]], { error: V.SelectAnOption }),
          visibility: z.string().trim().max(24).default('public'),
        }),
        response: { 200: options },
      },
    },
    async (request) => ({
      success: true as const,
      data: await linkedContentOptions(
        app.db,
        request.district!.id,
        request.query.linked_content_type as LinkedContentType,
        request.query.visibility,
        request.locale,
      ),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      // A resident's post carries their e-mail and phone: opening one is in the access log (issue 18).
      config: { permission: actionPermissions(contract, 'get'), personal: { entity: contract.name } },
      schema: { tags: [tag], summary: 'Read one post', params: idParams, querystring: districtQuery, response: { 200: item } },
    },
    async (request) => {
      const data = await load(request, request.params.id);
      noteRead(request, { recordId: data.id, subjects: data.author_id ? [data.author_id] : [] });
      return { success: true as const, data };
    },
  );

  app.post(
    base,
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: [tag], summary: 'Create a post', body, response: { 201: item } },
    },
    async (request, reply) => {
      const input = request.body as PostInput;
      refuse(request, await postReferenceErrors(app.db, input, request.district!.id));
      const id = await insertPost(app.db, request.district!.id, input.author_id ?? request.auth!.userId, input);
      const data = await load(request, id);
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: [tag], summary: 'Update a post (its status with it)', params: idParams, body, response: { 200: item } },
    },
    async (request) => {
      const input = request.body as PostInput;
      const current = await findPost(app.db, request.params.id, request.district!.id);
      if (!current) throw notFound(request.t('Errors.NotFound'));
      refuse(request, await postReferenceErrors(app.db, input, request.district!.id, current));
      const before = await load(request, current.id);
      await updatePost(app.db, current, input);
      const data = await load(request, current.id);
      noteWrite(request, { recordId: current.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.post(
    `${base}/:id/archive`,
    {
      config: { permission: contract.permissions.delete, district: 'body', audit: { entity: contract.name, action: 'archive' } },
      schema: { tags: [tag], summary: 'Archive a post', params: idParams, body: z.strictObject({ district_id: zIdBody }), response: { 200: item } },
    },
    async (request) => {
      const before = await load(request, request.params.id);
      if (!(await archivePost(app.db, before.id, request.district!.id))) throw conflict(request.t('Errors.PostArchived'), { status: before.status });
      const data = await load(request, before.id);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.post(
    `${base}/:id/message`,
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'send' } },
      schema: {
        tags: [tag],
        summary: "Send a message to the post's author, by mail",
        params: idParams,
        body: messageBody,
        response: { 200: zEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const post = await findPost(app.db, request.params.id, request.district!.id);
      if (!post) throw notFound(request.t('Errors.NotFound'));
      const author = await authorOf(app.db, post, request.locale);
      if (!author) throw conflict(request.t('Errors.PostNoAuthor'));
      const { message } = request.body;
      await app.db.transaction((tx) =>
        app.mailer.queue(tx, {
          to: author.email,
          subject: request.t('Mail.PostMessageSubject', { title: author.title }),
          body: request.t('Mail.PostMessageBody', { name: author.name, title: author.title, message }),
        }),
      );
      noteWrite(request, { recordId: post.id, changes: { message: { before: null, after: message } } });
      return { success: true as const, message: request.t('Strings.MessageSent'), data: { id: post.id } };
    },
  );
}

export default entityServer({ routes: postRoutes });
