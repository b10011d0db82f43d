import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import type { ListPageOf } from '../client/listPage';
import { PAGE_SIZE, type Sort } from '../lib/listRules';
import { EARLY_GET_FRESH_MS } from '../client/earlyGet';
import { queryKeys } from '../lib/queryKeys';
import type { BorgoDataProvider } from './dataProvider';

/**
 * The shell's reads that are not react-admin's CRUD, as react-query options over the dataProvider
 * (pages call `useQuery(x(useDataProvider(), …))`). A failure shows at once (no retries): these
 * pages offer their own retry, and a 403 is an answer, not a glitch.
 */
export const dashboardCountsQuery = (dp: BorgoDataProvider, districtId: number) =>
  queryOptions({
    queryKey: queryKeys.dashboardCounts(districtId),
    queryFn: async () => (await dp.dashboardCounts()).data,
    retry: false,
    // The counts the entry asked for early are as good as new ones for this long: no second request.
    staleTime: EARLY_GET_FRESH_MS,
  });

export const apartmentConsumptionsQuery = (dp: BorgoDataProvider, districtId: number | null, apartmentId: string | number) =>
  queryOptions({
    queryKey: queryKeys.apartmentConsumptions(districtId, apartmentId),
    queryFn: async () => (await dp.apartmentConsumptions(apartmentId)).data,
    retry: false,
  });

export const meQuery = (dp: BorgoDataProvider) =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: async () => (await dp.me()).data,
    retry: false,
    // The profile form starts from this answer: coming back to the window must not reset what is typed.
    refetchOnWindowFocus: false,
  });

/** What one list asks for: its order, its filters, and a generation that starts it again empty. */
export interface ListPagesParams {
  sort: Sort;
  filter: Record<string, unknown>;
  generation: number;
}

/**
 * A list's pages of 20 (spec console §9), through the dataProvider, under our own key
 * (lib/queryKeys `list`): the entry can ask for a list's first page early, and the sidebar ahead
 * of a click, under the key the list screen reads.
 */
export const listPagesQuery = <R extends RaRecord>(dp: BorgoDataProvider, resource: string, districtId: number | null, params: ListPagesParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.list(resource, districtId, params),
    queryFn: ({ pageParam }) =>
      dp.getList<R>(resource, { pagination: { page: pageParam, perPage: PAGE_SIZE }, sort: params.sort, filter: params.filter }) as Promise<ListPageOf<R>>,
    initialPageParam: 1,
    getNextPageParam: (last: ListPageOf<R>, pages: ListPageOf<R>[]) => (hasMore(last, pages) ? pages.length + 1 : undefined),
    // A refusal (4xx) is an answer, shown at once; a lost connection is tried once more.
    retry: (count, error) => count < 1 && !isRefusal(error),
    // A page asked for early (by the entry, or by the sidebar before a click) is as good as new for
    // this long; changes after it come live (issue 11), and a save refreshes every query anyway.
    staleTime: EARLY_GET_FRESH_MS,
  });

/** Whether a list has more pages: as the page says, else while fewer rows than its total have come. */
function hasMore(last: ListPageOf<unknown>, pages: ListPageOf<unknown>[]): boolean {
  if (last.pageInfo) return last.pageInfo.hasNextPage;
  return typeof last.total === 'number' && pages.reduce((n, p) => n + p.data.length, 0) < last.total;
}

const isRefusal = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};
