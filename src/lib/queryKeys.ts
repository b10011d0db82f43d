/**
 * The react-query keys of the shell's own (non-CRUD) reads. Plain data with no imports: the entry
 * names them when it asks for a first screen's data early (router/firstScreen), and the shell's
 * pages read the same entries from react-query's cache.
 */
export const queryKeys = {
  dashboardCounts: (districtId: number) => ['borgo', 'dashboardCounts', { district_id: districtId }] as const,
  apartmentConsumptions: (districtId: number | null, apartmentId: string | number) =>
    ['borgo', 'apartmentConsumptions', { district_id: districtId, id: String(apartmentId) }] as const,
  me: () => ['borgo', 'me'] as const,
};

export type QueryKey = readonly unknown[];
