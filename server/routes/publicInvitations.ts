import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../src/lib/validation';
import { notFound } from '../lib/errors';
import { publicInvitation } from '../services/invitations';
import { zEnvelope } from '../../src/contract/envelope';

const zPublicInvitation = z.object({
  visitor_code: z.string(),
  category: z.string(),
  place_id: z.number().int().nullable(),
  address: z.string().nullable(),
  date_start: z.string(),
  hour_start: z.string().nullable(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
});

/**
 * The visitor's public invitation page reads this without a token: only what a visitor needs to
 * be let in (host's name, when, where), nothing about other guests or the district's staff.
 */
export default async function publicInvitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v3/public/invitations/:visitor_code',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Read an invitation by its visitor code',
        params: z.strictObject({ visitor_code: z.string().trim().min(1).max(32) }),
        response: { 200: zEnvelope(zPublicInvitation) },
      },
    },
    async (request) => {
      const row = await publicInvitation(app.db, request.params.visitor_code);
      if (!row) throw notFound(request.t('Errors.InvitationNotFound'));
      const { first_name, last_name, ...invitation } = row;
      return { success: true as const, data: { ...invitation, user: { first_name, last_name } } };
    },
  );
}
