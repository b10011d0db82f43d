import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestStatus, type ConfirmedBy } from '../../../resources/visitors/status';
import { z, zIdBody, zIdParam } from '../../../src/lib/validation';
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
  readableInvitation,
  updateGuest,
  type GuestChange,
} from '../../services/invitations';
import { zEnvelope } from '../../../src/contract/envelope';
import { zInvitation } from '../../../src/contract/invitation';

const params = z.strictObject({ id: zIdParam, guestId: zIdParam });
const body = z.strictObject({ district_id: zIdBody });
const SUMMARIES = {
  resend: 'Ask the host again to confirm a guest',
  confirm: 'Confirm a guest at the gate',
  exit: 'Record that a guest has left',
} as const;

/**
 * What gate staff do to a guest: resend the request to the resident, confirm manually, confirm
 * the exit. Each is allowed only from the states where it makes sense (409 otherwise).
 */
export default async function guestActionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** What an action writes on the guest; a confirmation also names who confirmed, for the gate's notice. */
  type Applied = { set: GuestChange; confirmedBy?: ConfirmedBy };
  const action = (name: keyof typeof SUMMARIES, allowed: readonly string[], apply: (now: Date, userId: number) => Applied | Promise<Applied>) =>
    app.post(
      `/api/v3/visitors/:id/guests/:guestId/${name}`,
      {
        config: { permission: 'visitors_add', district: 'body', audit: { entity: 'visitors', action: `guest_${name}` } },
        schema: { tags: ['gate'], summary: SUMMARIES[name], params, body, response: { 200: zEnvelope(zInvitation) } },
      },
      async (request) => {
        const { id, guestId } = request.params;
        const found = await findGuest(app.db, id, guestId, { districtId: request.body.district_id });
        if (!found) throw notFound(request.t('Errors.NotFound'));
        const status = guestStatus(guestDates(found.guest));
        if (!allowed.includes(status)) throw conflict(request.t('Errors.GuestStateConflict'), { status });
        const now = new Date();
        const { set, confirmedBy } = await apply(now, request.auth!.userId);
        await updateGuest(app.db, id, guestId, set, name === 'resend' ? now : null);
        if (confirmedBy) emitGuestConfirmed(app, request.body.district_id, id, guestId, confirmedBy);
        const [invitation] = await loadInvitations(app.db, [id], true);
        noteWrite(request, { recordId: id, changes: guestChange(found.guest, status, set) });
        return { success: true as const, message: request.t('Strings.Saved'), data: readableInvitation(request, invitation) };
      },
    );

  action('resend', ['VisitorRequest', 'VisitorWait'], (now) => ({ set: { datetimeConfirmationRequest: now } }));
  // "Confirm manually": the staff member confirms, and the gate is told so, by name.
  action('confirm', ['VisitorRequest', 'VisitorWait'], async (now, userId) => {
    const by = await confirmer(app.db, userId, 'staff');
    return { set: confirmation(now, by), confirmedBy: by };
  });
  action('exit', ['VisitorComplete'], (now) => ({ set: { datetimeExit: now } }));
}
