import { queryOptions } from '@tanstack/react-query';
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
