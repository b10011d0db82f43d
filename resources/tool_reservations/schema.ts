import { zRecord } from '../../src/contract/records';
import { SERVER_DATE_RE, V, isServerDate, z, zIdParam, zOptionId } from '../../src/lib/validation';
import { TOOL_NOTES_MAX } from '../tools/constants';
import { RESERVATION_STATUSES, RETURN_CONDITIONS } from './rules';

/** A day of the district's calendar, YYYY-MM-DD. */
export const zDay = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? V.FieldNotNull : V.DateInvalid) })
  .regex(SERVER_DATE_RE, V.DateInvalid)
  .refine(isServerDate, V.DateInvalid);

/**
 * A reservation of a tool for a user (spec content §5 "a user must be selected first"), from one
 * day to another; the tool's own rules (max days, free on those days) are the server's.
 */
export const reservationInput = z.strictObject({
  user_id: z.number({ error: V.SelectUserFirst }).int(V.SelectUserFirst).positive(V.SelectUserFirst).max(2_147_483_647, V.SelectUserFirst),
  tool_id: zOptionId,
  start_date: zDay,
  end_date: zDay,
  notes: z.string().trim().max(TOOL_NOTES_MAX).default(''),
});
export type ReservationInput = z.output<typeof reservationInput>;

/** Deliver: the day the user took the tool (the district's today unless staff say otherwise). */
export const deliverInput = z.strictObject({ delivered_on: zDay.optional() });
/** Return: the day it came back and in what condition. */
export const returnInput = z.strictObject({
  returned_on: zDay.optional(),
  return_condition: z.enum(RETURN_CONDITIONS, { error: V.SelectAnOption }),
  notes: z.string().trim().max(TOOL_NOTES_MAX).optional(),
});

const zTiming = z.object({ status: z.enum(['on_time', 'late', 'early']), days: z.number().int() }).nullable();

/** One reservation as the API returns it: with its tool's and user's names and the timing derived. */
export const reservationRecord = zRecord({
  tool_id: z.number().int(),
  tool: z.string(),
  max_booking_days: z.number().int(),
  user_id: z.number().int(),
  user: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  delivered_on: z.string().nullable(),
  returned_on: z.string().nullable(),
  return_condition: z.enum(RETURN_CONDITIONS).nullable(),
  notes: z.string(),
  delivery_timing: zTiming,
  return_timing: zTiming,
});
export type ReservationRecord = z.output<typeof reservationRecord>;

/** A tool to pick, with the longest reservation it allows (the form checks it before sending). */
export const toolChoice = z.object({ id: z.number().int(), name: z.string(), max_booking_days: z.number().int() });
/** A resident to lend to. */
export const userChoice = z.object({ id: z.number().int(), full_name: z.string(), email: z.string() });

export const listFilters = { tool_id: zIdParam.optional(), user_id: zIdParam.optional() };
