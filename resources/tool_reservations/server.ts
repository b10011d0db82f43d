import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { districtToday } from '../../server/content/data';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { conflict, HttpError, notFound, unprocessable } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { zEnvelope } from '../../src/contract/envelope';
import { actionPermissions, contractPermissions } from '../../src/contract/entity';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { isDistrictResident } from '../visitors/data';
import contract from './contract';
import {
  deleteReservation,
  insertReservation,
  listReservations,
  loadReservation,
  lockTool,
  moveReservation,
  residentChoices,
  toolChoices,
  toolTaken,
  updateReservation,
  type ApiReservation,
} from './data';
import { RESERVATION_STATUSES, RESERVATION_ACTIONS, reservationDateErrors, type ReservationAction } from './rules';
import { deliverInput, listFilters, reservationInput, reservationRecord, returnInput, toolChoice, userChoice, type ReservationInput } from './schema';

const tags = ['tool reservations'];
const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const item = zItemEnvelope(reservationRecord);
const body = reservationInput.extend({ district_id: zIdBody });

/**
 * tools_reservations: tools lent to the district's residents (spec content §3-§5). A reservation
 * is made for a user, within the tool's longest reservation and on days nobody else holds it;
 * it is then delivered (in use), returned with the tool's condition, or cancelled while booked.
 */
