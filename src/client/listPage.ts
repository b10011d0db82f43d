import { hasNextPage, initialTab, PAGE_SIZE, type Sort } from '../lib/listRules';
import { translationsToForm } from '../providers/translations';
import type { Query } from './api';

type Row = Record<string, unknown>;

/** What a list asks for: a page, an order and its filters (`q` is the search box, `status` a tab). */
export interface ListRequest {
  page: number;
  perPage?: number;
  sort?: Sort | { field: string; order: string };
  filter?: Row;
}

/** One page of a list as the console reads it: records in the forms' shape, and whether more follow. */
export interface ListPageOf<R> {
  data: R[];
  total: number;
  /** Always set by our dataProvider; react-admin's contract lets others give only a total. */
  pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean };
}

/** The list contract's query (ARCHITECTURE.md): `paginate`, `page`, `order_by`, `sort_by`, `query`, the filters. */
export function listQuery({ page, perPage, sort, filter }: ListRequest): Query {
  const { q, status, ...filters } = filter ?? {};
  return {
    paginate: perPage || PAGE_SIZE,
    page: page || 1,
    order_by: sort?.field || undefined,
    sort_by: sort?.order ? sort.order.toLowerCase() : undefined,
    query: typeof q === 'string' ? q.trim() : undefined,
    status: status as Query[string],
    ...(filters as Query),
  };
}

/**
 * An answer of a list route as a page: a short or empty page is the last one, whatever the total
 * says (spec console §4). The dataProvider and the entry's early requests read answers alike.
 */
export function toListPage<R>(data: { data?: Row[]; total?: number } | Row[] | null | undefined, query: Query): ListPageOf<R> {
  const rows = Array.isArray(data) ? data : (data?.data ?? []);
  const total = Array.isArray(data) ? rows.length : (data?.total ?? rows.length);
  const page = Number(query.page);
  return {
    data: rows.map((r) => translationsToForm(r) as unknown as R),
    total,
    pageInfo: { hasNextPage: hasNextPage(rows.length, Number(query.paginate)), hasPreviousPage: page > 1 },
  };
}

/** What a list screen asks for when it opens (its contract's sort, tab and fixed filters). */
export interface ListOpening {
  sort: Sort;
  tabs?: { filter: string; values: readonly string[]; default: string };
  filter?: Row;
}

/**
 * The sort and filter a list opens with, from its contract alone: the list screen starts from
 * them, and the entry asks for that first page early under the same key (router/firstScreen).
 */
export function openingParams(list: ListOpening): { sort: Sort; filter: Row } {
  const filter: Row = { ...list.filter };
  const tab = initialTab(list.tabs);
  if (list.tabs && tab !== undefined) filter[list.tabs.filter] = tab;
  return { sort: list.sort, filter };
}
