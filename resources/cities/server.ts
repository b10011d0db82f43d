import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cityInput } from './schema';
import { V, z, zId } from '../../src/lib/validation';
import { cities, countries, districts } from '../../server/db/schema';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, orderBy, page } from '../../server/lib/list';
import { entityServer } from '../../server/entities/register';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zId });
const districtQuery = z.strictObject({ district_id: zId });
const body = cityInput.extend({ district_id: zId });

/**
 * settings/cities: cities are shared by every district, so the district only says where the
 * user's cities_* permission is checked. A city that districts stand in cannot be deleted (409).
 */
async function cityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const select = {
    id: cities.id,
    name: cities.name,
    country_id: cities.countryId,
    country: { id: countries.id, name: countries.name, code: countries.code },
  };
  const load = async (id: number) => {
    const [row] = await app.db.select(select).from(cities).innerJoin(countries, eq(countries.id, cities.countryId)).where(eq(cities.id, id));
    return row ?? null;
  };
  const checkCountry = async (countryId: number, message: string) => {
    const [row] = await app.db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    if (!row) throw unprocessable(message, { country_id: [V.SelectAnOption] });
  };

  app.get(
    '/api/v3/countries',
    { config: { permission: ['cities_view', 'cities_add', 'cities_edit', 'districts_view'] }, schema: { tags: ['settings'], querystring: districtQuery } },
    async () => ({ success: true, data: await app.db.select().from(countries).orderBy(countries.name) }),
  );

  app.get(
    '/api/v3/cities',
    { config: { permission: actionPermissions(contract, 'list') }, schema: { tags: ['settings'], querystring: listQuery.extend({ country_id: zId.optional() }) } },
    async (request) => {
      const q = request.query;
      const filters: SQL[] = [];
      if (q.query) filters.push(ilike(cities.name, `%${q.query.replace(/[%_\\]/g, '\\$&')}%`));
      if (q.country_id) filters.push(eq(cities.countryId, q.country_id));
      const where = filters.length ? and(...filters) : undefined;
      const sort = orderBy(q, { id: cities.id, name: cities.name, country: countries.name }, 'id', request.t('Errors.InvalidRequest'));
      const [rows, [{ n }]] = await Promise.all([
        app.db.select(select).from(cities).innerJoin(countries, eq(countries.id, cities.countryId)).where(where).orderBy(sort, cities.id)
          .limit(q.paginate).offset((q.page - 1) * q.paginate),
        app.db.select({ n: count() }).from(cities).where(where),
      ]);
      return page(rows, n, q);
    },
  );

  app.get(
    '/api/v3/cities/:id',
    { config: { permission: actionPermissions(contract, 'get') }, schema: { tags: ['settings'], params: idParams, querystring: districtQuery } },
    async (request) => {
      const row = await load(request.params.id);
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, data: row };
    },
  );

  app.post('/api/v3/cities', { config: { permission: actionPermissions(contract, 'create'), district: 'body' }, schema: { tags: ['settings'], body } }, async (request, reply) => {
    await checkCountry(request.body.country_id, request.t('Errors.InvalidRequest'));
    const [row] = await app.db.insert(cities).values({ name: request.body.name, countryId: request.body.country_id }).returning({ id: cities.id });
    reply.code(201);
    return { success: true, message: request.t('Strings.Saved'), data: await load(row.id) };
  });

  app.put(
    '/api/v3/cities/:id',
    { config: { permission: actionPermissions(contract, 'update'), district: 'body' }, schema: { tags: ['settings'], params: idParams, body } },
    async (request) => {
      await checkCountry(request.body.country_id, request.t('Errors.InvalidRequest'));
      const [row] = await app.db
        .update(cities)
        .set({ name: request.body.name, countryId: request.body.country_id })
        .where(eq(cities.id, request.params.id))
        .returning({ id: cities.id });
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, message: request.t('Strings.Saved'), data: await load(row.id) };
    },
  );

  app.delete(
    '/api/v3/cities/:id',
    { config: { permission: actionPermissions(contract, 'delete') }, schema: { tags: ['settings'], params: idParams, querystring: districtQuery } },
    async (request) => {
      const [used] = await app.db.select({ n: count() }).from(districts).where(eq(districts.cityId, request.params.id));
      if (used.n > 0) throw conflict(request.t('Errors.CityInUse', { count: used.n }), { districts: used.n });
      const [row] = await app.db.delete(cities).where(eq(cities.id, request.params.id)).returning({ id: cities.id });
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return { success: true, message: request.t('Strings.Deleted'), data: { id: row.id } };
    },
  );
}

export default entityServer({ routes: cityRoutes });
