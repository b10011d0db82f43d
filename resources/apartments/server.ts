import { noteRead } from '../../server/privacy/accessLog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apartmentDetails, apartmentInput, apartmentRecord, consumptionFilter, consumptionSeriesRecord, PERIOD_OUT_OF_ORDER, periodInOrder } from './schema';
import { isFeatureOn } from '../../src/lib/features';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { conflict, notFound } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { districtConfiguration } from '../../server/services/districts';
import {
  apartmentCodeTaken,
  apartmentContractCount,
  apartmentExists,
  checkApartmentUsers,
  consumptionSeries,
  createApartment,
  deleteApartment,
  isUniqueViolation,
  listApartments,
  loadApartment,
  updateApartment,
} from './data';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const body = apartmentInput.extend({ district_id: zIdBody });
const consumptionsQuery = consumptionFilter.extend({ district_id: zIdParam }).refine(periodInOrder, PERIOD_OUT_OF_ORDER);
const details = zItemEnvelope(apartmentDetails);

/** Apartments of the district (spec content §3): list, details with their users, consumptions, CRUD. */
async function apartmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A code names one apartment in its district: a taken code is a conflict on the field (409). */
  const codeTaken = (request: FastifyRequest) => conflict(request.t('Errors.ApartmentCodeTaken'), { errors: { code: [V.FieldInvalid] } });
  const checkCode = async (request: FastifyRequest, districtId: number, code: string, exceptId?: number) => {
    if (await apartmentCodeTaken(app.db, districtId, code, exceptId)) throw codeTaken(request);
  };
  /** The check above can race another save of the same code; the unique index decides then. */
  const guardUnique = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken(request);
      throw err;
    }
  };
  const found = async (id: number, districtId: number, message: string) => {
    const data = await loadApartment(app.db, id, districtId);
    if (!data) throw notFound(message);
    return data;
  };

  app.get(
    '/api/v3/apartments',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: { tags: ['home'], querystring: listQuery.extend({ order_by: zOrderBy(contract) }), response: { 200: zListEnvelope(apartmentRecord) } },
    },
    async (request) => {
      const { rows, total } = await listApartments(app.db, request.district!.id, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/apartments/:id',
    {
      config: { permission: actionPermissions(contract, 'get'), personal: { entity: contract.name } },
      schema: { tags: ['home'], params: idParams, querystring: districtQuery, response: { 200: details } },
    },
    async (request) => {
      const data = await found(request.params.id, request.district!.id, request.t('Errors.NotFound'));
      // Its residents' names and e-mails: each finds the read under their own name.
      noteRead(request, { recordId: data.id, subjects: data.users.map((u) => u.id) });
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/v3/apartments/:id/consumptions',
    {
      config: { permission: 'apartments_view' },
      schema: {
        tags: ['home'],
        params: idParams,
        querystring: consumptionsQuery,
        response: { 200: z.object({ success: z.literal(true), data: z.array(consumptionSeriesRecord) }) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      if (!(await apartmentExists(app.db, request.params.id, districtId))) throw notFound(request.t('Errors.NotFound'));
      const q = request.query;
      const asked = [q.type ?? [], q['type[]'] ?? []].flat();
      const configuration = await districtConfiguration(app.db, districtId);
      const data = await consumptionSeries(app.db, request.params.id, {
        types: asked,
        from: q.from,
        to: q.to,
        withCarbon: isFeatureOn(configuration, 'CO2Emissions'),
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/v3/apartments',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['home'], body, response: { 201: details } },
    },
    async (request, reply) => {
      const input = request.body;
      await checkCode(request, input.district_id, input.code);
      await checkApartmentUsers(app.db, input, input.district_id, request.t('Errors.InvalidRequest'));
      const id = await guardUnique(request, () => createApartment(app.db, input.district_id, input));
      const data = await found(id, input.district_id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/apartments/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['home'], params: idParams, body, response: { 200: details } },
    },
    async (request) => {
      const input = request.body;
      const { id } = request.params;
      if (!(await apartmentExists(app.db, id, input.district_id))) throw notFound(request.t('Errors.NotFound'));
      await checkCode(request, input.district_id, input.code, id);
      await checkApartmentUsers(app.db, input, input.district_id, request.t('Errors.InvalidRequest'));
      const before = await found(id, input.district_id, request.t('Errors.NotFound'));
      await guardUnique(request, () => updateApartment(app.db, id, input));
      const data = await found(id, input.district_id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    '/api/v3/apartments/:id',
    {
      config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: { tags: ['home'], params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await apartmentExists(app.db, id, request.district!.id))) throw notFound(request.t('Errors.NotFound'));
      // Contract requests keep their apartment: their decisions are a record (the foreign key agrees).
      const used = await apartmentContractCount(app.db, id);
      if (used > 0) throw conflict(request.t('Errors.ApartmentHasContracts', { count: used }), { contracts: used });
      const before = await found(id, request.district!.id, request.t('Errors.NotFound'));
      await deleteApartment(app.db, id);
      noteWrite(request, { recordId: id, before });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id } };
    },
  );
}

export default entityServer({ routes: apartmentRoutes });
