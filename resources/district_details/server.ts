import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { districtDetailsInput, districtDetailsRecord } from './schema';
import { loadDistrictDetails, saveDistrictDetails } from './data';
import { z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zItemEnvelope } from '../../src/contract/records';
import { contractPermissions } from '../../src/contract/entity';
import { notFound, unprocessable } from '../../server/lib/errors';
import { noteWrite } from '../../server/audit/trail';
import { imageErrors } from '../../server/entities/images';
import { entityServer } from '../../server/entities/register';
import contract from './contract';

const tags = ['district details'];

/**
 * The current district's page: read it (any of the district-content permissions), write it
 * (district_contents_edit). The record is the district itself, so its id is the district's.
 */
async function districtDetailsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/district_details',
    {
      config: { permission: contractPermissions(contract) },
      schema: { tags, querystring: z.strictObject({ district_id: zIdParam }), response: { 200: zItemEnvelope(districtDetailsRecord) } },
    },
    async (request) => {
      const data = await loadDistrictDetails(app.db, request.district!.id);
      if (!data) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/v3/district_details',
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags, body: districtDetailsInput.safeExtend({ district_id: zIdBody }), response: { 200: zItemEnvelope(districtDetailsRecord) } },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await loadDistrictDetails(app.db, districtId);
      if (!before) throw notFound(request.t('Errors.NotFound'));
      const errors = await imageErrors(app.db, districtId, request.body, contract, before);
      if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
      await saveDistrictDetails(app.db, districtId, request.body);
      const data = (await loadDistrictDetails(app.db, districtId))!;
      noteWrite(request, { recordId: districtId, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );
}

export default entityServer({ routes: districtDetailsRoutes });
