import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zItemEnvelope } from '../../src/contract/records';
import { isContentUrl, V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { noteWrite } from '../audit/trail';
import { districts } from '../db/schema';

const FEATURE = 'DistrictContents.SmartSolution' as const;
/** The audit trail's and the live channel's name of this write. */
export const MAP_LINK_ENTITY = 'smart_solutions_map_link';

/** Spec content §3 "Smart-solutions map link": district_id, smart_solution_map_link (http or https; empty: none). */
const zLink = z.object({ district_id: z.number().int(), smart_solution_map_link: z.string().nullable() });
const body = z.strictObject({
  district_id: zIdBody,
  smart_solution_map_link: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isContentUrl(v), V.InvalidUrl),
});

async function load(app: FastifyInstance, districtId: number) {
  const [row] = await app.db.select({ link: districts.smartSolutionMapLink }).from(districts).where(eq(districts.id, districtId));
  return { district_id: districtId, smart_solution_map_link: row?.link ?? null };
}

/**
 * The district's smart-solutions map link (spec content §7 "get and add"): read by holders of
 * distrct_smart_solution_view or _edit (spelled so), written by _edit, with the district's
 * SmartSolution flag on.
 */
export default async function smartSolutionsMapLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['smart solutions map link'];

  app.get(
    '/api/v3/smart_solutions_map_link',
    {
      config: { permission: ['distrct_smart_solution_view', 'distrct_smart_solution_edit'], features: [FEATURE] },
      schema: { tags, querystring: z.strictObject({ district_id: zIdParam }), response: { 200: zItemEnvelope(zLink) } },
    },
    async (request) => {
      return { success: true as const, data: await load(app, request.district!.id) };
    },
  );

  app.put(
    '/api/v3/smart_solutions_map_link',
    {
      config: { permission: 'distrct_smart_solution_edit', district: 'body', audit: { entity: MAP_LINK_ENTITY, action: 'update' }, features: [FEATURE] },
      schema: { tags, body, response: { 200: zItemEnvelope(zLink) } },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await load(app, districtId);
      await app.db.update(districts).set({ smartSolutionMapLink: request.body.smart_solution_map_link }).where(eq(districts.id, districtId));
      const data = { district_id: districtId, smart_solution_map_link: request.body.smart_solution_map_link };
      noteWrite(request, { recordId: districtId, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );
}
