import { and, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityCategoryInput, CATEGORY_IMAGE_MAX_BYTES, CATEGORY_IMAGE_TYPES, CATEGORY_IMAGES, toolCategoryInput,
} from './schema';
import { fromStored, toStored } from '../../src/lib/translations';
import { V, z, zId } from '../../src/lib/validation';
import { categories, uploads } from '../../server/db/schema';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, orderBy, page } from '../../server/lib/list';
import { fileUrl } from '../../server/lib/storage';
import { entityServer } from '../../server/entities/register';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zId });
const districtQuery = z.strictObject({ district_id: zId });
const body = z.discriminatedUnion('type', [
  activityCategoryInput.extend({ district_id: zId }),
  toolCategoryInput.extend({ district_id: zId }),
]);
type Body = z.output<typeof body>;
type Row = typeof categories.$inferSelect;

const toApi = (row: Row) => ({
  id: row.id,
  district_id: row.districtId,
  type: row.type,
  visibility: row.visibility,
  translations: fromStored(row.translations),
  category_color: row.color,
  category_icon: row.icon && fileUrl(row.icon),
  category_grey_icon: row.greyIcon && fileUrl(row.greyIcon),
  category_illustration: row.illustration && fileUrl(row.illustration),
  created_at: row.createdAt,
});

/** Activity and tool categories (the community category page's two tabs), spec content §3, §5. */
async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = (id: number, districtId: number) => and(eq(categories.id, id), eq(categories.districtId, districtId));

  /** Each image must be an upload of this district, jpg or png, at most 1 MB; a kept image passes. */
  async function checkImages(request: FastifyRequest, input: Body, districtId: number, current?: Row) {
    if (input.type !== 'activity') return;
    const kept = new Set([current?.icon, current?.greyIcon, current?.illustration].filter(Boolean));
    const names = CATEGORY_IMAGES.map((f) => input[f]).filter((n) => !kept.has(n));
    const found = names.length
      ? await app.db.select().from(uploads).where(and(inArray(uploads.name, names), eq(uploads.districtId, districtId)))
      : [];
    const errors: Record<string, string[]> = {};
    for (const field of CATEGORY_IMAGES) {
      const name = input[field];
      if (kept.has(name)) continue;
      const upload = found.find((u) => u.name === name);
      if (!upload) errors[field] = [V.NoImage];
      else if (!(CATEGORY_IMAGE_TYPES as readonly string[]).includes(upload.type)) errors[field] = [V.FileNotImage];
      else if (upload.size > CATEGORY_IMAGE_MAX_BYTES) errors[field] = [V.FileTooLarge];
    }
    if (Object.keys(errors).length) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
  }

  const columns = (input: Body) =>
    input.type === 'activity'
      ? { color: input.category_color, icon: input.category_icon, greyIcon: input.category_grey_icon, illustration: input.category_illustration }
      : {};

  app.get(
    '/api/v3/categories',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: { tags: ['categories'], querystring: listQuery.extend({ type: z.enum(['activity', 'tool']).default('activity') }) },
    },
    async (request) => {
      const q = request.query;
      const filters: SQL[] = [eq(categories.districtId, request.district!.id), eq(categories.type, q.type)];
      if (q.query) {
        const needle = `%${q.query.replace(/[%_\\]/g, '\\$&')}%`;
        filters.push(sql`exists (select 1 from jsonb_each(${categories.translations}) t where t.value ->> 'name' ilike ${needle})`);
      }
      const where = and(...filters);
      const name = sql`coalesce(${categories.translations} -> ${sql.raw(`'${request.locale}'`)} ->> 'name', ${categories.translations} -> 'en' ->> 'name')`;
      const sort = orderBy(q, { id: categories.id, name: name as unknown as AnyColumn }, 'id', request.t('Errors.InvalidRequest'));
      const [rows, [{ n }]] = await Promise.all([
        app.db.select().from(categories).where(where).orderBy(sort, categories.id).limit(q.paginate).offset((q.page - 1) * q.paginate),
        app.db.select({ n: count() }).from(categories).where(where),
      ]);
      return page(rows.map(toApi), n, q);
    },
  );

  app.get(
    '/api/v3/categories/:id',
    { config: { permission: actionPermissions(contract, 'get') }, schema: { tags: ['categories'], params: idParams, querystring: districtQuery } },
    async (request) => {
      const [row] = await app.db.select().from(categories).where(mine(request.params.id, request.district!.id));
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, data: toApi(row) };
    },
  );

  app.post('/api/v3/categories', { config: { permission: actionPermissions(contract, 'create'), district: 'body' }, schema: { tags: ['categories'], body } }, async (request, reply) => {
    const input = request.body;
    await checkImages(request, input, input.district_id);
    const [row] = await app.db
      .insert(categories)
      .values({ districtId: input.district_id, type: input.type, translations: toStored(input.translations), ...columns(input) })
      .returning();
    reply.code(201);
    return { success: true, message: request.t('Strings.Saved'), data: toApi(row) };
  });

  app.put(
    '/api/v3/categories/:id',
    { config: { permission: actionPermissions(contract, 'update'), district: 'body' }, schema: { tags: ['categories'], params: idParams, body } },
    async (request) => {
      const input = request.body;
      const [current] = await app.db.select().from(categories).where(mine(request.params.id, input.district_id));
      if (!current || current.type !== input.type) throw notFound(request.t('Errors.NotFound'));
      const translations = toStored(input.translations);
      if (current.visibility === 'private' && JSON.stringify(translations) !== JSON.stringify(current.translations)) {
        throw conflict(request.t('Errors.PrivateCategoryTitle'), { errors: { translations: [V.FieldReadOnly] } });
      }
      await checkImages(request, input, input.district_id, current);
      const [row] = await app.db.update(categories).set({ translations, ...columns(input) }).where(eq(categories.id, current.id)).returning();
      return { success: true, message: request.t('Strings.Saved'), data: toApi(row) };
    },
  );

  app.delete(
    '/api/v3/categories/:id',
    { config: { permission: actionPermissions(contract, 'delete') }, schema: { tags: ['categories'], params: idParams, querystring: districtQuery } },
    async (request) => {
      const [current] = await app.db.select().from(categories).where(mine(request.params.id, request.district!.id));
      if (!current) throw notFound(request.t('Errors.NotFound'));
      if (current.visibility === 'private') throw conflict(request.t('Errors.PrivateCategoryDelete'));
      await app.db.delete(categories).where(eq(categories.id, current.id));
      return { success: true, message: request.t('Strings.Deleted'), data: { id: current.id } };
    },
  );
}

export default entityServer({ routes: categoryRoutes });
