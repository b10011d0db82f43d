import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zEnvelope } from '../../src/contract/envelope';
import { contractPermissions } from '../../src/contract/entity';
import { V, z, zIdParam } from '../../src/lib/validation';
import { tools } from '../../server/db/schema';
import type { CrudHooks } from '../../server/entities/crud';
import { entityServer } from '../../server/entities/register';
import { conflict, unprocessable } from '../../server/lib/errors';
import contract from './contract';
import { hasOpenReservations, isDistrictSpace, isToolCategory, spaceOptions, toolCategoryOptions } from './data';
import { toolOption } from './schema';

/** A tool's space and category must be the district's own (a tool category, not an activity one). */
const hooks: CrudHooks = {
  async validate(input, { app, request, districtId }) {
    const errors: Record<string, string[]> = {};
    const space = input.space_id as number | null;
    const category = input.category_id as number | null;
    if (space !== null && !(await isDistrictSpace(app.db, space, districtId))) errors.space_id = [V.SelectAnOption];
    if (category !== null && !(await isToolCategory(app.db, category, districtId))) errors.category_id = [V.SelectAnOption];
    if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
  },
  async beforeDelete(id, { app, request, districtId }) {
    if (await hasOpenReservations(app.db, id, districtId)) throw conflict(request.t('Errors.ToolReserved'));
  },
};

const options = { 200: zEnvelope(z.array(toolOption)) };
const districtQuery = z.strictObject({ district_id: zIdParam });

/** tools_list: the generic routes on the tools table, and the choices of the tool form's two selects. */
export default entityServer({
  table: tools,
  hooks,
  routes: async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = { permission: contractPermissions(contract) };
    app.get(
      '/api/v3/tools/options/spaces',
      {
        config: read,
        schema: { tags: ['tools'], summary: 'The district’s spaces, where a tool may be kept', querystring: districtQuery, response: options },
      },
      async (request) => ({ success: true as const, data: await spaceOptions(app.db, request.district!.id, request.locale) }),
    );
    app.get(
      '/api/v3/tools/options/categories',
      {
        config: read,
        schema: { tags: ['tools'], summary: 'The district’s tool categories, named in the reader’s language', querystring: districtQuery, response: options },
      },
      async (request) => ({ success: true as const, data: await toolCategoryOptions(app.db, request.district!.id, request.locale) }),
    );
  },
});
