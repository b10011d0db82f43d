import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { privateFileUrl } from '../lib/fileLinks';
import { users } from '../db/schema';
import { accessByDistrict } from './access';
import { dashboardDistrict, type DashboardDistrict } from './districts';

/** The stored user object of spec console §3, as login and `me` return it. */
export interface UserObject {
  access_token?: string;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string | null;
  cover_path: string | null;
  level: string;
  permissions: string[];
  districts: { id: number; name: string }[];
  roles_by_district: { district_id: number; district_name: string; roles: { id: number; name: string }[]; permissions: string[] }[];
  dashboard_district: DashboardDistrict | null;
}

/**
 * The user object as it goes out to whoever the route lets read it: the photo (private, issue 13)
 * as a link the reader's session may load. `sessionId` at login, before the request has a session.
 */
export function readableUser<U extends UserObject | null>(request: FastifyRequest, user: U, sessionId?: number): U {
  return user && { ...user, cover_path: privateFileUrl(request, user.cover_path, sessionId) };
}

export const fullName = (u: { firstName: string; lastName: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

export async function userObject(db: Db, userId: number): Promise<UserObject | null> {
  // Only what the object shows: the row's other columns (its password hash among them) are
  // neither needed here nor worth reading on every `me` (issue 12 §3).
  const [user] = await prepared(db, 'borgo_user_object', (_db, name) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        coverPath: users.coverPath,
        level: users.level,
        dashboardDistrictId: users.dashboardDistrictId,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id: userId });
  if (!user) return null;
  const access = await accessByDistrict(db, userId);
  // The dashboard district counts only while the user still belongs to it.
  const current = access.find((a) => a.districtId === user.dashboardDistrictId);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    phone: user.phone,
    cover_path: user.coverPath,
    level: user.level,
    permissions: current?.permissions ?? [],
    districts: access.map((a) => ({ id: a.districtId, name: a.districtName })),
    roles_by_district: access.map((a) => ({
      district_id: a.districtId,
      district_name: a.districtName,
      roles: a.roles,
      permissions: a.permissions,
    })),
    dashboard_district: current ? await dashboardDistrict(db, current.districtId) : null,
  };
}
