import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../src/lib/validation';
import { invitations, users } from '../db/schema';
import { notFound } from '../lib/errors';

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
      schema: { tags: ['public'], params: z.strictObject({ visitor_code: z.string().trim().min(1).max(32) }) },
    },
    async (request) => {
      const [row] = await app.db
        .select({
          visitor_code: invitations.visitorCode,
          category: invitations.category,
          place_id: invitations.placeId,
          address: invitations.address,
          date_start: invitations.dateStart,
          hour_start: invitations.hourStart,
          first_name: users.firstName,
          last_name: users.lastName,
        })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.userId))
        .where(eq(invitations.visitorCode, request.params.visitor_code));
      if (!row) throw notFound(request.t('Errors.InvitationNotFound'));
      const { first_name, last_name, ...invitation } = row;
      return { success: true, data: { ...invitation, user: { first_name, last_name } } };
    },
  );
}
