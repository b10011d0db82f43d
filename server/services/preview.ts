import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { accessByDistrict } from './access';
import { fullName, type UserObject } from './users';
import { PREVIEW_PERMISSION, type PreviewInfo, type PreviewTarget } from '../../src/contract/preview';

/** What a previewed role or user holds in one district, already cut to what the previewer holds. */
export interface PreviewAccess {
  name: string;
  roles: { id: number; name: string }[];
  permissions: string[];
}

/**
 * The permissions a "view as" request acts with in a district (src/contract/preview.ts). The
 * previewer needs `roles_view` (a role) or `users_view` (a user) there; the answer is the target's
 * permissions that the previewer also holds, so a preview never shows more than its viewer may see.
 */
export async function previewAccess(
  db: Db,
  request: FastifyRequest,
  target: PreviewTarget,
  districtId: number,
  own: readonly string[],
): Promise<PreviewAccess> {
  const needed = PREVIEW_PERMISSION[target.kind];
  if (!own.includes(needed)) throw forbidden(request.t('Errors.PermissionMissing', { permission: needed }), { permission: needed });
  const held = await targetAccess(db, target, districtId);
  if (!held) throw notFound(request.t(target.kind === 'role' ? 'Errors.PreviewRoleMissing' : 'Errors.PreviewUserOutside'));
  return { ...held, permissions: held.permissions.filter((p) => own.includes(p)) };
}

async function targetAccess(db: Db, target: PreviewTarget, districtId: number): Promise<PreviewAccess | null> {
  if (target.kind === 'role') {
    const [role] = await db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).where(eq(roles.id, target.id));
    return role ? { name: role.name, roles: [{ id: role.id, name: role.name }], permissions: role.permissions } : null;
  }
  const [[user], [access]] = await Promise.all([
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, target.id)),
    accessByDistrict(db, target.id, districtId),
  ]);
  return user && access ? { name: fullName(user), roles: access.roles, permissions: access.permissions } : null;
}

/**
 * `auth/me` in a "view as" tab: the previewer's own user object with the previewed permissions in
 * the current district, that district alone (no switching while previewing) and whose they are.
 */
export async function previewUserObject(
  db: Db,
  request: FastifyRequest,
  user: UserObject,
  target: PreviewTarget,
): Promise<UserObject & { preview: PreviewInfo }> {
  const district = user.dashboard_district;
  if (!district) throw forbidden(request.t('Errors.NoDashboardDistrict'), { dashboard_district: true });
  const access = await previewAccess(db, request, target, district.id, user.permissions);
  return {
    ...user,
    permissions: access.permissions,
    districts: [{ id: district.id, name: district.name }],
    roles_by_district: [{ district_id: district.id, district_name: district.name, roles: access.roles, permissions: access.permissions }],
    preview: { kind: target.kind, id: target.id, name: access.name },
  };
}
