import { startEarlyGet } from '../client/earlyGet';
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
 * Once the stored session is confirmed on a shell address, the district's configuration and site
 * map, and the first page's own data, are asked for while the shell's chunks are still loading:
 * the shell then mounts with them rather than fetching them from its effects and rendering again.
 */
export function startShellData(path: string): void {
  const { status, district } = session.getState();
  if (!isShellPath(path) || status !== 'log_in' || !district) return;
  void session.loadDistrictData();
  const first = FIRST_SCREEN_DATA[path.replace(/\/+$/, '')];
  if (first) {
    const { queryKey, path: apiPath, query } = first(district.id);
    startEarlyGet(queryKey, apiPath, query);
  }
}
