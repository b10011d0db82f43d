import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apartmentInput, consumptionFilter, PERIOD_OUT_OF_ORDER, periodInOrder, type ApartmentInput } from './schema';
import { isFeatureOn } from '../../src/lib/features';
import { V, z, zId } from '../../src/lib/validation';
import { apartments, leaseContractRequests } from '../../server/db/schema';
import { conflict, notFound } from '../../server/lib/errors';
import { listQuery, orderBy, page } from '../../server/lib/list';
import { districtConfiguration } from '../../server/services/districts';
import {
  apartmentColumns, apartmentToApi, checkApartmentUsers, consumptionSeries, isUniqueViolation, loadApartment, saveApartmentUsers,
} from './data';
import { entityServer } from '../../server/entities/register';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zId });
const districtQuery = z.strictObject({ district_id: zId });
const body = apartmentInput.extend({ district_id: zId });
const consumptionsQuery = consumptionFilter.extend({ district_id: zId }).refine(periodInOrder, PERIOD_OUT_OF_ORDER);

/** Apartments of the district (spec content §3): list, details with their users, consumptions, CRUD. */
async function apartmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = (id: number, districtId: number) => and(eq(apartments.id, id), eq(apartments.districtId, districtId));

  /** A code names one apartment in its district: a taken code is a conflict on the field (409). */
  const codeTaken = (request: FastifyRequest) => conflict(request.t('Errors.ApartmentCodeTaken'), { errors: { code: [V.FieldInvalid] } });
  async function checkCode(request: FastifyRequest, input: ApartmentInput & { district_id: number }, exceptId?: number) {
    const [row] = await app.db
      .select({ id: apartments.id })
      .from(apartments)
      .where(and(eq(apartments.districtId, input.district_id), eq(apartments.code, input.code), exceptId ? ne(apartments.id, exceptId) : undefined));
    if (row) throw codeTaken(request);
  }
  /** The check above can race another save of the same code; the unique index decides then. */
  const guardUnique = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken(request);
      throw err;
    }
  };

  app.get(
    '/api/v3/apartments',
    { config: { permission: actionPermissions(contract, 'list') }, schema: { tags: ['home'], querystring: listQuery } },
    async (request) => {
      const q = request.query;
      const filters: (SQL | undefined)[] = [eq(apartments.districtId, request.district!.id)];
      if (q.query) {
        const needle = `%${q.query.replace(/[%_\\]/g, '\\$&')}%`;
        filters.push(or(ilike(apartments.code, needle), ilike(apartments.number, needle), ilike(apartments.towerCode, needle)));
      }
      const where = and(...filters);
      const sort = orderBy(
        q,
        { id: apartments.id, code: apartments.code, number: apartments.number, floor: apartments.floor, tower_code: apartments.towerCode },
        'id',
        request.t('Errors.InvalidRequest'),
      );
      const [rows, [{ n }]] = await Promise.all([
        app.db.select().from(apartments).where(where).orderBy(sort, apartments.id).limit(q.paginate).offset((q.page - 1) * q.paginate),
        app.db.select({ n: count() }).from(apartments).where(where),
      ]);
      return page(rows.map(apartmentToApi), n, q);
    },
  );

  app.get(
    '/api/v3/apartments/:id',
    { config: { permission: actionPermissions(contract, 'get') }, schema: { tags: ['home'], params: idParams, querystring: districtQuery } },
    async (request) => {
      const data = await loadApartment(app.db, request.params.id, request.district!.id);
      if (!data) throw notFound(request.t('Errors.NotFound'));
      return { success: true, data };
    },
  );

  app.get(
    '/api/v3/apartments/:id/consumptions',
    { config: { permission: 'apartments_view' }, schema: { tags: ['home'], params: idParams, querystring: consumptionsQuery } },
    async (request) => {
      const districtId = request.district!.id;
      const [row] = await app.db.select({ id: apartments.id }).from(apartments).where(mine(request.params.id, districtId));
      if (!row) throw notFound(request.t('Errors.NotFound'));
      const q = request.query;
      const asked = [q.type ?? [], q['type[]'] ?? []].flat();
      const configuration = await districtConfiguration(app.db, districtId);
      const data = await consumptionSeries(app.db, row.id, { types: asked, from: q.from, to: q.to, withCarbon: isFeatureOn(configuration, 'CO2Emissions') });
      return { success: true, data };
    },
  );

  app.post('/api/v3/apartments', { config: { permission: actionPermissions(contract, 'create'), district: 'body' }, schema: { tags: ['home'], body } }, async (request, reply) => {
    const input = request.body;
    await checkCode(request, input);
    await checkApartmentUsers(app.db, input, input.district_id, request.t('Errors.InvalidRequest'));
    const id = await guardUnique(request, () =>
      app.db.transaction(async (tx) => {
        const [row] = await tx.insert(apartments).values({ districtId: input.district_id, ...apartmentColumns(input) }).returning({ id: apartments.id });
        await saveApartmentUsers(tx, row.id, input);
        return row.id;
      }),
    );
    reply.code(201);
    return { success: true, message: request.t('Strings.Saved'), data: await loadApartment(app.db, id, input.district_id) };
  });

  app.put(
    '/api/v3/apartments/:id',
    { config: { permission: actionPermissions(contract, 'update'), district: 'body' }, schema: { tags: ['home'], params: idParams, body } },
    async (request) => {
      const input = request.body;
      const [current] = await app.db.select({ id: apartments.id }).from(apartments).where(mine(request.params.id, input.district_id));
      if (!current) throw notFound(request.t('Errors.NotFound'));
      await checkCode(request, input, current.id);
      await checkApartmentUsers(app.db, input, input.district_id, request.t('Errors.InvalidRequest'));
      await guardUnique(request, () =>
        app.db.transaction(async (tx) => {
          await tx.update(apartments).set(apartmentColumns(input)).where(eq(apartments.id, current.id));
          await saveApartmentUsers(tx, current.id, input);
        }),
      );
      return { success: true, message: request.t('Strings.Saved'), data: await loadApartment(app.db, current.id, input.district_id) };
    },
  );

  app.delete(
    '/api/v3/apartments/:id',
    { config: { permission: actionPermissions(contract, 'delete') }, schema: { tags: ['home'], params: idParams, querystring: districtQuery } },
    async (request) => {
      const [current] = await app.db.select({ id: apartments.id }).from(apartments).where(mine(request.params.id, request.district!.id));
      if (!current) throw notFound(request.t('Errors.NotFound'));
      // Contract requests keep their apartment: their decisions are a record (the foreign key agrees).
      const [used] = await app.db.select({ n: count() }).from(leaseContractRequests).where(eq(leaseContractRequests.apartmentId, current.id));
      if (used.n > 0) throw conflict(request.t('Errors.ApartmentHasContracts', { count: used.n }), { contracts: used.n });
      await app.db.delete(apartments).where(eq(apartments.id, current.id));
      return { success: true, message: request.t('Strings.Deleted'), data: { id: current.id } };
    },
  );
}

export default entityServer({ routes: apartmentRoutes });
