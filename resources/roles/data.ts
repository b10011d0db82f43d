import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { RoleInput } from './schema';
import type { Db } from '../../server/db/client';
import { roles, userDistrictRoles } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many user-district links hold the role (a user holding it in two districts counts twice). */
const usersOf = sql<number>`(select count(*)::int from ${userDistrictRoles} where ${userDistrictRoles.roleId} = ${roles.id})`;
const permissionCount = sql<number>`coalesce(cardinality(${roles.permissions}), 0)`;

const select = { id: roles.id, name: roles.name, permissions: roles.permissions, users: usersOf };

/** The columns of the contract's sortable fields. */
const sortable = { id: roles.id, name: roles.name, permissions: permissionCount, users: usersOf };

/** One page of roles, searched by name. */
export async function listRoles(db: Db, q: ListQuery) {
  const where = q.query ? ilike(roles.name, `%${escapeLike(q.query)}%`) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(select)
      .from(roles)
      .where(where)
      .orderBy(sortBy(q, sortable, 'id'), roles.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(roles)
      .where(where),
  ]);
  return { rows, total: n };
}

/** A role with its holders' count, or null. */
export async function loadRole(db: Db | Tx, id: number) {
  const [row] = await db.select(select).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** Whether another role has this name, case aside (the column's own index tells case apart). */
export async function roleNameTaken(db: Db | Tx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * How many user-district links hold `permission` through a role other than `exceptId`. The roles
 * that grant it are locked first, so that two saves each taking it from a different role cannot
 * both count the other's and leave nobody with it.
 */
export async function holdersElsewhere(tx: Tx, permission: string, exceptId: number) {
  await tx.execute(sql`select ${roles.id} from ${roles} where ${permission} = any(${roles.permissions}) for update`);
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(userDistrictRoles)
    .innerJoin(roles, eq(roles.id, userDistrictRoles.roleId))
    .where(and(ne(roles.id, exceptId), sql`${permission} = any(${roles.permissions})`));
  return n;
}

export async function createRole(db: Db | Tx, input: RoleInput) {
  const [row] = await db.insert(roles).values({ name: input.name, permissions: input.permissions }).returning({ id: roles.id });
  return row.id;
}

/** The id of the updated role, or null when there is none with that id. */
export async function updateRole(db: Db | Tx, id: number, input: RoleInput) {
  const [row] = await db.update(roles).set({ name: input.name, permissions: input.permissions }).where(eq(roles.id, id)).returning({ id: roles.id });
  return row?.id ?? null;
}

/** The users holding the role, in any district: whose access a change of it changes. */
export async function roleHolders(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectDistinct({ id: userDistrictRoles.userId }).from(userDistrictRoles).where(eq(userDistrictRoles.roleId, id));
  return rows.map((r) => r.id);
}

/** How many user-district links hold the role (it cannot be deleted while any does). */
export async function roleUsedBy(db: Db | Tx, id: number) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userDistrictRoles)
    .where(eq(userDistrictRoles.roleId, id));
  return n;
}

/**
 * Deletes the role unless users hold it: the held count, 0 once it is gone, or null when there is
 * no such role. The row is locked first: a link to it being added meanwhile waits, then fails,
 * instead of being removed with it (the links' foreign key cascades).
 */
export async function deleteUnusedRole(db: Db, id: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    if (!locked) return null;
    const used = await roleUsedBy(tx, id);
    if (used === 0) await tx.delete(roles).where(eq(roles.id, id));
    return used;
  });
}

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
