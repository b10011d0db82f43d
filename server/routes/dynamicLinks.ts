import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, zIdParam } from '../../src/lib/validation';
import { SECTIONS } from '../contracts';
import { zEnvelope } from '../../src/contract/envelope';

const sectionIds = SECTIONS.filter((s) => !s.highOrder).map((s) => s.id) as [string, ...string[]];

/**
 * QR links (spec console §7 `dynamic_code_link`): a link to a section, or to one item of it, that
 * the residents' app opens (it is not ours: the link is its deep-link address on our domain).
 * Needs dynamic_links_view and the district's CommunityContents and DynamicLink flags.
 */
export default async function dynamicLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const handler = async (request: {
    params: { section: string; itemId?: number };
    district: { id: number } | null;
    t(k: string, p?: Record<string, string>): string;
  }) => {
    const districtId = request.district!.id;
    const { section, itemId } = request.params;
    const path = itemId === undefined ? `${section}` : `${section}/${itemId}`;
    return { success: true as const, data: { link: `${app.config.publicUrl}/app/${path}?district=${districtId}` } };
  };
  const querystring = z.strictObject({ district_id: zIdParam });
  const response = { 200: zEnvelope(z.object({ link: z.string() })) };
  app.get(
    '/api/v3/dynamic_code_link/:section',
    {
      config: { permission: 'dynamic_links_view', features: ['CommunityContents.DynamicLink'] },
      schema: { tags: ['links'], summary: 'Make the QR link of a section', querystring, params: z.strictObject({ section: z.enum(sectionIds) }), response },
    },
    (request) => handler(request),
  );
  app.get(
    '/api/v3/dynamic_code_link/:section/:itemId',
    {
      config: { permission: 'dynamic_links_view', features: ['CommunityContents.DynamicLink'] },
      schema: {
        tags: ['links'],
        summary: 'Make the QR link of one item of a section',
        querystring,
        params: z.strictObject({ section: z.enum(sectionIds), itemId: zIdParam }),
        response,
      },
    },
    (request) => handler(request),
  );
}
