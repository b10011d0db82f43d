import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cityInput, cityRecord, countryRecord } from './schema';
import { cityUsedBy, countryExists, createCity, deleteCity, listCities, listCountries, loadCity, updateCity } from './data';
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
const body = cityInput.extend({ district_id: zIdBody });
const item = { 200: zItemEnvelope(cityRecord) };

/**
 * settings/cities: cities are shared by every district, so the district only says where the
 * user's cities_* permission is checked. A city that districts stand in cannot be deleted (409).
 */
async function cityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checkCountry = async (countryId: number, message: string) => {
    if (!(await countryExists(app.db, countryId))) throw unprocessable(message, { country_id: [V.SelectAnOption] });
  };
  const found = async (id: number | null, message: string) => {
    const row = id === null ? null : await loadCity(app.db, id);
    if (!row) throw notFound(message);
    return row;
  };

  app.get(
    '/api/v3/countries',
    {
      config: { permission: ['cities_view', 'cities_add', 'cities_edit', 'districts_view'] },
      schema: { tags: ['settings'], querystring: districtQuery, response: { 200: z.object({ success: z.literal(true), data: z.array(countryRecord) }) } },
    },
    async () => ({ success: true as const, data: await listCountries(app.db) }),
  );

  app.get(
    '/api/v3/cities',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: ['settings'],
        querystring: listQuery.extend({ order_by: zOrderBy(contract), country_id: zIdParam.optional() }),
        response: { 200: zListEnvelope(cityRecord) },
      },
    },
    async (request) => {
      const { rows, total } = await listCities(app.db, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/cities/:id',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: { tags: ['settings'], params: idParams, querystring: districtQuery, response: item },
    },
    async (request) => ({ success: true as const, data: await found(request.params.id, request.t('Errors.NotFound')) }),
  );

  app.post(
    '/api/v3/cities',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['settings'], body, response: { 201: zItemEnvelope(cityRecord) } },
    },
    async (request, reply) => {
      await checkCountry(request.body.country_id, request.t('Errors.InvalidRequest'));
      const id = await createCity(app.db, request.body);
      const data = await found(id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/cities/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['settings'], params: idParams, body, response: item },
    },
    async (request) => {
      await checkCountry(request.body.country_id, request.t('Errors.InvalidRequest'));
      const before = await found(request.params.id, request.t('Errors.NotFound'));
      const id = await updateCity(app.db, request.params.id, request.body);
      const data = await found(id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: request.params.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    '/api/v3/cities/:id',
    {
      config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: { tags: ['settings'], params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
    },
    async (request) => {
      const used = await cityUsedBy(app.db, request.params.id);
      if (used > 0) throw conflict(request.t('Errors.CityInUse', { count: used }), { districts: used });
      const before = await found(request.params.id, request.t('Errors.NotFound'));
      if (!(await deleteCity(app.db, request.params.id))) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: request.params.id, before });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: request.params.id } };
    },
  );
}

export default entityServer({ routes: cityRoutes });
