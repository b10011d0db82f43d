import type { DistrictAccess } from '../services/access';

/** Room names of the architecture's live channel. */
export const rooms = {
  guests: (districtId: number) => `guests.${districtId}`,
  user: (userId: number) => `user.${userId}`,
  exports: (userId: number) => `user.${userId}.exports`,
  districtConfiguration: (userId: number) => `user.${userId}.district-configuration`,
  /** One signed-in session: ending it (logout) ends its sockets. */
  session: (sessionId: number) => `session.${sessionId}`,
  /** Holders of a permission in a district: an entity's changes go to the holders of its permissions. */
  permission: (districtId: number, permission: string) => `perm.${districtId}.${permission}`,
  /** Everyone who belongs to a district: its configuration changed (every open console reloads it). */
  district: (districtId: number) => `district.${districtId}`,
  /** Holders of a permission in any district: changes of a global entity (cities). */
  anyDistrict: (permission: string) => `perm.any.${permission}`,
};

/**
 * The rooms a socket belongs in: its user's and its session's, and one per permission the user
 * holds in each district (spec console §6: a live notice reaches holders of its permission only).
 */
export function roomsFor(userId: number, sessionId: number, access: readonly DistrictAccess[]): string[] {
  const out = new Set([rooms.user(userId), rooms.exports(userId), rooms.districtConfiguration(userId), rooms.session(sessionId)]);
  for (const d of access) {
    out.add(rooms.district(d.districtId));
    if (d.permissions.includes('visitors_view')) out.add(rooms.guests(d.districtId));
    for (const p of d.permissions) {
      out.add(rooms.permission(d.districtId, p));
      out.add(rooms.anyDistrict(p));
    }
  }
  return [...out];
}
