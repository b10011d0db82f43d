import { startEarlyGet } from '../client/earlyGet';
import { listQuery, openingParams, toListPage } from '../client/listPage';
import { PAGE_SIZE } from '../lib/listRules';
import { queryKeys, type QueryKey } from '../lib/queryKeys';
import { session } from '../session';
import { isShellPath } from './location';

/**
 * The shell pages whose data the entry asks for early, by path: what each one reads first, the
 * same call its dataProvider method makes, under the query key the page reads.
 */
const FIRST_SCREEN_DATA: Record<string, (districtId: number) => { queryKey: QueryKey; path: string; query: Record<string, number> }> = {
  '/backend/dashboard': (districtId) => ({ queryKey: queryKeys.dashboardCounts(districtId), path: '/dashboard', query: { district_id: districtId } }),
};

/**
 * A list screen's first page, from its contract alone (issue 11: "data the declaration lets you
 * ask for early"): the list opens on its contract's sort and tab, so the entry asks for that page
 * under the key the list reads (providers/queries `listPagesQuery`, generation 0). The contracts
 * come in a chunk the shell needs anyway.
 */
async function startListData(path: string, districtId: number) {
  const { CONTRACTS } = await import('../registry/contracts');
  const contract = CONTRACTS.find((c) => c.route === path);
  if (!contract || !contract.actions.includes('list')) return;
  const opening = openingParams(contract.list);
  const query = { ...listQuery({ page: 1, perPage: PAGE_SIZE, ...opening }), district_id: districtId };
  startEarlyGet(queryKeys.list(contract.name, districtId, { ...opening, generation: 0 }), `/${contract.name}`, query, Date.now(), {
    infinite: true,
    shape: (data) => toListPage(data as Parameters<typeof toListPage>[0], query),
  });
}

/**
 * Once the stored session is confirmed on a shell address, the district's configuration and site
 * map and the first page's own data are asked for while the shell's chunks are still loading (the
 * code of its screen, once the wait screen is painted: layout/ShellSkeleton): the shell then mounts with them rather than fetching them from its
 * effects and rendering again.
 */
export function startShellData(path: string): void {
  const { status, district } = session.getState();
  if (!isShellPath(path) || status !== 'log_in' || !district) return;
  void session.loadDistrictData();
  const here = path.replace(/\/+$/, '');
  const first = FIRST_SCREEN_DATA[here];
  if (first) {
    const { queryKey, path: apiPath, query } = first(district.id);
    startEarlyGet(queryKey, apiPath, query);
  } else {
    void startListData(here, district.id);
  }
}
