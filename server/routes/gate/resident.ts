import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestStatus } from '../../../resources/visitors/status';
import { z, zIdParam } from '../../../src/lib/validation';
import { noteWrite } from '../../audit/trail';
import { conflict, notFound } from '../../lib/errors';
import { emitGuestConfirmed } from '../../services/guestEvents';
import {
  confirmation,
  confirmer,
  findGuest,
  guestChange,
  guestDates,
  loadInvitations,
  ownInvitationIds,
  readableInvitation,
  updateGuest,
} from '../../services/invitations';
import { zEnvelope } from '../../../src/contract/envelope';
import { zInvitation } from '../../../src/contract/invitation';

const params = z.strictObject({ id: zIdParam, guestId: zIdParam });

/**
 * The resident's side (their mobile app is not ours): their own invitations, and the answer to
 * a confirmation request. Only the host of an invitation can answer for its guests; anyone else
 * gets 404, as if it did not exist.
 */
export default async function residentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v3/resident/invitations',
    { schema: { tags: ['resident'], summary: 'List the own invitations', response: { 200: zEnvelope(z.array(zInvitation)) } } },
    async (request) => {
      const own = await loadInvitations(app.db, await ownInvitationIds(app.db, request.auth!.userId), true);
      return { success: true as const, data: own.map((invitation) => readableInvitation(request, invitation)) };
    },
  );

  for (const answer of ['confirm', 'reject'] as const) {
    app.post(
      `/api/v3/resident/invitations/:id/guests/:guestId/${answer}`,
      {
        config: { audit: { entity: 'visitors', action: `guest_${answer}` } },
        schema: {
          tags: ['resident'],
          summary: `${answer === 'confirm' ? 'Confirm' : 'Reject'} a guest of an own invitation`,
          params,
          response: { 200: zEnvelope(zInvitation) },
        },
      },
      async (request) => {
        const { id, guestId } = request.params;
        const found = await findGuest(app.db, id, guestId, { userId: request.auth!.userId });
        if (!found) throw notFound(request.t('Errors.NotFound'));
        const status = guestStatus(guestDates(found.guest));
        // Only a guest whose confirmation was requested can be answered.
        if (status !== 'VisitorWait') throw conflict(request.t('Errors.GuestStateConflict'), { status });
        const now = new Date();
        const by = answer === 'confirm' ? await confirmer(app.db, request.auth!.userId, 'resident') : null;
        const set = by ? confirmation(now, by) : { datetimeRejection: now };
        await updateGuest(app.db, id, guestId, set, null);
        // The gate's district: the resident's own route names none.
        noteWrite(request, { recordId: id, districtId: found.invitation.districtId, changes: guestChange(found.guest, status, set) });
        if (by) emitGuestConfirmed(app, found.invitation.districtId, id, guestId, by);
        const [invitation] = await loadInvitations(app.db, [id], true);
        return { success: true as const, data: readableInvitation(request, invitation) };
      },
    );
  }
}
