import { noteRead } from '../../server/privacy/accessLog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hash } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { districtsRolesInput, districtsRolesRecord, userCreateInput, userInput, userOption, userRecord, type UserInput, type UserRecord } from './schema';
import {
  apartmentOptions,
  districtCount,
  districtsRoles,
  emailTaken,
  grantableRoles,
  isDistrictApartment,
  leaveDistrict,
  leaveHouses,
  listUsers,
  loadUser,
  manageableDistricts,
  roleOptions,
  rolesSummary,
  saveDistrictsRoles,
  setHouse,
  userInDistrict,
} from './data';
import { USER_SOURCES, USER_STATUSES } from './contract';
import contract from './contract';
import { houseErrors, outranksEditor, phoneRemovalDissociates, USER_RULES } from './rules';
import { actionPermissions } from '../../src/contract/entity';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { zEnvelope } from '../../src/contract/envelope';
import { USER_LEVELS } from '../../src/lib/permissions';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { noteWrite } from '../../server/audit/trail';
import { districts, userDistrictRoles, users } from '../../server/db/schema';
import { imageErrors } from '../../server/entities/images';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { fileUrl, storedNameOf } from '../../server/lib/storage';
import { newToken } from '../../server/lib/tokens';
import { queueVerifyMail } from '../../server/services/passwordMail';
import { isUniqueViolation } from '../roles/data';
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
  source: z.enum(USER_SOURCES).optional(),
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
      config: { permission: actionPermissions(contract, 'get'), personal: { entity: 'users' } },
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
      noteRead(request, { recordId: user.id, subjects: [user.id] });
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

  const write = (action: 'create' | 'update' | 'delete') => ({ permission: actionPermissions(contract, action) });
  const options = { 200: zEnvelope(z.array(userOption)) };
  const forForm = { permission: [...contract.permissions.add, ...contract.permissions.edit] };

  app.get(
    '/api/v3/users/options/apartments',
    {
      config: forForm,
      schema: { tags: ['users'], summary: "The district's apartments: the form's house", querystring: districtQuery, response: options },
    },
    async (request) => ({ success: true as const, data: await apartmentOptions(app.db, request.district!.id) }),
  );

  app.get(
    '/api/v3/users/options/roles',
    {
      config: forForm,
      schema: { tags: ['users'], summary: 'The roles the reader may give in the district: a new user’s', querystring: districtQuery, response: options },
    },
    async (request) => ({ success: true as const, data: await grantableRoles(app.db, request.district!.permissions) }),
  );

  /**
   * The photo as the form sends it: a new upload's name (an image upload of the district), the
   * kept photo's URL (a signed link to it: its stored name is what counts), or null. Field errors
   * in `errors`; the column's value (the file's URL, as the profile stores it) otherwise.
   */
  async function photoOf(request: FastifyRequest, value: string | null, before: string | null | undefined, errors: Record<string, string[]>) {
    if (value === null || value === '') return null;
    const name = value.startsWith('/api/v3/files/') ? storedNameOf(value.split('?')[0]) : value;
    if (name !== null && name === storedNameOf(before)) return before!;
    const found = await imageErrors(app.db, request.district!.id, { cover_path: name ?? value }, contract, null);
    Object.assign(errors, found);
    return name ? fileUrl(name) : null;
  }

  /** The checks of a create and an update (content §5), as field errors. */
  async function fieldErrors(request: FastifyRequest, input: UserInput, id?: number) {
    const errors: Record<string, string[]> = {};
    if (await emailTaken(app.db, input.email, id)) errors.email = [USER_RULES.EmailTaken];
    for (const [field, key] of Object.entries(houseErrors(input.apartment_id, input.relation))) errors[field] = [key];
    if (input.apartment_id !== null && !(await isDistrictApartment(app.db, input.apartment_id, request.district!.id))) errors.apartment_id = [V.SelectAnOption];
    return errors;
  }
  const refuse = (request: FastifyRequest, errors: Record<string, string[]>) => {
    if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
  };
  /** A second account with the e-mail, written meanwhile: the unique index refuses it, the same field error. */
  const emailRace = (request: FastifyRequest) => (err: unknown) => {
    throw isUniqueViolation(err) ? unprocessable(request.t('Errors.InvalidRequest'), { email: [USER_RULES.EmailTaken] }) : err;
  };
  const columnsOf = (input: UserInput, coverPath: string | null) => ({
    firstName: input.first_name,
    middleName: input.middle_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    birthDate: input.birth_date,
    taxCode: input.tax_code,
    vatCode: input.vat_code,
    job: input.job,
    ability: input.ability,
    interest: input.interest,
    biography: input.biography,
    coverPath,
    level: input.level,
    notificationsEnabled: input.notifications_enabled,
  });
  const districtName = async (id: number) => (await app.db.select({ name: districts.name }).from(districts).where(eq(districts.id, id)))[0]?.name ?? '';
  const readerDistricts = async (request: FastifyRequest) => (await accessByDistrict(app.db, request.auth!.userId)).map((d) => d.districtId);
  const readUser = async (request: FastifyRequest, id: number) => loadUser(app.db, request.district!.id, id, await readerDistricts(request));
  /** Refuses to change or remove a user who can do more than the editor (resources/users/rules.ts). */
  async function refuseOutranking(request: FastifyRequest, userId: number) {
    const [editor, user] = await Promise.all([accessByDistrict(app.db, request.auth!.userId), accessByDistrict(app.db, userId)]);
    if (outranksEditor(editor, user)) throw conflict(request.t('Errors.UserOutranksEditor'));
  }
  /** What the trail keeps of a user: their record's fields, the roles here by name; never a secret (none is in the record). */
  const audited = (u: UserRecord) => {
    const { districts: _others, apartments: _homes, roles: held, ...rest } = u;
    return { ...rest, roles: held.map((r) => r.name).join(', ') };
  };

  app.post(
    '/api/v3/users',
    {
      config: { ...write('create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: {
        tags: ['users'],
        summary: 'Create a user in the district and mail them an invitation',
        body: userCreateInput.extend({ district_id: zIdBody }),
        response: { 201: zItemEnvelope(userRecord) },
      },
    },
    async (request, reply) => {
      const { role_ids: roleIds, district_id: districtId, ...input } = request.body;
      const errors = await fieldErrors(request, input);
      // Content §5: at least one role in the district (the schema's), and only roles the editor may give.
      const permitted = await grantableRoles(app.db, request.district!.permissions);
      // (The schema's default lets an absent list through: it is checked here, as an empty one.)
      if (roleIds.length === 0) errors.role_ids = [V.RoleRequiredPerDistrict];
      else if (roleIds.some((id) => !permitted.some((r) => r.id === id))) errors.role_ids = [V.RoleNotPermitted];
      const coverPath = await photoOf(request, input.cover_path, null, errors);
      refuse(request, errors);
      const emailCode = newToken();
      // No password yet: an unguessable one, replaced when the user chooses theirs (the mail says where).
      const passwordHash = await hash(newToken());
      const name = await districtName(districtId);
      const id = await app.db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ ...columnsOf(input, coverPath), passwordHash, emailCode, source: 'console', dashboardDistrictId: districtId })
            .returning({ id: users.id });
          await tx.insert(userDistrictRoles).values([...new Set(roleIds)].map((roleId) => ({ userId: row.id, districtId, roleId })));
          await setHouse(tx, row.id, null, input);
          await queueVerifyMail(app, request, tx, { email: input.email, firstName: input.first_name, lastName: input.last_name, emailCode }, name);
          return row.id;
        })
        .catch(emailRace(request));
      const data = (await readUser(request, id))!;
      noteWrite(request, { recordId: id, after: audited(data) });
      await announceAccessChange(app, [id]);
      reply.code(201);
      return { success: true as const, message: request.t('Strings.UserInvited', { email: input.email }), data: withPhoto(request, data) };
    },
  );

  app.put(
    '/api/v3/users/:id',
    {
      config: { ...write('update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: {
        tags: ['users'],
        summary: 'Update a user of the district',
        params: idParams,
        body: userInput.extend({ district_id: zIdBody }),
        response: { 200: zItemEnvelope(userRecord) },
      },
    },
    async (request) => {
      const { district_id: districtId, ...input } = request.body;
      const before = await readUser(request, request.params.id);
      if (!before) throw notFound(request.t('Errors.NotFound'));
      await refuseOutranking(request, before.id);
      const errors = await fieldErrors(request, input, before.id);
      const coverPath = await photoOf(request, input.cover_path, (await storedCover(before.id)) ?? null, errors);
      refuse(request, errors);
      // A changed e-mail is the user's to verify again: a new code, mailed to the new address.
      const emailChanged = input.email !== before.email;
      const emailCode = emailChanged ? newToken() : null;
      const name = emailChanged ? await districtName(districtId) : '';
      await app.db
        .transaction(async (tx) => {
          const db = tx;
          await tx
            .update(users)
            .set({ ...columnsOf(input, coverPath), ...(emailCode ? { emailCode, emailVerifiedAt: null } : {}) })
            .where(eq(users.id, before.id));
          // Content §5: removing the phone dissociates the user from the district's apartments (the console asked first).
          if (phoneRemovalDissociates(before as { phone: string | null; apartment_id: number | null }, input.phone))
            await leaveHouses(db, before.id, districtId);
          else await setHouse(db, before.id, before.apartment_id ?? null, input);
          if (emailCode)
            await queueVerifyMail(app, request, db, { email: input.email, firstName: input.first_name, lastName: input.last_name, emailCode }, name);
        })
        .catch(emailRace(request));
      const after = (await readUser(request, before.id))!;
      noteWrite(request, { recordId: before.id, before: audited(before), after: audited(after) });
      return { success: true as const, message: request.t('Strings.Saved'), data: withPhoto(request, after) };
    },
  );

  /** The photo as stored (the record's `cover_path` before any signing). */
  async function storedCover(id: number) {
    return (await app.db.select({ coverPath: users.coverPath }).from(users).where(eq(users.id, id)))[0]?.coverPath;
  }

  app.delete(
    '/api/v3/users/:id',
    {
      config: { ...write('delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: {
        tags: ['users'],
        summary: 'Remove a user from the district (their account, when it is their only one)',
        params: idParams,
        querystring: districtQuery,
        response: { 200: zDeleted },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      if (request.params.id === request.auth!.userId) throw conflict(request.t('Errors.UserSelfDelete'));
      const before = await readUser(request, request.params.id);
      const user = before && (await userInDistrict(app.db, before.id, districtId));
      if (!before || !user) throw notFound(request.t('Errors.NotFound'));
      await refuseOutranking(request, user.id);
      /*
       * Deleting is removing the user from this district: an account is one person's, and other
       * districts may need it (their staff, another home). With other districts, only this
       * district's roles and apartment links go and the account stays; with none left, the account
       * itself goes (its sessions, resets and links go with it, by the foreign keys), as an
       * account without a district could never sign in (spec console §4) and would only keep
       * personal data nobody manages.
       */
      const elsewhere = (await districtCount(app.db, user.id)) > 1;
      if (elsewhere) {
        await app.db.transaction((tx) => leaveDistrict(tx, user.id, districtId));
        const moved = await keepDashboardDistrict(user.id, user.dashboard);
        if (moved) {
          await app.live.refreshAccess(user.id);
          app.live.emit(rooms.user(user.id), 'district.changed', moved);
        } else await announceAccessChange(app, [user.id]);
      } else {
        await app.db.delete(users).where(eq(users.id, user.id));
        app.live.endSessions({ userId: user.id });
      }
      noteWrite(request, { recordId: user.id, before: audited(before) });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: user.id } };
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
