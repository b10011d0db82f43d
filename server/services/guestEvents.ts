import type { FastifyInstance } from 'fastify';
import type { ConfirmedBy } from '../../resources/visitors/status';
import { rooms } from '../live/live';

/**
 * Tells the district's gate that a guest may come in (spec content §7 "Guest confirmed"), and who
 * said so: the resident, or which staff member confirmed manually.
 */
export function emitGuestConfirmed(app: FastifyInstance, districtId: number, visitorId: number, guestId: number, confirmedBy: ConfirmedBy) {
  app.live.emit(rooms.guests(districtId), 'guest.confirmed', {
    permission: 'visitors_view',
    district_id: districtId,
    visitor_id: visitorId,
    guest_id: guestId,
    confirmed_by: confirmedBy,
  });
}
