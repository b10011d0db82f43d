import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zEnvelope } from '../../src/contract/envelope';
import { z, zIdParam } from '../../src/lib/validation';
import { smartSolutionLabels } from '../../server/db/schema';
import { entityServer } from '../../server/entities/register';
import contract from './contract';
import { smartSolutionOptions } from './data';

const options = zEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() })));

/**
 * Smart-solution labels are plain: the generic routes of their contract, on their table; and the
 * active ones as options, which a post's form offers to holders of smart_solution_view (spec content §6).
 */
export default entityServer({
  table: smartSolutionLabels,
  routes: async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      `/api/v3/${contract.name}/options`,
      {
        config: { permission: [...contract.permissions.view] },
        schema: {
          tags: [contract.name],
          summary: 'The active smart-solution labels, named in the reader’s language (a post’s choices)',
          querystring: z.strictObject({ district_id: zIdParam }),
          response: { 200: options },
        },
      },
      async (request) => ({ success: true as const, data: await smartSolutionOptions(app.db, request.district!.id, request.locale) }),
    );
  },
});
