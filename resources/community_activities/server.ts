import { noteRead } from '../../server/privacy/accessLog';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteWrite } from '../../server/audit/trail';
import { eventSeries, events, users } from '../../server/db/schema';
import { imageErrors } from '../../server/entities/images';
import { entityServer } from '../../server/entities/register';
import { zOrderBy } from '../../server/entities/sort';
import { conflict, HttpError, notFound } from '../../server/lib/errors';
import { listQuery, page } from '../../server/lib/list';
import { VISIBILITIES } from '../../src/contract/content';
import { zEnvelope } from '../../src/contract/envelope';
import { isFeatureOn } from '../../src/lib/features';
import { fileDownload } from '../../server/lib/openapi';
import { actionPermissions, contractPermissions } from '../../src/contract/entity';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { V, z, zDay, zIdBody, zIdParam } from '../../src/lib/validation';
import { daysBetween } from '../../src/lib/dates';
import { bookableSpace } from '../spaces/data';
import { ACTIVITY_LIMITS, ACTIVITY_TABS, PARTICIPANT_KINDS, SCOPES } from './constants';
import contract from './contract';
import {
  activityRow,
  calendarActivities,
  categoryOptions,
  deleteActivity,
  districtClock,
  foreignReferences,
  freezesBetween,
  insertActivity,
  listActivities,
  listParticipants,
  participantsWorkbook,
  loadActivity,
  saveSeries,
  scheduleValues,
  sharedValues,
  spaceHours,
  spaceOptions,
  startSeries,
  statusTargets,
  tagOptions,
  type DistrictClock,
  type Tx,
} from './data';
import { activityErrors, frozenDay, nextStatuses, occurrenceDays, outsideHoursArgs, statusStamps, AV } from './rules';
import { activityInput, activityRecord, moveInput, participantRecord, paymentStatusInput, statusInput, type ActivityInput } from './schema';
import { titleIn } from '../spaces/data';

const tags = ['community activities'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const base = '/api/v3/community_activities';
const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const item = zItemEnvelope(activityRecord);
const body = activityInput.extend({ district_id: zIdBody });
const filterQuery = {
  current_status: z.enum(ACTIVITY_TABS).default('all'),
  visibility: z.enum(VISIBILITIES).optional(),
  tag_id: zIdParam.optional(),
  category_id: zIdParam.optional(),
};
const option = z.object({ id: z.number().int(), name: z.string() });
const calendarAnswer = z.object({
  events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      current_status: z.string(),
      series_id: z.number().int().nullable(),
      space_id: z.number().int().nullable(),
      place: z.string().nullable(),
      color: z.string().nullable(),
      editable: z.boolean(),
    }),
  ),
  frozen: z.array(
    z.object({ space_id: z.number().int(), space_title: z.string(), date: z.string(), available_until: z.string().nullable(), reason: z.string() }),
  ),
  spaces: z.array(z.object({ id: z.number().int(), open_time: z.string(), close_time: z.string() })),
  truncated: z.boolean(),
});
/** Statuses whose activities the calendar lets staff move (a decided refund or rejection stays put). */
const MOVABLE = new Set(['to_pay', 'paying', 'waiting', 'confirmed']);
/** Activities one calendar call returns at most (a month of a busy district fits many times over). */
const CALENDAR_CAP = 2000;

type Row = typeof events.$inferSelect;

/** 422 with every field's message, and the arguments the messages name. */
function refuse(request: FastifyRequest, errors: Record<string, string>, args: Record<string, Record<string, string | number>> = {}): never {
  throw new HttpError(422, request.t('Errors.InvalidRequest'), {
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
    ...(Object.keys(args).length > 0 ? { error_args: args } : {}),
  });
}

/**
 * community/activities (console §4, §7; content §3-§5): activities single or repeating, each
 * occurrence a row; "this one or all coming" on save, delete, move and status change; status
 * workflow with its dates; people interested or taking part; the calendar's call (no paging).
 */
