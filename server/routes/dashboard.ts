import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, zIdParam } from '../../src/lib/validation';
import { dashboardCounts } from '../data/dashboard';
import { zEnvelope } from '../../src/contract/envelope';
import { zDashboardCounts } from '../../src/contract/dashboard';

/**
 * The dashboard's key counts for the current district (spec content §9 windows: 24 h, and the
 * district's own SOS window, 7 days unless set), with that window so the card can quote it.
 */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v3/dashboard',
    {
      // Whoever manages the district sees its dashboard; gate staff see the spec's refusal message.
      config: { permission: ['backend', 'users_view', 'community_contents_view', 'district_contents_view'] },
      schema: {
        tags: ['dashboard'],
        summary: 'Read the key counts of a district',
        querystring: z.strictObject({ district_id: zIdParam }),
        response: { 200: zEnvelope(zDashboardCounts) },
      },
    },
    async (request) => ({ success: true as const, data: await dashboardCounts(app.db, request.district!.id) }),
  );
}
