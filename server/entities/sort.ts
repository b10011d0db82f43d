import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EntityContract } from '../../src/contract/entity';
import { z } from '../../src/lib/validation';

/**
 * The list's `order_by` limited to the contract's sortable fields: anything else is refused by
 * the querystring schema (422, `order_by: FieldInvalid`), so a data module only maps a field it
 * knows to its column.
 */
export const zOrderBy = (contract: EntityContract) => z.enum(contract.list.sortable as [string, ...string[]]).optional();

/** ORDER BY a field already checked against the contract (its default when the list names none). */
export function sortBy(q: { order_by?: string; sort_by: 'asc' | 'desc' }, columns: Record<string, AnyColumn | SQL>, fallback: string): SQL {
  // An empty order_by (`?order_by=`) asks for no order of its own: the default.
  const field = q.order_by || fallback;
  // Own keys only: a field name must never find Object.prototype's `constructor` or `__proto__`.
  if (!Object.hasOwn(columns, field)) throw new Error(`no column for the sort field "${field}"`);
  const column = columns[field];
  return q.sort_by === 'desc' ? desc(column) : asc(column);
}