async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = { permission: contractPermissions(contract) };
  const mustLoad = async (request: FastifyRequest, id: number, districtId: number, clock?: DistrictClock) => {
    const found = await loadActivity(app.db, id, districtId, request.locale, (clock ?? (await districtClock(app.db, districtId))).currency);
    if (!found) throw notFound(request.t('Errors.NotFound'));
    return found;
  };

  /**
   * Every rule of a save or a move, as the form applies them (rules.ts), with what only the
   * server knows: the space, category and tags are the district's, the space's hours and frozen
   * days, the cover an image upload of the district, the district's today and currency.
   */
  const check = async (request: FastifyRequest, db: Tx | typeof app.db, districtId: number, input: ActivityInput, clock: DistrictClock, row?: Row) => {
    const errors: Record<string, string> = { ...(await foreignReferences(db, districtId, input)) };
    const args: Record<string, Record<string, string | number>> = {};
    for (const [field, keys] of Object.entries(await imageErrors(app.db, districtId, input, contract, row ? { cover: row.cover } : null)))
      errors[field] = keys[0];
    const space = input.place_type === 'select_space' && input.space_id !== null ? await bookableSpace(db, input.space_id, districtId) : null;
    if (input.place_type === 'select_space' && input.space_id !== null && !space) errors.space_id = V.SelectAnOption;
    const frozen = space ? await freezesBetween(db, districtId, clock.today, null, space.id) : [];
    let series: { freq: string; until: string } | undefined;
    if (row?.seriesId)
      [series] = await db.select({ freq: eventSeries.freq, until: eventSeries.until }).from(eventSeries).where(eq(eventSeries.id, row.seriesId));
    const repeatChanged = row
      ? series
        ? input.repeat.freq !== series.freq || (input.repeat.until ?? null) !== series.until
        : input.repeat.freq !== 'none'
      : false;
    // An occurrence saved alone keeps its series' rule: only its own day is checked.
    const alone = Boolean(row?.seriesId) && input.scope === 'one';
    const checked = alone ? { ...input, repeat: { freq: 'none' as const, until: null } } : input;
    const context = {
      today: clock.today,
      nowMinutes: clock.nowMinutes,
      space: space ? { ...space, max_occupancy: space.max_occupancy ?? null } : null,
      frozen,
      currency: clock.currency,
      checkPast: !row || row.date !== input.date || row.startTime !== input.start_time || row.endTime !== input.end_time,
      repeatLocked: alone,
      repeatChanged,
    };
    for (const [field, key] of Object.entries(activityErrors(checked, context))) errors[field] ??= key;
    if (errors.start_time === AV.OutsideHours && space) args.start_time = outsideHoursArgs(space);
    if (errors['repeat.until'] === AV.TooManyOccurrences) args['repeat.until'] = { max: ACTIVITY_LIMITS.occurrencesMax };
    if (errors.date === AV.SpaceFrozen) args.date = { date: frozenDay(checked, context) ?? input.date };
    if (errors.max_people === V.NumberMax && space?.max_occupancy) args.max_people = { max: space.max_occupancy };
    if (Object.keys(errors).length > 0) refuse(request, errors, args);
  };

  app.get(
    base,
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags,
        summary:
          'List the district’s activities (console §7 "Events list"): by status tab or history, visibility, tag, category, searched in titles and descriptions',
        querystring: listQuery.extend({ order_by: zOrderBy(contract), ...filterQuery }),
        response: { 200: zListEnvelope(activityRecord) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const clock = await districtClock(app.db, districtId);
      const { rows, total } = await listActivities(app.db, districtId, request.locale, clock.currency, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    `${base}/calendar`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The activities of a range of days for the calendar, no paging (console §7), with the frozen space dates when the district has FreezeSpace',
        querystring: z.strictObject({ district_id: zIdParam, from: zDay, to: zDay, query: z.string().trim().max(200).optional(), ...filterQuery }),
        response: { 200: zEnvelope(calendarAnswer) },
      },
    },
    async (request) => {
      const q = request.query;
      const districtId = request.district!.id;
      const span = daysBetween(q.from, q.to);
      if (span < 0) refuse(request, { to: V.DateEndNotEqualPastStart });
      if (span > ACTIVITY_LIMITS.calendarDaysMax) refuse(request, { to: V.PeriodTooLong });
      const canMove = request.district!.permissions.includes('events_edit');
      const { rows, truncated } = await calendarActivities(app.db, districtId, request.locale, q, { from: q.from, to: q.to }, CALENDAR_CAP);
      const freezeOn = isFeatureOn(request.district!.configuration, 'FreezeSpace');
      const frozen = freezeOn ? await freezesBetween(app.db, districtId, q.from, q.to) : [];
      const hours = await spaceHours(app.db, districtId, [...new Set(rows.flatMap((r) => (r.space_id === null ? [] : [r.space_id])))]);
      return {
        success: true as const,
        data: {
          events: rows.map(({ past, ...r }) => ({ ...r, editable: canMove && !past && MOVABLE.has(r.current_status) })),
          frozen: frozen.map(({ space, ...f }) => ({ ...f, space_title: titleIn(space, request.locale) })),
          spaces: hours,
          truncated,
        },
      };
    },
  );

  app.get(
    `${base}/options/spaces`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The district’s spaces an activity can take place in, with their opening hours and capacity',
        querystring: districtQuery,
        response: {
          200: zEnvelope(
            z.array(option.extend({ open_all_day: z.boolean(), open_time: z.string(), close_time: z.string(), max_occupancy: z.number().int().nullable() })),
          ),
        },
      },
    },
    async (request) => ({ success: true as const, data: await spaceOptions(app.db, request.district!.id, request.locale) }),
  );
  app.get(
    `${base}/options/frozen`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A space’s frozen days from today (the form checks an activity’s days against them)',
        querystring: z.strictObject({ district_id: zIdParam, space_id: zIdParam }),
        response: { 200: zEnvelope(z.array(z.object({ date: z.string(), available_until: z.string().nullable() }))) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const clock = await districtClock(app.db, districtId);
      const rows = await freezesBetween(app.db, districtId, clock.today, null, request.query.space_id);
      return { success: true as const, data: rows.map((r) => ({ date: r.date, available_until: r.available_until })) };
    },
  );
  app.get(
    `${base}/options/categories`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The district’s activity categories, with their colours',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(option.extend({ color: z.string().nullable() }))) },
      },
    },
    async (request) => ({ success: true as const, data: await categoryOptions(app.db, request.district!.id, request.locale) }),
  );
  app.get(
    `${base}/options/tags`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The district’s tags, to filter and label activities',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(option)) },
      },
    },
    async (request) => ({ success: true as const, data: await tagOptions(app.db, request.district!.id, request.locale) }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: { tags, summary: 'One activity (one occurrence of a repeating one)', params: idParams, querystring: districtQuery, response: { 200: item } },
    },
    async (request) => ({ success: true as const, data: await mustLoad(request, request.params.id, request.district!.id) }),
  );

  app.post(
    base,
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: {
        tags,
        summary: 'Create an activity; a repeating one creates each occurrence (answer: the first). The staff’s own activities are confirmed.',
        body,
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const districtId = request.district!.id;
      const input = request.body;
      const clock = await districtClock(app.db, districtId);
      await check(request, app.db, districtId, input, clock);
      const days = occurrenceDays(input.date, input.repeat.freq, input.repeat.until);
      const [author] = await app.db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, request.auth!.userId));
      const now = new Date();
      const ids = await app.db.transaction((tx) =>
        insertActivity(
          tx,
          districtId,
          {
            ...sharedValues(input),
            publishStatus: input.status ?? 'published',
            status: 'confirmed',
            datetimeConfirmation: now,
            authorId: request.auth!.userId,
            authorName: `${author?.first ?? ''} ${author?.last ?? ''}`.trim(),
          },
          { days, start: input.start_time, end: input.end_time, freq: input.repeat.freq, until: input.repeat.until, timeZone: clock.timeZone },
        ),
      );
      const data = await mustLoad(request, ids[0], districtId, clock);
      noteWrite(request, { recordId: ids[0], after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: {
        tags,
        summary: 'Save an activity; for an occurrence of a repeating one, `scope` says this one alone or every coming one',
        params: idParams,
        body,
        response: { 200: item },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const input = request.body;
      const clock = await districtClock(app.db, districtId);
      const before = await mustLoad(request, request.params.id, districtId, clock);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const row = await activityRow(tx, before.id, districtId, true);
        if (!row) throw notFound(request.t('Errors.NotFound'));
        await check(request, tx, districtId, input, clock, row);
        const shared = sharedValues(input);
        if (row.seriesId !== null && input.scope === 'all') {
          await saveSeries(tx, row, shared, input, clock, now);
        } else if (row.seriesId === null && input.repeat.freq !== 'none') {
          await startSeries(tx, row, shared, input, occurrenceDays(input.date, input.repeat.freq, input.repeat.until), clock);
        } else {
          await tx
            .update(events)
            .set({ ...shared, ...scheduleValues(input.date, input.start_time, input.end_time, clock.timeZone), isException: row.seriesId !== null })
            .where(eq(events.id, row.id));
        }
      });
      const data = await mustLoad(request, before.id, districtId, clock);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete an activity; for an occurrence of a repeating one, `scope=all` deletes it and every coming one',
        params: idParams,
        querystring: districtQuery.extend({ scope: z.enum(SCOPES).default('one') }),
        response: { 200: zDeleted },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const before = await mustLoad(request, request.params.id, districtId);
      await app.db.transaction(async (tx) => {
        const row = await activityRow(tx, before.id, districtId, true);
        if (!row) throw notFound(request.t('Errors.NotFound'));
        return deleteActivity(tx, row, request.query.scope, new Date());
      });
      noteWrite(request, { recordId: before.id, before });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: before.id } };
    },
  );

  app.post(
    `${base}/:id/status`,
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'status_change' } },
      schema: {
        tags,
        summary:
          'Change an activity’s status (console §4), for it alone or every coming occurrence of its series: its dates are stamped; rejecting needs a reason, mailed to the author',
        params: idParams,
        body: statusInput,
        response: { 200: zEnvelope(z.object({ changed: z.number().int(), skipped: z.number().int() })) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const { status, scope, rejection_reason: reason } = request.body;
      if (status === 'rejected' && !reason) refuse(request, { rejection_reason: V.FieldNotNull });
      const clock = await districtClock(app.db, districtId);
      const before = await mustLoad(request, request.params.id, districtId, clock);
      const now = new Date();
      const result = await app.db.transaction(async (tx) => {
        const row = await activityRow(tx, before.id, districtId, true);
        if (!row) throw notFound(request.t('Errors.NotFound'));
        const allowed = (r: Row) => nextStatuses(r.status, { force_online: r.forceOnline, paid: r.datetimePaid !== null }).includes(status);
        if (!allowed(row)) {
          throw conflict(request.t('Errors.StatusChangeRefused', { from: request.t(`resources.community_activities.statusOne.${row.status}`) }), {
            from: row.status,
            to: status,
          });
        }
        const targets = (await statusTargets(tx, row, scope, now)).filter(allowed);
        for (const target of targets) {
          await tx
            .update(events)
            .set({ status, ...statusStamps(target.status, status, now), ...(status === 'rejected' ? { rejectionReason: reason } : {}), updatedAt: now })
            .where(eq(events.id, target.id));
        }
        if (status === 'rejected' && row.authorId !== null && row.authorId !== request.auth!.userId) {
          const [author] = await tx.select({ email: users.email, first: users.firstName }).from(users).where(eq(users.id, row.authorId));
          if (author?.email) {
            await app.mailer.queue(tx, {
              to: author.email,
              subject: request.t('Mail.ContentRejectedSubject', { title: before.title }),
              body: request.t('Mail.ContentRejectedBody', { name: author.first ?? '', title: before.title, reason: reason! }),
            });
          }
        }
        const total = scope === 'all' && row.seriesId !== null ? (await statusTargets(tx, row, 'all', now)).length : 1;
        return { changed: targets.length, skipped: total - targets.length };
      });
      const after = await mustLoad(request, before.id, districtId, clock);
      noteWrite(request, { recordId: before.id, before, after });
      return { success: true as const, message: request.t('Strings.Saved'), data: result };
    },
  );

  app.post(
    `${base}/:id/payment_status`,
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'payment_status' } },
      schema: { tags, summary: 'Set an activity’s payment status (console §7)', params: idParams, body: paymentStatusInput, response: { 200: item } },
    },
    async (request) => {
      const districtId = request.district!.id;
      const clock = await districtClock(app.db, districtId);
      const before = await mustLoad(request, request.params.id, districtId, clock);
      await app.db.update(events).set({ paymentStatus: request.body.payment_status, updatedAt: new Date() }).where(eq(events.id, before.id));
      const data = await mustLoad(request, before.id, districtId, clock);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.post(
    `${base}/:id/move`,
    {
      config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'move' } },
      schema: {
        tags,
        summary:
          'Move an activity to another day and times (the calendar’s drag), with the form’s rules; `scope=all` moves every coming occurrence by the same days',
        params: idParams,
        body: moveInput,
        response: { 200: item },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const clock = await districtClock(app.db, districtId);
      const before = await mustLoad(request, request.params.id, districtId, clock);
      const move = request.body;
      // The activity as the form would send it, with the new day and times.
      const input = activityInput.parse({
        translations: before.translations,
        visibility: before.visibility,
        cover: before.cover,
        date: move.date,
        start_time: move.start_time,
        end_time: move.end_time,
        repeat: before.repeat,
        place_type: before.place_type,
        space_id: before.space_id,
        place_name: before.place_name,
        place_address: before.place_address,
        max_people: before.max_people,
        price_private: before.price_private,
        price_spot: before.price_spot,
        payment_method: before.payment_method,
        boleto: before.boleto,
        payment_recipient: before.payment_recipient,
        is_historical: before.is_historical,
        is_special: before.is_special,
        cleaning_after: before.cleaning_after,
        category_id: before.category_id,
        tag_ids: before.tag_ids,
        force_online: before.force_online,
        scope: move.scope,
      });
      if (!MOVABLE.has(before.current_status))
        throw conflict(request.t('Errors.StatusChangeRefused', { from: before.current_status }), { from: before.current_status });
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const row = await activityRow(tx, before.id, districtId, true);
        if (!row) throw notFound(request.t('Errors.NotFound'));
        await check(request, tx, districtId, input, clock, row);
        if (row.seriesId !== null && move.scope === 'all') {
          await saveSeries(tx, row, {}, input, clock, now);
        } else {
          await tx
            .update(events)
            .set({ ...scheduleValues(move.date, move.start_time, move.end_time, clock.timeZone), isException: row.seriesId !== null, updatedAt: now })
            .where(eq(events.id, row.id));
        }
      });
      const data = await mustLoad(request, before.id, districtId, clock);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  const peopleQuery = z.strictObject({
    district_id: zIdParam,
    kind: z.enum(PARTICIPANT_KINDS).default('interested'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    paginate: z.coerce.number().int().min(1).max(100).default(20),
  });
  app.get(
    `${base}/:id/participants`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The people interested in an activity or taking part (console §7)',
        params: idParams,
        querystring: peopleQuery,
        response: { 200: zListEnvelope(participantRecord) },
      },
    },
    async (request) => {
      const districtId = request.district!.id;
      const activity = await mustLoad(request, request.params.id, districtId);
      const { rows, total } = await listParticipants(app.db, activity.id, request.query.kind, request.query);
      return page(rows, total, request.query);
    },
  );
  app.get(
    `${base}/:id/participants/export`,
    {
      // The people's names, e-mails and phones leave the console in a file: the access log notes each.
      config: { ...read, personal: { entity: contract.name } },
      schema: {
        tags,
        summary: 'The people of an activity as an Excel file, named from the content-disposition header (console §7)',
        params: idParams,
        querystring: peopleQuery.pick({ district_id: true, kind: true }),
        response: { 200: fileDownload('The Excel workbook of the people.', [XLSX]) },
      },
    },
    async (request, reply) => {
      const districtId = request.district!.id;
      const activity = await mustLoad(request, request.params.id, districtId);
      const { rows } = await listParticipants(app.db, activity.id, request.query.kind, { page: 1, paginate: 100_000 });
      const file = await participantsWorkbook(request, activity, request.query.kind, rows);
      noteRead(request, { recordId: activity.id, subjects: rows.map((r) => r.user_id) });
      const ascii = file.name.replace(/[^\w. -]/g, '_');
      reply.header('cache-control', 'private, no-store');
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}; filename="${ascii}"`)
        .send(file.buffer);
    },
  );
}

export default entityServer({ routes: activityRoutes });
