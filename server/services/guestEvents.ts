import type { FastifyInstance } from 'fastify';
import { rooms } from '../live/live';

/** Tells the district's gate that a guest may come in (spec content §7 "Guest confirmed"). */
export function emitGuestConfirmed(app: FastifyInstance, districtId: number, visitorId: number, guestId: number) {
  app.live.emit(rooms.guests(districtId), 'guest.confirmed', {
    permission: 'visitors_view',
    district_id: districtId,
    visitor_id: visitorId,
    guest_id: guestId,
  });
}
