import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isFeatureOn } from '../../src/lib/features';
import { PERMISSIONS } from '../../src/lib/permissions';
import { buildSiteMap } from '../../src/lib/siteMap';
import { districtSettingsBody } from '../../src/lib/districtSettings';
import { z, zIdParam } from '../../src/lib/validation';
import { SECTIONS } from '../contracts';
import { notFound } from '../lib/errors';
import { accessByDistrict, districtsWithPermission } from '../services/access';
import { dashboardDistrict, districtConfiguration, saveDistrictSettings, waitingCounters, waitingCounts } from '../services/districts';
import { noteWrite } from '../audit/trail';
import { zDistrictConfiguration, zDistrictOption, zSiteMapEntry } from '../../src/contract/district';
import { zEnvelope } from '../../src/contract/envelope';

const districtQuery = z.strictObject({ district_id: zIdParam });
const permissionName = z.enum(PERMISSIONS);

/**
 * District configuration, its own settings, the session's site map and its waiting counts (spec
 * console §2, §3, §7).
 */
export default async function districtRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/districts/configuration',
    {
      config: { permission: [] },
      schema: {
        tags: ['districts'],
        summary: 'Read the feature flags of a district',
        querystring: districtQuery,
        response: { 200: zEnvelope(zDistrictConfiguration) },
      },
    },
    async (request) => {
      const configuration = await districtConfiguration(app.db, request.district!.id);
      if (!configuration) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data: configuration };
    },
  );

  app.get(
    '/api/v3/site-map',
    {
      config: { permission: [] },
      schema: {
        tags: ['districts'],
        summary: 'List the sections the user may open in a district',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(zSiteMapEntry)) },
      },
    },
    async (request) => {
      const configuration = await districtConfiguration(app.db, request.district!.id);
      return { success: true as const, data: buildSiteMap(configuration!, request.district!.permissions, SECTIONS) };
    },
  );

  app.get(
    '/api/v3/site-map/data',
    {
      config: { permission: [] },
      schema: {
        tags: ['districts'],
        summary: 'Count the waiting items of each visible section',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.object({ waiting: z.record(z.string(), z.number().int()) })) },
      },
    },
    async (request) => {
      const { id, permissions } = request.district!;
      const configuration = await districtConfiguration(app.db, id);
      const visible = new Set(buildSiteMap(configuration!, permissions, SECTIONS).map((e) => e.section_id));
      const counted = SECTIONS.filter((s) => s.waitingCounter && visible.has(s.id));
      const counts = await waitingCounts(app.db, id, [...new Set(counted.map((s) => s.waitingCounter!))]);
      const data: Record<string, number> = Object.fromEntries(counted.map((s) => [s.id, counts.get(s.waitingCounter!) ?? 0]));
      return { success: true as const, data: { waiting: data } };
    },
  );

  app.get(
    '/api/v3/districts/waiting-activities',
    {
      schema: {
        tags: ['districts'],
        summary: 'Count the waiting activities of each district of the user',
        response: { 200: zEnvelope(z.array(z.object({ district_id: z.number().int(), district_name: z.string(), waiting: z.number().int() }))) },
      },
    },
    async (request) => {
      const access = await accessByDistrict(app.db, request.auth!.userId);
      const withEvents = access.filter((a) => a.permissions.includes('events_view'));
      const ids = withEvents.map((a) => a.districtId);
      const rows = ids.length ? await waitingCounters.events(app.db, ids) : [];
      const configurations = await Promise.all(ids.map((id) => districtConfiguration(app.db, id)));
      const data = withEvents
        .filter((_, i) => isFeatureOn(configurations[i], 'CommunityContents.Activities'))
        .map((a) => ({
          district_id: a.districtId,
          district_name: a.districtName,
          waiting: rows.find((r) => r.districtId === a.districtId)?.n ?? 0,
        }));
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/v3/districts/:id/settings',
    // The district is the path's own id, checked by the guard like any other route's.
    {
      config: { permission: 'districts_edit', district: 'params', audit: { entity: 'districts', action: 'configuration_change' } },
      schema: {
        tags: ['districts'],
        summary: 'Save the settings of a district',
        params: z.strictObject({ id: zIdParam }),
        body: districtSettingsBody,
        response: { 200: zEnvelope(z.object({ id: z.number().int(), sos_window_days: z.number().int() })) },
      },
    },
    async (request) => {
      const before = await dashboardDistrict(app.db, request.district!.id);
      const row = await saveDistrictSettings(app.db, request.district!.id, { sosWindowDays: request.body.sos_window_days });
      if (!row) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: row.id, before: before && { sos_window_days: before.sos_window_days }, after: row });
      return { success: true as const, message: request.t('Strings.Saved'), data: row };
    },
  );

  app.get(
    '/api/v3/districts/for-permissions',
    {
      schema: {
        tags: ['districts'],
        summary: 'List the districts where the user holds one of the permissions',
        response: { 200: zEnvelope(z.array(zDistrictOption)) },
        querystring: z.strictObject({
          // `permissions[]=a&permissions[]=b` and `permissions=a` both arrive here.
          'permissions[]': z.union([permissionName, z.array(permissionName)]).optional(),
          permissions: z.union([permissionName, z.array(permissionName)]).optional(),
        }),
      },
    },
    async (request) => {
      const raw = request.query['permissions[]'] ?? request.query.permissions ?? [];
      const wanted = Array.isArray(raw) ? raw : [raw];
      return { success: true as const, data: await districtsWithPermission(app.db, request.auth!.userId, wanted) };
    },
  );
}