async function reservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const today = (districtId: number) => districtToday(app.db, districtId);
  const mustLoad = async (id: number, districtId: number, request: FastifyRequest): Promise<ApiReservation> => {
    const row = await loadReservation(app.db, id, districtId, await today(districtId));
    if (!row) throw notFound(request.t('Errors.NotFound'));
    return row;
  };
  /** An action from the wrong status: 409 naming the status it is in. */
  const outOfState = (request: FastifyRequest, action: ReservationAction, status: string) =>
    conflict(request.t('Errors.ToolReservationState', { status: request.t(`resources.tool_reservations.values.status.${status}`) }), {
      status,
      expected: RESERVATION_ACTIONS[action],
    });

  /**
   * The whole check and write of a reservation, the tool locked meanwhile: the user a resident,
   * the tool the district's, the dates (end not before start, a new one not in the past, at most
   * the tool's days), and no other booking or loan of the tool on those days.
   */
  const save = async (request: FastifyRequest, districtId: number, input: ReservationInput, id?: number) => {
    const errors: Record<string, string[]> = {};
    const args: Record<string, Record<string, number>> = {};
    if (!(await isDistrictResident(app.db, input.user_id, districtId))) errors.user_id = [V.SelectAnOption];
    const day = await today(districtId);
    return app.db.transaction(async (tx) => {
      const tool = await lockTool(tx, input.tool_id, districtId);
      if (!tool) errors.tool_id = [V.SelectAnOption];
      const dates = reservationDateErrors(input, { today: day, isNew: id === undefined, maxDays: tool?.maxBookingDays });
      for (const [field, e] of Object.entries(dates)) {
        errors[field] = [e.key];
        if (e.args) args[field] = e.args;
      }
      if (Object.keys(errors).length > 0) {
        throw new HttpError(422, request.t('Errors.InvalidRequest'), { errors, ...(Object.keys(args).length ? { error_args: args } : {}) });
      }
      if (await toolTaken(tx, input.tool_id, input.start_date, input.end_date, id)) {
        throw conflict(request.t('Errors.ToolTaken'), { errors: { start_date: [V.ToolReserved] } });
      }
      if (id === undefined) return insertReservation(tx, districtId, input);
      if (!(await updateReservation(tx, id, districtId, input))) return null;
      return id;
    });
  };

  app.get(
    '/api/v3/tool_reservations',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags,
        summary: 'List the tool reservations of a district, by status, of a tool or a user, searched in tool and user names',
        querystring: listQuery.extend({ order_by: zOrderBy(contract), status: z.enum(['all', ...RESERVATION_STATUSES]).default('all'), ...listFilters }),
        response: { 200: zListEnvelope(reservationRecord) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const { rows, total } = await listReservations(app.db, districtId, await today(districtId), request.query);
      return page(rows, total, request.query);
    },
  );

  const read = { permission: contractPermissions(contract) };
  app.get(
    '/api/v3/tool_reservations/options/tools',
    {
      config: read,
      schema: {
        tags,
        summary: 'The district’s tools to lend, with their longest reservation',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(toolChoice)) },
      },
    },
    async (request) => ({ success: true as const, data: await toolChoices(app.db, request.district!.id) }),
  );
  app.get(
    '/api/v3/tool_reservations/options/users',
    {
      config: read,
      schema: {
        tags,
        summary: 'The district’s residents to lend a tool to, searched by name or e-mail',
        querystring: z.strictObject({ district_id: zIdParam, query: z.string().trim().max(120).optional() }),
        response: { 200: zEnvelope(z.array(userChoice)) },
      },
    },
    async (request) => ({ success: true as const, data: await residentChoices(app.db, request.district!.id, request.query.query) }),
  );

  app.get(
    '/api/v3/tool_reservations/:id',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: { tags, summary: 'One tool reservation', params: idParams, querystring: districtQuery, response: { 200: item } },
    },
    async (request) => ({ success: true as const, data: await mustLoad(request.params.id, request.district!.id, request) }),
  );

  app.post(
    '/api/v3/tool_reservations',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags, summary: 'Reserve a tool for a user, from one day to another', body, response: { 201: item } },
    },
    async (request, reply) => {
      const districtId = request.district!.id;
      const id = (await save(request, districtId, request.body))!;
      const data = await mustLoad(id, districtId, request);
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/tool_reservations/:id',
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags, summary: 'Change a reservation while it is booked', params: idParams, body, response: { 200: item } },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await mustLoad(request.params.id, districtId, request);
      if (before.status !== 'booked') throw conflict(request.t('Errors.ToolReservationClosed'), { status: before.status });
      if ((await save(request, districtId, request.body, before.id)) === null) {
        throw conflict(request.t('Errors.ToolReservationClosed'), { status: (await mustLoad(before.id, districtId, request)).status });
      }
      const data = await mustLoad(before.id, districtId, request);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    '/api/v3/tool_reservations/:id',
    {
      config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: { tags, summary: 'Delete a reservation (not while the tool is lent)', params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await mustLoad(request.params.id, districtId, request);
      if (before.status === 'in_use') throw conflict(request.t('Errors.ToolReservationInUse'), { status: before.status });
      await deleteReservation(app.db, before.id, districtId);
      noteWrite(request, { recordId: before.id, before });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: before.id } };
    },
  );

  /** deliver, return, cancel: each from its one status, with the edit permission. */
  const action = <B extends z.ZodObject>(
    name: ReservationAction,
    summary: string,
    input: B,
    values: (b: z.output<B>, day: string, r: ApiReservation, request: FastifyRequest) => Parameters<typeof moveReservation>[4],
  ) =>
    app.post(
      `/api/v3/tool_reservations/:id/${name}`,
      {
        config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: name } },
        schema: { tags, summary, params: idParams, body: input.extend({ district_id: zIdBody }), response: { 200: item } },
      },
      async (request) => {
        const districtId = request.district!.id;
        const before = await mustLoad(request.params.id, districtId, request);
        const from = RESERVATION_ACTIONS[name];
        if (before.status !== from) throw outOfState(request, name, before.status);
        const set = values(request.body as z.output<B>, await today(districtId), before, request);
        if (!(await moveReservation(app.db, before.id, districtId, from, set))) {
          throw outOfState(request, name, (await mustLoad(before.id, districtId, request)).status);
        }
        const data = await mustLoad(before.id, districtId, request);
        noteWrite(request, { recordId: before.id, before, after: data });
        return { success: true as const, message: request.t(`resources.tool_reservations.done.${name}`), data };
      },
    );

  /** A recorded day is not after the district's today (nor, for a return, before the delivery). */
  const pastDay = (request: FastifyRequest, field: string, chosen: string | undefined, day: string, notBefore?: string | null) => {
    const value = chosen ?? day;
    if (value > day) throw unprocessable(request.t('Errors.InvalidRequest'), { [field]: [V.DateNotFuture] });
    if (notBefore && value < notBefore) throw unprocessable(request.t('Errors.InvalidRequest'), { [field]: [V.DateEndNotEqualPastStart] });
    return value;
  };

  action(
    'deliver',
    'Record that the user took the tool (on the district’s today unless a day is given): it is in use',
    deliverInput,
    (b, day, _r, request) => ({
      status: 'in_use',
      deliveredOn: pastDay(request, 'delivered_on', b.delivered_on, day),
    }),
  );
  action('return', 'Record that the tool came back, on which day and in what condition: it is returned', returnInput, (b, day, r, request) => ({
    status: 'returned',
    returnedOn: pastDay(request, 'returned_on', b.returned_on, day, r.delivered_on),
    returnCondition: b.return_condition,
    ...(b.notes !== undefined ? { notes: b.notes } : {}),
  }));
  action('cancel', 'Cancel a booked reservation: the tool is free again on its days', z.strictObject({}), () => ({ status: 'cancelled' }));
}

export default entityServer({ routes: reservationRoutes });
