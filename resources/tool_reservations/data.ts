import { and, asc, count, desc, eq, ilike, inArray, lte, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { toolReservations, tools, userDistrictRoles, users } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';
import { deliveryTiming, HOLDING_STATUSES, reservationDays, returnTiming, type ReservationStatus, type ReturnCondition } from './rules';
import type { ReservationInput } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const userName = sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`;
const select = {
  id: toolReservations.id,
  district_id: toolReservations.districtId,
  tool_id: toolReservations.toolId,
  tool: tools.name,
  max_booking_days: tools.maxBookingDays,
  user_id: toolReservations.userId,
  user: userName,
  start_date: toolReservations.startDate,
  end_date: toolReservations.endDate,
  status: toolReservations.status,
  delivered_on: toolReservations.deliveredOn,
  returned_on: toolReservations.returnedOn,
  return_condition: toolReservations.returnCondition,
  notes: toolReservations.notes,
  created_at: toolReservations.createdAt,
};
/** A joined row, as `select` reads it. */
interface Selected {
  id: number;
  district_id: number;
  tool_id: number;
  tool: string;
  max_booking_days: number;
  user_id: number;
  user: string;
  start_date: string;
  end_date: string;
  status: ReservationStatus;
  delivered_on: string | null;
  returned_on: string | null;
  return_condition: ReturnCondition | null;
  notes: string;
  created_at: Date;
}

/** A row as the API returns it: its length in days and how delivery and return went, as of the district's today. */
const toApi = (row: Selected, today: string) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  days: reservationDays(row.start_date, row.end_date),
  delivery_timing: deliveryTiming(row),
  return_timing: returnTiming(row, today),
});
export type ApiReservation = ReturnType<typeof toApi>;

const joined = (db: Db) =>
  db.select(select).from(toolReservations).innerJoin(tools, eq(tools.id, toolReservations.toolId)).innerJoin(users, eq(users.id, toolReservations.userId));
const sortable = {
  id: toolReservations.id,
  start_date: toolReservations.startDate,
  end_date: toolReservations.endDate,
  status: toolReservations.status,
  tool: tools.name,
  user: userName,
};
const mine = (id: number, districtId: number) => and(eq(toolReservations.id, id), eq(toolReservations.districtId, districtId));

export interface ReservationQuery extends ListQuery {
  status: 'all' | ReservationStatus;
  tool_id?: number;
  user_id?: number;
}

/** One page of the district's reservations: by status tab, of a tool or a user, searched in the tool's and the user's names. */
export async function listReservations(db: Db, districtId: number, today: string, q: ReservationQuery) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    eq(toolReservations.districtId, districtId),
    q.status === 'all' ? undefined : eq(toolReservations.status, q.status),
    q.tool_id ? eq(toolReservations.toolId, q.tool_id) : undefined,
    q.user_id ? eq(toolReservations.userId, q.user_id) : undefined,
    needle ? or(ilike(tools.name, needle), ilike(userName, needle)) : undefined,
  );
  // The newest first unless the list asks otherwise (the contract's default sort).
  const order: SQL = q.order_by ? sortBy(q, sortable, 'start_date') : desc(toolReservations.startDate);
  const [rows, [{ n }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(order, asc(toolReservations.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db
      .select({ n: count() })
      .from(toolReservations)
      .innerJoin(tools, eq(tools.id, toolReservations.toolId))
      .innerJoin(users, eq(users.id, toolReservations.userId))
      .where(where),
  ]);
  return { rows: rows.map((r) => toApi(r, today)), total: n };
}

/** One of the district's reservations with its tool and user, or null. */
export async function loadReservation(db: Db | Tx, id: number, districtId: number, today: string): Promise<ApiReservation | null> {
  const [row] = await joined(db as Db).where(mine(id, districtId));
  return row ? toApi(row, today) : null;
}

/** The district's tool (locked until the transaction ends, so two bookings of it take turns), or null. */
export async function lockTool(tx: Tx, toolId: number, districtId: number) {
  const [row] = await tx
    .select({ id: tools.id, maxBookingDays: tools.maxBookingDays })
    .from(tools)
    .where(and(eq(tools.id, toolId), eq(tools.districtId, districtId)))
    .for('update');
  return row ?? null;
}

/** Whether another reservation holds the tool on any of these days (booked or in use). */
export async function toolTaken(tx: Tx, toolId: number, start: string, end: string, except?: number) {
  const [row] = await tx
    .select({ id: toolReservations.id })
    .from(toolReservations)
    .where(
      and(
        eq(toolReservations.toolId, toolId),
        inArray(toolReservations.status, [...HOLDING_STATUSES]),
        lte(toolReservations.startDate, end),
        gte(toolReservations.endDate, start),
        except ? ne(toolReservations.id, except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertReservation(tx: Tx, districtId: number, input: ReservationInput) {
  const [row] = await tx
    .insert(toolReservations)
    .values({ districtId, toolId: input.tool_id, userId: input.user_id, startDate: input.start_date, endDate: input.end_date, notes: input.notes })
    .returning({ id: toolReservations.id });
  return row.id;
}

/** Changes a booked reservation; false when it is no longer booked. */
export async function updateReservation(tx: Tx, id: number, districtId: number, input: ReservationInput) {
  const rows = await tx
    .update(toolReservations)
    .set({ toolId: input.tool_id, userId: input.user_id, startDate: input.start_date, endDate: input.end_date, notes: input.notes })
    .where(and(mine(id, districtId), eq(toolReservations.status, 'booked')))
    .returning({ id: toolReservations.id });
  return rows.length > 0;
}

/** Moves a reservation from one status to the next, with the action's values; false when it was not in `from` any more. */
export async function moveReservation(
  db: Db,
  id: number,
  districtId: number,
  from: ReservationStatus,
  values: Partial<Pick<typeof toolReservations.$inferInsert, 'status' | 'deliveredOn' | 'returnedOn' | 'returnCondition' | 'notes'>>,
) {
  const rows = await db
    .update(toolReservations)
    .set(values)
    .where(and(mine(id, districtId), eq(toolReservations.status, from)))
    .returning({ id: toolReservations.id });
  return rows.length > 0;
}

export async function deleteReservation(db: Db, id: number, districtId: number) {
  await db.delete(toolReservations).where(mine(id, districtId));
}

/** The district's residents to lend to, searched by name or e-mail. */
export async function residentChoices(db: Db, districtId: number, query?: string) {
  const needle = query ? `%${escapeLike(query)}%` : undefined;
  const rows = await db
    .selectDistinct({ id: users.id, full_name: userName, email: users.email, last: users.lastName, first: users.firstName })
    .from(users)
    .innerJoin(userDistrictRoles, eq(userDistrictRoles.userId, users.id))
    .where(
      and(
        eq(userDistrictRoles.districtId, districtId),
        eq(users.level, 'resident'),
        needle ? or(ilike(userName, needle), ilike(users.email, needle)) : undefined,
      ),
    )
    .orderBy(users.lastName, users.firstName)
    .limit(50);
  return rows.map(({ id, full_name, email }) => ({ id, full_name, email }));
}

/** The district's tools to lend, with the longest reservation each allows. */
export async function toolChoices(db: Db, districtId: number) {
  return db
    .select({ id: tools.id, name: tools.name, max_booking_days: tools.maxBookingDays })
    .from(tools)
    .where(eq(tools.districtId, districtId))
    .orderBy(tools.name, tools.id);
}
