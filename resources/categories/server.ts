import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityCategoryInput, categoryRecord, toolCategoryInput } from './schema';
import { categoryImageErrors, createCategory, deleteCategory, findCategory, listCategories, loadCategory, titleChanged, updateCategory } from './data';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const body = z.discriminatedUnion('type', [activityCategoryInput.extend({ district_id: zIdBody }), toolCategoryInput.extend({ district_id: zIdBody })]);
const item = zItemEnvelope(categoryRecord);

/** Activity and tool categories (the community category page's two tabs), spec content §3, §5. */
async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const refuseImages = (errors: Record<string, string[]>, message: string) => {
    if (Object.keys(errors).length) throw unprocessable(message, errors);
  };

  app.get(
    '/api/v3/categories',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: ['categories'],
        querystring: listQuery.extend({ order_by: zOrderBy(contract), type: z.enum(['activity', 'tool']).default('activity') }),
        response: { 200: zListEnvelope(categoryRecord) },
      },
    },
    async (request) => {
      const { rows, total } = await listCategories(app.db, request.district!.id, request.locale, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/categories/:id',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: { tags: ['categories'], params: idParams, querystring: districtQuery, response: { 200: item } },
    },
    async (request) => {
      const row = await loadCategory(app.db, request.params.id, request.district!.id);
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data: row };
    },
  );

  app.post(
    '/api/v3/categories',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['categories'], body, response: { 201: item } },
    },
    async (request, reply) => {
      const input = request.body;
      refuseImages(await categoryImageErrors(app.db, input, input.district_id), request.t('Errors.InvalidRequest'));
      const data = await createCategory(app.db, input.district_id, input);
      noteWrite(request, { recordId: data.id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/categories/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['categories'], params: idParams, body, response: { 200: item } },
    },
    async (request) => {
      const input = request.body;
      const current = await findCategory(app.db, request.params.id, input.district_id);
      if (!current || current.type !== input.type) throw notFound(request.t('Errors.NotFound'));
      if (current.visibility === 'private' && titleChanged(current, input)) {
        throw conflict(request.t('Errors.PrivateCategoryTitle'), { errors: { translations: [V.FieldReadOnly] } });
      }
      refuseImages(await categoryImageErrors(app.db, input, input.district_id, current), request.t('Errors.InvalidRequest'));
      const before = await loadCategory(app.db, current.id, input.district_id);
      const data = await updateCategory(app.db, current.id, input);
      noteWrite(request, { recordId: current.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    '/api/v3/categories/:id',
    {
      config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: { tags: ['categories'], params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
    },
    async (request) => {
      const current = await findCategory(app.db, request.params.id, request.district!.id);
      if (!current) throw notFound(request.t('Errors.NotFound'));
      if (current.visibility === 'private') throw conflict(request.t('Errors.PrivateCategoryDelete'));
      const before = await loadCategory(app.db, current.id, current.districtId);
      await deleteCategory(app.db, current.id);
      noteWrite(request, { recordId: current.id, before });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: current.id } };
    },
  );
}

export default entityServer({ routes: categoryRoutes });
