import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { districtsRolesInput, districtsRolesRecord, userRecord } from './schema';
import { districtCount, districtsRoles, listUsers, loadUser, manageableDistricts, roleOptions, rolesSummary, saveDistrictsRoles, userInDistrict } from './data';
import { USER_STATUSES } from './contract';
import contract from './contract';
import { actionPermissions } from '../../src/contract/entity';
import { zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { zEnvelope } from '../../src/contract/envelope';
import { USER_LEVELS } from '../../src/lib/permissions';
import { V, z, zIdParam } from '../../src/lib/validation';
import { noteWrite } from '../../server/audit/trail';
import { districts, userDistrictRoles } from '../../server/db/schema';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { notFound, unprocessable } from '../../server/lib/errors';
import { privateFileUrl } from '../../server/lib/fileLinks';
import { listQuery, page } from '../../server/lib/list';
import { rooms } from '../../server/live/live';
import { accessByDistrict } from '../../server/services/access';
import { announceAccessChange } from '../../server/services/accessChanged';
import { setDashboardDistrict } from '../../server/data/auth';
import { dashboardDistrict } from '../../server/services/districts';

const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const query = listQuery.extend({
  order_by: zOrderBy(contract),
  role_id: zIdParam.optional(),
  level: z.enum(USER_LEVELS).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
const edit = actionPermissions(contract, 'update');

/**
 * users: the district's people (list, details) and their roles per district (districts_roles,
 * spec content §4–§5: at least one role in each district, only roles the editor may give). A
 * change reaches the user's open consoles at once (`access.changed`; `district.changed` when the
 * district they were working in was taken from them).
 */
async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const withPhoto = <U extends { cover_path: string | null }>(request: Parameters<typeof privateFileUrl>[0], u: U): U => ({
    ...u,
    cover_path: privateFileUrl(request, u.cover_path),
  });

  app.get(
    '/api/v3/users',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: { tags: ['users'], summary: 'List the people holding a role in the district', querystring: query, response: { 200: zListEnvelope(userRecord) } },
    },
    async (request) => {
      const { rows, total } = await listUsers(app.db, request.district!.id, request.query);
      return page(
        rows.map((r) => withPhoto(request, r)),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/api/v3/users/roles',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: ['users'],
        summary: 'List the roles, for the role filter',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() }))) },
      },
    },
    async () => ({ success: true as const, data: await roleOptions(app.db) }),
  );

  app.get(
    '/api/v3/users/:id',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: {
        tags: ['users'],
        summary: 'Read one user of the district',
        params: idParams,
        querystring: districtQuery,
        response: { 200: zItemEnvelope(userRecord) },
      },
    },
    async (request) => {
      const reader = await accessByDistrict(app.db, request.auth!.userId);
      const user = await loadUser(
        app.db,
        request.district!.id,
        request.params.id,
        reader.map((d) => d.districtId),
      );
      if (!user) throw notFound(request.t('Errors.NotFound'));
      return { success: true as const, data: withPhoto(request, user) };
    },
  );

  app.get(
    '/api/v3/users/:id/districts_roles',
    {
      config: { permission: edit },
      schema: {
        tags: ['users'],
        summary: "Read a user's roles per district, and the roles the reader may give",
        params: idParams,
        querystring: districtQuery,
        response: { 200: zEnvelope(districtsRolesRecord) },
      },
    },
    async (request) => {
      const user = await userInDistrict(app.db, request.params.id, request.district!.id);
      if (!user) throw notFound(request.t('Errors.NotFound'));
      const data = await districtsRoles(app.db, user.id, await accessByDistrict(app.db, request.auth!.userId));
      return { success: true as const, data: { user: { id: user.id, full_name: user.full_name }, ...data } };
    },
  );

  app.put(
    '/api/v3/users/:id/districts_roles',
    {
      config: { permission: edit, district: 'body', audit: { entity: contract.name, action: 'permissions_change' } },
      schema: {
        tags: ['users'],
        summary: "Save a user's roles in the districts the editor manages",
        params: idParams,
        body: districtsRolesInput,
        response: { 200: zEnvelope(districtsRolesRecord) },
      },
    },
    async (request) => {
      const user = await userInDistrict(app.db, request.params.id, request.district!.id);
      if (!user) throw notFound(request.t('Errors.NotFound'));
      const reader = await accessByDistrict(app.db, request.auth!.userId);
      const manageable = manageableDistricts(reader).map((d) => d.districtId);
      const before = await districtsRoles(app.db, user.id, reader);
      const heldIn = (districtId: number) => before.districts.find((d) => d.district_id === districtId)?.role_ids ?? [];
      const errors: Record<string, string[]> = {};
      request.body.districts.forEach((d, i) => {
        const permitted = before.permitted.find((p) => p.district_id === d.district_id)?.roles;
        if (!manageable.includes(d.district_id) || !permitted) errors[`districts.${i}.district_id`] = [V.FieldInvalid];
        else if (d.role_ids.length === 0) errors[`districts.${i}.role_ids`] = [V.RoleRequiredPerDistrict];
        // A role the editor could not give stays allowed where the user already holds it (nothing is granted).
        else if (d.role_ids.some((id) => !permitted.some((r) => r.id === id) && !heldIn(d.district_id).includes(id))) {
          errors[`districts.${i}.role_ids`] = [V.RoleNotPermitted];
        }
      });
      // The user keeps at least one district (theirs elsewhere count): removing every one is deleting them.
      const heldHere = before.districts.filter((d) => d.manageable).length;
      if ((await districtCount(app.db, user.id)) - heldHere + request.body.districts.length === 0) errors.districts = [V.UserNeedsDistrict];
      if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);

      await saveDistrictsRoles(app.db, user.id, manageable, request.body.districts);
      const after = await districtsRoles(app.db, user.id, reader);
      noteWrite(request, {
        recordId: user.id,
        before: { districts_roles: rolesSummary(before.districts) },
        after: { districts_roles: rolesSummary(after.districts) },
      });
      await app.live.refreshAccess(user.id);
      const moved = await keepDashboardDistrict(user.id, user.dashboard);
      // A moved user's console switches district (which reads their access again); any other reads it again.
      if (moved) app.live.emit(rooms.user(user.id), 'district.changed', moved);
      else await announceAccessChange(app, [user.id]);
      return { success: true as const, message: request.t('Strings.Saved'), data: { user: { id: user.id, full_name: user.full_name }, ...after } };
    },
  );

  /**
   * Spec console §4: a user whose dashboard district was taken from them works on in another of
   * theirs (the first by name), told by `district.changed`; null when it is still theirs.
   */
  async function keepDashboardDistrict(userId: number, current: number | null) {
    const held = await app.db
      .selectDistinct({ id: districts.id, name: districts.name })
      .from(userDistrictRoles)
      .innerJoin(districts, eq(districts.id, userDistrictRoles.districtId))
      .where(eq(userDistrictRoles.userId, userId))
      .orderBy(asc(districts.name));
    if (current !== null && held.some((d) => d.id === current)) return null;
    const next = held[0];
    if (!next) return null;
    await setDashboardDistrict(app.db, userId, next.id);
    const info = await dashboardDistrict(app.db, next.id);
    return { user_id: userId, district_id: next.id, district_name: next.name, district_default_language: info?.default_language ?? 'en' };
  }
}

export default entityServer({ routes: userRoutes });
