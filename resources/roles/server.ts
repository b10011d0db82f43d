import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleInput, roleRecord, type RoleInput } from './schema';
import { createRole, deleteUnusedRole, holdersElsewhere, isUniqueViolation, listRoles, loadRole, roleHolders, roleNameTaken, updateRole } from './data';
import { ROLE_RULES, ROLES_EDIT } from './rules';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { conflict, HttpError, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { noteWrite } from '../../server/audit/trail';
import { announceAccessChange } from '../../server/services/accessChanged';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { actionPermissions } from '../../src/contract/entity';
import contract from './contract';

const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const body = roleInput.extend({ district_id: zIdBody });
const item = { 200: zItemEnvelope(roleRecord) };

/**
 * settings/roles: roles are shared by every district, so the district only says where the user's
 * roles_* permission is checked, and what they may grant. The rules beyond the schema:
 * - a name names one role, case aside (422 on `name`);
 * - no privilege escalation: a permission joins a role only if the writer holds it in the
 *   request's district (422 on `permissions`, naming them); taking one away is always allowed;
 * - a role users hold cannot be deleted (409 with their count);
 * - someone must keep roles_edit, or roles could never be edited again (409).
 * A change of a role's permissions is announced to its holders (`access.changed`).
 */
async function roleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const found = async (id: number | null, message: string) => {
    const row = id === null ? null : await loadRole(app.db, id);
    if (!row) throw notFound(message);
    return row;
  };
  const nameTaken = (request: FastifyRequest, name: string) => unprocessable(request.t('Errors.RoleNameTaken', { name }), { name: [V.NameTaken] });

  /** Both field rules at once, so the form shows every field's error after one save. */
  const checkInput = async (request: FastifyRequest, input: RoleInput, before: readonly string[], exceptId?: number) => {
    const held = request.district?.permissions ?? [];
    const notHeld = input.permissions.filter((p) => !before.includes(p) && !held.includes(p));
    const taken = await roleNameTaken(app.db, input.name, exceptId);
    if (!notHeld.length && !taken) return;
    const message = notHeld.length
      ? request.t('Errors.RolePermissionsNotHeld', { permissions: notHeld.join(', ') })
      : request.t('Errors.RoleNameTaken', { name: input.name });
    const errors = { ...(taken ? { name: [V.NameTaken] } : {}), ...(notHeld.length ? { permissions: [ROLE_RULES.NotHeld] } : {}) };
    throw new HttpError(422, message, { errors, ...(notHeld.length ? { not_held: notHeld } : {}) });
  };
  /** The check above can race another save of the same name; the unique index decides then. */
  const uniqueName = async <T>(request: FastifyRequest, name: string, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken(request, name);
      throw err;
    }
  };

  app.get(
    '/api/v3/roles',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: { tags: ['settings'], querystring: listQuery.extend({ order_by: zOrderBy(contract) }), response: { 200: zListEnvelope(roleRecord) } },
    },
    async (request) => {
      const { rows, total } = await listRoles(app.db, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/v3/roles/:id',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: { tags: ['settings'], params: idParams, querystring: districtQuery, response: item },
    },
    async (request) => ({ success: true as const, data: await found(request.params.id, request.t('Errors.NotFound')) }),
  );

  app.post(
    '/api/v3/roles',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: ['settings'], body, response: { 201: zItemEnvelope(roleRecord) } },
    },
    async (request, reply) => {
      await checkInput(request, request.body, []);
      const id = await uniqueName(request, request.body.name, () => createRole(app.db, request.body));
      const data = await found(id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/roles/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: ['settings'], params: idParams, body, response: item },
    },
    async (request) => {
      const id = request.params.id;
      const before = await found(id, request.t('Errors.NotFound'));
      await checkInput(request, request.body, before.permissions, id);
      await uniqueName(request, request.body.name, () =>
        app.db.transaction(async (tx) => {
          if (!request.body.permissions.includes(ROLES_EDIT) && (await holdersElsewhere(tx, ROLES_EDIT, id)) === 0) {
            throw conflict(request.t('Errors.RoleLastRolesEditor'), { errors: { permissions: [ROLE_RULES.LastRolesEditor] } });
          }
          if ((await updateRole(tx, id, request.body)) === null) throw notFound(request.t('Errors.NotFound'));
        }),
      );
      const data = await found(id, request.t('Errors.NotFound'));
      noteWrite(request, { recordId: id, before, after: data });
      // Its holders' open consoles read their session again: sidebar, buttons and refusals follow.
      if (data.permissions.join() !== before.permissions.join()) await announceAccessChange(app, await roleHolders(app.db, id));
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    '/api/v3/roles/:id',
    {
      config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: { tags: ['settings'], params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
    },
    async (request) => {
      const before = await found(request.params.id, request.t('Errors.NotFound'));
      const used = await deleteUnusedRole(app.db, request.params.id);
      if (used === null) throw notFound(request.t('Errors.NotFound'));
      if (used > 0) throw conflict(request.t('Errors.RoleInUse', { smart_count: used }), { users: used });
      noteWrite(request, { recordId: request.params.id, before });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: request.params.id } };
    },
  );
}

export default entityServer({ routes: roleRoutes });
