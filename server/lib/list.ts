import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { V, z, zIdParam } from '../../src/lib/validation';
import { unprocessable } from './errors';

/** The list parameters of the contract: paging from 1 by 20, sort field and direction, trimmed query. */
export const listQuery = z.strictObject({
  district_id: zIdParam,
  paginate: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  order_by: z.string().max(64).optional(),
  sort_by: z.enum(['asc', 'desc']).default('asc'),
  query: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** A search text as a LIKE pattern's literal part: %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}

/** An ORDER BY from a whitelisted field (anything else is a 422, never raw SQL). */
export function orderBy(q: ListQuery, columns: Record<string, AnyColumn>, fallback: string, message: string): SQL {
  const field = q.order_by || fallback;
  // Own keys only: `order_by=__proto__` or `constructor` must not find Object.prototype's.
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) throw unprocessable(message, { order_by: [V.FieldInvalid] });
  return q.sort_by === 'desc' ? desc(column) : asc(column);
}

/** The list envelope: `data = { data, current_page, per_page, total, last_page }`. */
export function page<T>(rows: T[], total: number, q: Pick<ListQuery, 'page' | 'paginate'>) {
  return {
    success: true as const,
    data: {
      data: rows,
      current_page: q.page,
      per_page: q.paginate,
      total,
      last_page: Math.max(1, Math.ceil(total / q.paginate)),
    },
  };
}
