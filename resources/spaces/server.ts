import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { districtToday } from '../../server/content/data';
import { spaces } from '../../server/db/schema';
import { entityServer } from '../../server/entities/register';
import { conflict, notFound, unprocessable } from '../../server/lib/errors';
import { actionPermissions, contractPermissions } from '../../src/contract/entity';
import { zEnvelope } from '../../src/contract/envelope';
import type { FeaturePath } from '../../src/lib/features';
import { V, z, zDay, zIdBody, zIdParam } from '../../src/lib/validation';
import { BOOKING_STATUSES, SPACE_LIMITS } from './constants';
import contract from './contract';
import {
  activeBookingsOf,
  bookableSpace,
  dayBookings,
  dayFreezes,
  decideBooking,
  freezeDays,
  insertBooking,
  levelOf,
  listBookings,
  listFreezes,
  residentSpaces,
  unfreeze,
} from './data';
import { bookedPeriod, bookingErrors, bookingPrice, daysBetween, daysOf, frozenResponse, minutesOf, openingHours, spaceErrors, timeOf } from './rules';
import { bookingInput, bookingRecord, freezeInput, freezeRecord, frozenSpace } from './schema';

const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
/** Freezing needs the district's FreezeSpace flag beside the spaces' own. */
const FREEZE_FEATURES: readonly FeaturePath[] = ['Places', 'FreezeSpace'];
const errorsOf = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));

