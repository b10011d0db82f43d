import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractPermissions } from '../../src/contract/entity';
import { zItemEnvelope } from '../../src/contract/records';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import { noteWrite } from '../../server/audit/trail';
import { entityServer } from '../../server/entities/register';
import { notFound } from '../../server/lib/errors';
import contract from './contract';
import { privacyRequestRoutes } from './routes';
import { loadRetention, purgeDistrictNow, saveRetention } from './data';
import { retentionInput, retentionRecord } from './schema';

const tags = ['privacy'];

/**
 * The current district's retention of personal data (issue 18): read it with what the next run
 * would remove (privacy_view or privacy_manage), change it (privacy_manage). The record is the
 * district's, so its id is the district's.
 */
async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/privacy_retention',
    {
      config: { permission: contractPermissions(contract) },
      schema: {
        tags,
        summary: 'The district’s retention of personal data, and what the next run would remove',
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zItemEnvelope(retentionRecord) },
      },
    },
    async (request) => {
      const data = await loadRetention(app.db, request.district!.id);
      if (!data) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/v3/privacy_retention',
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: {
        tags,
        summary: 'Change the district’s retention of personal data',
        body: retentionInput.safeExtend({ district_id: zIdBody }),
        response: { 200: zItemEnvelope(retentionRecord) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await loadRetention(app.db, districtId);
      if (!before) throw notFound(request.t('Errors.NotFound'));
      const { district_id: _, ...input } = request.body;
      await saveRetention(app.db, districtId, input);
      const data = (await loadRetention(app.db, districtId))!;
      // The settings changed; the counts are a preview, not the record's own fields.
      noteWrite(request, { recordId: districtId, before: { ...before, next_run: undefined }, after: { ...data, next_run: undefined } });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.post(
    '/api/v3/privacy_retention/:id/purge',
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'purge' } },
      schema: {
        tags,
        summary: 'Remove now what is past the district’s retention (as the hourly job would); the answer counts what went',
        params: z.strictObject({ id: zIdParam }),
        body: z.strictObject({ district_id: zIdBody }),
        response: { 200: zItemEnvelope(retentionRecord) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      // The record is the district: only the current one is there to purge.
      if (request.params.id !== districtId) throw notFound(request.t('Errors.NotFound'));
      const removed = await purgeDistrictNow({ db: app.db, storage: app.storage, log: request.log }, districtId);
      if (!removed) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: districtId, after: removed });
      const data = (await loadRetention(app.db, districtId))!;
      return { success: true as const, message: request.t('Strings.RetentionPurged', removed), data };
    },
  );
}

export default entityServer({
  routes: async (app) => {
    await retentionRoutes(app);
    await privacyRequestRoutes(app);
  },
});
