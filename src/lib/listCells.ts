import type { ListColumn } from '../contract/entity';
import { formatDate, formatDateTime } from './dates';
import { localized } from './localizedText';

/**
 * What a list cell says, from its contract column alone: one rule for the list (src/components/
 * list/contractColumns.tsx) and for the rows the wait screen draws before the console has loaded
 * (src/layout/EarlyRows.tsx), so both show the same text. Free of React, MUI and react-admin.
 */
export interface CellContext {
  locale: string;
  dateFormat: string;
  timeZone: string | null;
  t: (key: string, params?: Record<string, unknown>) => string;
}

/** The record's value at a dotted path (`user.full_name`). */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let node: unknown = record;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export const cellValue = (column: ListColumn, record: Record<string, unknown>): unknown => valueAt(record, column.value ?? column.source);

/** A value's label (`Status.active`, or under the column's own prefix), the value itself when the catalogue has none. */
export function statusLabel(column: ListColumn, status: string, t: CellContext['t']): string {
  return t(`${column.labels ?? 'Status'}.${status}`, { _: status });
}

/** The value shown as a filled chip (active, published): the others are outlined. */
export const isPositive = (column: ListColumn, status: string): boolean => status === (column.positive ?? 'active');

/**
 * The text of a cell: its column's own `text`, else its kind's (`image` and `custom` draw no text of
 * their own); `empty` when there is none.
 */
export function cellText(column: ListColumn, record: Record<string, unknown>, ctx: CellContext): string {
  const own = column.text?.(record, (kind, value) => kindText({ ...column, kind }, value, ctx));
  return (own ?? kindText(column, cellValue(column, record), ctx)) || (column.empty ?? '');
}

/** The second line of a cell (its column's `secondary` field, in the UI language); '' when it has none. */
export function secondaryText(column: ListColumn, record: Record<string, unknown>, ctx: CellContext): string {
  return column.secondary ? kindText({ source: column.secondary, kind: 'localized' }, valueAt(record, column.secondary), ctx) : '';
}

function kindText(column: ListColumn, value: unknown, ctx: CellContext): string {
  switch (column.kind ?? 'text') {
    case 'localized':
      return localized(value, ctx.locale);
    case 'status':
    case 'label':
      return value == null || value === '' ? '' : statusLabel(column, String(value), ctx.t);
    case 'date':
      return typeof value === 'string' ? formatDate(value, ctx.dateFormat, ctx.timeZone) : '';
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value, ctx.dateFormat, { timeZone: ctx.timeZone }) : '';
    case 'boolean':
      return value == null ? '' : ctx.t(value ? 'Home.Yes' : 'Home.No');
    case 'image':
    case 'custom':
      return '';
    default:
      return value == null ? '' : typeof value === 'object' ? '' : String(value);
  }
}

/** A column's heading key: its own label, else the field's (`resources.<name>.fields.<source>`). */
export const columnLabelKey = (resource: string, column: ListColumn): string => column.label ?? `resources.${resource}.fields.${column.source}`;