/** Freezes, bookings and the residents' side of spaces, beside the generic routes. */
async function spaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mustExist = async (id: number, districtId: number, message: string) => {
    const space = await bookableSpace(app.db, id, districtId);
    if (!space) throw notFound(message);
    return space;
  };

  app.get(
    '/api/v3/spaces/freezes',
    {
      config: { permission: contractPermissions(contract), features: FREEZE_FEATURES },
      schema: {
        tags: ['spaces'],
        summary: "The district's frozen dates from a day on (today by default), every space",
        querystring: z.strictObject({
          district_id: zIdParam,
          from: zDay.optional(),
        }),
        response: { 200: zEnvelope(z.array(freezeRecord)) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const from = request.query.from ?? (await districtToday(app.db, districtId));
      return { success: true as const, data: await listFreezes(app.db, districtId, request.locale, { from }) };
    },
  );

  app.get(
    '/api/v3/spaces/:id/frozen',
    {
      config: { permission: contractPermissions(contract), features: FREEZE_FEATURES },
      schema: {
        tags: ['spaces'],
        summary: "A space's frozen dates: from today, all, frozen by the caller, by others",
        params: idParams,
        querystring: districtQuery,
        response: { 200: zEnvelope(frozenSpace) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      await mustExist(request.params.id, districtId, request.t('Errors.NotFound'));
      const items = await listFreezes(app.db, districtId, request.locale, { spaceId: request.params.id });
      const today = await districtToday(app.db, districtId);
      return { success: true as const, data: { ...frozenResponse(items, today, request.auth!.userId), items } };
    },
  );

  app.post(
    '/api/v3/spaces/:id/freeze',
    {
      config: { permission: contract.permissions.edit, features: FREEZE_FEATURES, district: 'body', audit: { entity: contract.name, action: 'freeze' } },
      schema: {
        tags: ['spaces'],
        summary: 'Freeze days of a space (single days and ranges) with a reason; a day frozen already takes the new reason',
        params: idParams,
        body: freezeInput.extend({ district_id: zIdBody }),
        response: { 201: zEnvelope(z.object({ dates: z.array(z.string()) })) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await mustExist(request.params.id, input.district_id, request.t('Errors.NotFound'));
      const today = await districtToday(app.db, input.district_id);
      const errors: Record<string, string> = {};
      const ranges = input.ranges.map((r) => (daysBetween(r.from, r.to) < 0 ? null : daysOf(r.from, r.to)));
      if (ranges.some((r) => r === null)) errors.ranges = V.DateEndNotEqualPastStart;
      const days = [...new Set([...input.dates, ...ranges.flatMap((r) => r ?? [])])].sort();
      if (days.length === 0) errors.dates = V.FieldNotNull;
      else if (days.length > SPACE_LIMITS.freezeDatesMax) errors.dates = V.PeriodTooLong;
      else if (days[0] < today) errors.dates = V.DateStartNotPast;
      if (input.available_until !== null && input.available_until !== '') {
        const until = minutesOf(input.available_until);
        if (until === null || until === 0 || until >= 1440) errors.available_until = V.InvalidHour;
      }
      if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errorsOf(errors));
      const until = input.available_until ? timeOf(minutesOf(input.available_until)!) : null;
      await freezeDays(app.db, input.district_id, request.params.id, request.auth!.userId, days, input.reason, until);
      noteWrite(request, {
        recordId: request.params.id,
        changes: { frozen: { before: null, after: { dates: days, reason: input.reason, available_until: until } } },
      });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data: { dates: days } };
    },
  );

  app.delete(
    '/api/v3/spaces/:id/freeze/:freezeId',
    {
      config: { permission: contract.permissions.edit, features: FREEZE_FEATURES, audit: { entity: contract.name, action: 'unfreeze' } },
      schema: {
        tags: ['spaces'],
        summary: 'Unfreeze one frozen day of a space',
        params: z.strictObject({ id: zIdParam, freezeId: zIdParam }),
        querystring: districtQuery,
        response: { 200: zEnvelope(z.object({ id: z.number().int(), date: z.string() })) },
      },
    },
    async (request) => {
      const row = await unfreeze(app.db, request.district!.id, request.params.id, request.params.freezeId);
      if (!row) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: request.params.id, changes: { frozen: { before: { date: row.date, reason: row.reason }, after: null } } });
      return { success: true as const, message: request.t('Strings.Saved'), data: { id: row.id, date: row.date } };
    },
  );

  app.get(
    '/api/v3/spaces/:id/bookings',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: {
        tags: ['spaces'],
        summary: "A space's bookings, latest day first",
        params: idParams,
        querystring: districtQuery.extend({ status: z.enum(BOOKING_STATUSES).optional() }),
        response: { 200: zEnvelope(z.array(bookingRecord)) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      await mustExist(request.params.id, districtId, request.t('Errors.NotFound'));
      return {
        success: true as const,
        data: await listBookings(app.db, districtId, request.locale, { spaceId: request.params.id, status: request.query.status }),
      };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/v3/spaces/bookings/:id/${decision}`,
      {
        config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: decision } },
        schema: {
          tags: ['spaces'],
          summary: decision === 'approve' ? 'Confirm a waiting booking' : 'Reject a waiting booking, with a reason',
          params: idParams,
          body:
            decision === 'approve'
              ? z.strictObject({ district_id: zIdBody })
              : z.strictObject({ district_id: zIdBody, reason: z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(500) }),
          response: { 200: zEnvelope(bookingRecord) },
        },
      },
      async (request) => {
        const body = request.body as { district_id: number; reason?: string };
        const result = await decideBooking(app.db, body.district_id, request.params.id, decision === 'approve' ? 'confirmed' : 'rejected', body.reason ?? null);
        if (!result) throw notFound(request.t('Errors.NotFound'));
        if (!result.changed) throw conflict(request.t('Errors.ApprovalConflict'), { status: result.before });
        const [data] = await listBookings(app.db, body.district_id, request.locale, { id: request.params.id });
        noteWrite(request, {
          recordId: data.space_id,
          changes: { booking: { before: { id: data.id, status: result.before }, after: { id: data.id, status: data.status } } },
        });
        return { success: true as const, message: request.t('Strings.Saved'), data };
      },
    );
  }

  app.get(
    '/api/v3/resident/spaces',
    {
      config: { permission: [] },
      schema: {
        tags: ['resident'],
        summary: "The district's bookable public spaces, with their rules, prices and the frozen dates from today",
        querystring: districtQuery,
        response: {
          200: zEnvelope(
            z.array(
              z.object({
                id: z.number().int(),
                translations: z.record(z.string(), z.unknown()),
                address: z.string(),
                open_time: z.string(),
                close_time: z.string(),
                reservation_type: z.string(),
                spots: z.number().int().nullable(),
                slot_minutes: z.number().int(),
                consecutive_slots: z.number().int(),
                lead_days: z.number().int(),
                allow_full_day: z.boolean(),
                prices: z.record(z.string(), z.number()),
                cleaning_charge: z.number().int(),
                frozen: z.array(z.object({ date: z.string(), available_until: z.string().nullable() })),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const today = await districtToday(app.db, districtId);
      const [rows, freezes] = await Promise.all([residentSpaces(app.db, districtId), listFreezes(app.db, districtId, request.locale, { from: today })]);
      const data = rows.map((s) => ({
        id: s.id,
        translations: s.translations as Record<string, unknown>,
        address: s.address,
        ...openingHours({ open_all_day: s.openAllDay, open_time: s.openTime, close_time: s.closeTime }),
        reservation_type: s.reservationType,
        spots: s.spots,
        slot_minutes: s.slotMinutes,
        consecutive_slots: s.consecutiveSlots,
        lead_days: s.leadDays,
        allow_full_day: s.allowFullDay,
        prices: s.prices as Record<string, number>,
        cleaning_charge: s.cleaningCharge,
        frozen: freezes.filter((f) => f.space_id === s.id).map((f) => ({ date: f.date, available_until: f.available_until })),
      }));
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/v3/resident/spaces/bookings',
    {
      config: { permission: [] },
      schema: { tags: ['resident'], summary: "The caller's own bookings", querystring: districtQuery, response: { 200: zEnvelope(z.array(bookingRecord)) } },
    },
    async (request) => ({
      success: true as const,
      data: await listBookings(app.db, request.district!.id, request.locale, { userId: request.auth!.userId }),
    }),
  );

  app.post(
    '/api/v3/resident/spaces/:id/bookings',
    {
      config: { permission: [], district: 'body', audit: { entity: contract.name, action: 'book' } },
      schema: {
        tags: ['resident'],
        summary:
          'Book consecutive slots of a space (or its full day): inside its opening hours, its lead time, its slot limit, not on a frozen day, while places are left; confirmed at once when the space approves automatically',
        params: idParams,
        body: bookingInput,
        response: { 201: zEnvelope(bookingRecord) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const districtId = input.district_id;
      const userId = request.auth!.userId;
      const today = await districtToday(app.db, districtId);
      const level = await levelOf(app.db, userId);
      // One booking of a space at a time: the space row is locked while its day is checked and written.
      const result = await app.db.transaction(async (tx) => {
        const space = await bookableSpace(tx, request.params.id, districtId, true);
        // A private space is not the residents': as if it did not exist.
        if (!space || space.visibility !== 'public') return { missing: true as const };
        const [freezes, sameDay, activeOfUser] = await Promise.all([
          dayFreezes(tx, space.id, input.date),
          dayBookings(tx, space.id, input.date),
          activeBookingsOf(tx, space.id, userId, today),
        ]);
        const errors = bookingErrors(space, input, { today, freezes, sameDay, activeOfUser });
        if (Object.keys(errors).length > 0) return { errors };
        const period = bookedPeriod(space, input)!;
        const id = await insertBooking(tx, {
          districtId,
          spaceId: space.id,
          userId,
          date: input.date,
          startTime: timeOf(period.start),
          endTime: timeOf(period.end),
          fullDay: input.full_day,
          spots: space.reservation_type === 'spots' ? input.spots : 1,
          price: bookingPrice(space, level ?? 'resident', period),
          status: space.autoApproval ? 'confirmed' : 'waiting',
        });
        return { id, spaceId: space.id };
      });
      if ('missing' in result) throw notFound(request.t('Errors.NotFound'));
      if ('errors' in result) throw unprocessable(request.t('Errors.InvalidRequest'), errorsOf(result.errors!));
      const [data] = await listBookings(app.db, districtId, request.locale, { id: result.id });
      noteWrite(request, {
        recordId: result.spaceId,
        changes: {
          booking: { before: null, after: { id: data.id, date: data.date, start_time: data.start_time, end_time: data.end_time, status: data.status } },
        },
      });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );
}

export default entityServer({
  table: spaces,
  hooks: {
    validate(input, { request }) {
      // A 24-hour space is stored as open 00:00 to 24:00 (spec content §5), whatever times came with it.
      Object.assign(input, openingHours(input as Parameters<typeof openingHours>[0]));
      const errors = spaceErrors(input);
      if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errorsOf(errors));
      const open = minutesOf(input.open_time as string)!;
      input.open_time = timeOf(open);
      input.close_time = timeOf(minutesOf(input.close_time as string)!);
      if (input.reservation_type === 'full') input.spots = null;
    },
  },
  routes: spaceRoutes,
});
