import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configurationChangeRecord, districtConfigurationInput, districtInput, districtRecord, type DistrictInput } from './schema';
import {
  applyOne,
  cityExists,
  CONFIGURATION_EVERY_MS,
  CONFIGURATION_JOB,
  createDistrict,
  deleteDistrict,
  districtUsage,
  listDistricts,
  loadDistrictRecord,
  nameTaken,
  saveConfigurationChange,
  updateDistrict,
  cityOptions,
} from './data';
import type { EntityJobFactory } from '../../server/entities/jobs';
import { translate, type Locale } from '../../server/lib/i18n';
import { rooms } from '../../server/live/live';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { zEnvelope } from '../../src/contract/envelope';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const body = districtInput.extend({ district_id: zIdBody });
const item = { 200: zItemEnvelope(districtRecord) };

/**
 * settings/districts (issue 17). The list shows the districts where the caller holds a
 * districts_* permission; reading, editing, configuring and deleting one checks the permission in
 * that district itself (`district: 'params'`, as /districts/:id/settings does); creating one
 * checks districts_add in the request's district and gives the creator their roles of that one.
 * A configuration is saved as a change that a job applies (202), then announced live.
 */
async function districtEntityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const check = async (request: FastifyRequest, input: DistrictInput, except?: number) => {
    const errors: Record<string, string[]> = {};
    if (!(await cityExists(app.db, input.city_id))) errors.city_id = [V.SelectAnOption];
    else if (await nameTaken(app.db, input, except)) errors.name = [V.NameTaken];
    if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
  };
  const found = async (id: number | null, message: string) => {
    const row = id === null ? null : await loadDistrictRecord(app.db, id);
    if (!row) throw notFound(message);
    return row;
  };
  /** The district without its flags, for the audit of an edit (the flags have their own action). */
  const place = ({ configuration: _c, pending_configuration: _p, ...rest }: Awaited<ReturnType<typeof found>>) => rest;

  app.get(
    '/api/v3/districts',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: { tags: ['settings'], querystring: listQuery.extend({ order_by: zOrderBy(contract) }), response: { 200: zListEnvelope(districtRecord) } },
    },
    async (request) => {
      const { rows, total } = await listDistricts(app.db, request.auth!.userId, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/districts/cities',
    {
      // The form's city select: the cities entity's own list asks for cities_*, which a district editor may lack.
      config: { permission: [...actionPermissions(contract, 'list'), ...actionPermissions(contract, 'create'), ...actionPermissions(contract, 'update')] },
      schema: {
        tags: ['settings'],
        summary: 'List the cities a district may stand in, with their country',
        querystring: z.strictObject({ district_id: zIdParam }),
        response: {
          200: zEnvelope(
            z.array(
              z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int(), country: z.object({ id: z.number().int(), name: z.string() }) }),
            ),
          ),
        },
      },
    },
    async () => ({ success: true as const, data: await cityOptions(app.db) }),
  );

  app.get(
    '/api/v3/districts/:id',
    {
      config: { permission: actionPermissions(contract, 'get'), district: 'params' },
      schema: { tags: ['settings'], params: idParams, querystring: districtQuery.partial(), response: item },
    },
    async (request) => ({ success: true as const, data: await found(request.params.id, request.t('Errors.NotFound')) }),
  );

  app.post(
    '/api/v3/districts',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['settings'], body, response: { 201: zItemEnvelope(districtRecord) } },
    },
    async (request, reply) => {
      const { district_id: from, ...input } = request.body;
      await check(request, input);
      const id = await createDistrict(app.db, input, { userId: request.auth!.userId, fromDistrict: from });
      // The creator's sockets join the new district's rooms (its changes reach them from now on).
      await app.live.refreshAccess(request.auth!.userId);
      const data = await found(id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, after: place(data) });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/districts/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'params', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['settings'], params: idParams, body, response: item },
    },
    async (request) => {
      const { district_id: _from, ...input } = request.body;
      const before = await found(request.params.id, request.t('Errors.NotFound'));
      await check(request, input, request.params.id);
      const id = await updateDistrict(app.db, request.params.id, input);
      const data = await found(id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: request.params.id, before: place(before), after: place(data) });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    '/api/v3/districts/:id',
    {
      config: { permission: actionPermissions(contract, 'delete'), district: 'params', audit: { entity: contract.name, action: 'delete' } },
      schema: { tags: ['settings'], params: idParams, querystring: districtQuery.partial(), response: { 200: zDeleted } },
    },
    async (request) => {
      const before = await found(request.params.id, request.t('Errors.NotFound'));
      const usage = await districtUsage(app.db, request.params.id, request.auth!.userId);
      if (usage.users > 0 || usage.content > 0) throw conflict(request.t('resources.districts.inUse', usage), usage);
      if (!(await deleteDistrict(app.db, request.params.id))) throw notFound(request.t('Errors.NotFound'));
      await app.live.refreshAccess(request.auth!.userId);
      noteWrite(request, { recordId: request.params.id, before: place(before) });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: request.params.id } };
    },
  );

  app.put(
    '/api/v3/districts/:id/configuration',
    {
      config: { permission: 'districts_edit', district: 'params', audit: { entity: contract.name, action: 'configuration_change' } },
      schema: {
        tags: ['districts'],
        summary: 'Save the feature flags of a district: applied by a job, announced live when done',
        params: idParams,
        body: districtConfigurationInput,
        response: { 202: zEnvelope(configurationChangeRecord) },
      },
    },
    async (request, reply) => {
      const districtId = request.params.id;
      const before = await found(districtId, request.t('Errors.NotFound'));
      const change = await saveConfigurationChange(app.db, {
        districtId,
        userId: request.auth!.userId,
        locale: request.locale,
        configuration: request.body,
      });
      noteWrite(request, { recordId: districtId, before: { configuration: before.configuration }, after: { configuration: request.body } });
      // This process takes it at once; any other may claim it first (the job's claim is exclusive).
      reply.raw.once('finish', () => void app.jobs.get(CONFIGURATION_JOB)?.run());
      reply.code(202);
      return {
        success: true as const,
        message: request.t('resources.districts.configuration.pending'),
        data: { id: change.id, district_id: districtId, status: change.status, configuration: change.configuration },
      };
    },
  );
}

/**
 * The configuration job: applies saved configurations, then tells the user who saved it
 * (`district-configuration.completed` on their district-configuration channel, spec content §7)
 * and everyone in the district (`districts.changed`, action configuration_change): their consoles
 * read the district's configuration and site map again.
 */
export const applyConfigurations: EntityJobFactory = (app) => ({
  everyMs: CONFIGURATION_EVERY_MS,
  async round() {
    for (;;) {
      const done = await applyOne(app.db);
      if (!done) return;
      const { change, districtName, ok, by } = done;
      if (!ok) app.log.error({ change: change.id }, 'a district configuration could not be applied');
      if (change.userId) {
        app.live.emit(rooms.districtConfiguration(change.userId), 'district-configuration.completed', {
          status: ok,
          district_configuration: translate(change.locale as Locale, 'resources.districts.configuration.applied'),
          district_name: districtName,
        });
      }
      if (ok) {
        app.live.emitChange([rooms.district(change.districtId)], contract.liveEvent, {
          entity: contract.name,
          id: change.districtId,
          action: 'configuration_change',
          by,
          district_id: change.districtId,
        });
      }
    }
  },
});

export default entityServer({ routes: districtEntityRoutes, jobs: { [CONFIGURATION_JOB]: applyConfigurations } });
