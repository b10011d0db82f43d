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
  /**
   * A list's pages (issue 11): by the resource's name first, so that every read of the resource
   * is refreshed together when it changes; then the district and what the list asked for.
   */
  list: (resource: string, districtId: number | null, params: { sort: unknown; filter: unknown; generation: number }) =>
    [resource, 'list', { district_id: districtId, ...params }] as const,
};

export type QueryKey = readonly unknown[];
