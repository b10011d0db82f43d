import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, zId } from '../../src/lib/validation';
import { districts, events, posts, sosCalls, userDistrictRoles, users } from '../db/schema';
import { zEnvelope } from '../../src/contract/envelope';
import { zDashboardCounts } from '../../src/contract/dashboard';

const DAY = 24 * 3600_000;

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
        querystring: z.strictObject({ district_id: zId }),
        response: { 200: zEnvelope(zDashboardCounts) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const [{ sosWindowDays }] = await app.db.select({ sosWindowDays: districts.sosWindowDays }).from(districts).where(eq(districts.id, districtId));
      const dayAgo = new Date(Date.now() - DAY);
      const members = app.db.selectDistinct({ id: userDistrictRoles.userId }).from(userDistrictRoles).where(eq(userDistrictRoles.districtId, districtId));
      const [[registered], [residents], [sos], [waitingPosts], [waitingEvents]] = await Promise.all([
        app.db
          .select({ n: count() })
          .from(users)
          .where(and(inArray(users.id, members), gt(users.createdAt, dayAgo))),
        app.db
          .select({ n: count() })
          .from(users)
          .where(and(inArray(users.id, members), gt(users.createdAt, dayAgo), eq(users.level, 'resident'))),
        app.db
          .select({ n: count() })
          .from(sosCalls)
          .where(and(eq(sosCalls.districtId, districtId), gt(sosCalls.createdAt, new Date(Date.now() - sosWindowDays * DAY)))),
        app.db
          .select({ n: count() })
          .from(posts)
          .where(and(eq(posts.districtId, districtId), eq(posts.status, 'waiting'))),
        app.db
          .select({ n: count() })
          .from(events)
          .where(and(eq(events.districtId, districtId), eq(events.status, 'waiting'))),
      ]);
      return {
        success: true as const,
        data: {
          registered_users_24h: registered.n,
          residents_24h: residents.n,
          sos_calls: sos.n,
          sos_window_days: sosWindowDays,
          waiting_approval: waitingPosts.n + waitingEvents.n,
        },
      };
    },
  );
}
