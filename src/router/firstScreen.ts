import { startEarlyGet } from '../client/earlyGet';
import { listQuery, openingParams, toListPage, type ListPageOf } from '../client/listPage';
import type { EntityContract } from '../contract/entity';
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

/** A list screen's first page asked for by the entry: whose list, for which district, and its answer. */
export interface EarlyList {
  contract: EntityContract;
  districtId: number;
  page: Promise<ListPageOf<Record<string, unknown>>>;
}

let earlyList: { path: string; list: Promise<EarlyList | null> } | null = null;

/**
 * A list screen's first page, from its contract alone (issue 11: "data the declaration lets you
 * ask for early"): the list opens on its contract's sort and tab, so the entry asks for that page
 * under the key the list reads (providers/queries `listPagesQuery`, generation 0). The contracts
 * come in a chunk the shell needs anyway.
 */
async function startListData(path: string, districtId: number): Promise<EarlyList | null> {
  const { CONTRACTS } = await import('../registry/contracts');
  const contract = CONTRACTS.find((c) => c.route === path);
  if (!contract || !contract.actions.includes('list')) return null;
  const opening = openingParams(contract.list);
  const query = { ...listQuery({ page: 1, perPage: PAGE_SIZE, ...opening }), district_id: districtId };
  const page = startEarlyGet(queryKeys.list(contract.name, districtId, { ...opening, generation: 0 }), `/${contract.name}`, query, Date.now(), {
    infinite: true,
    shape: (data) => toListPage(data as Parameters<typeof toListPage>[0], query),
  }) as EarlyList['page'];
  return { contract, districtId, page };
}

const here = (path: string) => path.replace(/\/+$/, '');

/**
 * A list screen's first page is asked for at boot, beside the stored session's check rather than
 * after it: it needs only the stored token and district, and the wait screen draws its rows as
 * soon as both have answered (layout/EarlyRows). A lapsed token is answered 401 by both, which
 * ends the session once (client/api); a district the check changes keys another query, which
 * the list then asks for itself.
 */
export function startFirstList(path: string): void {
  const { status, district } = session.getState();
  if (!isShellPath(path) || (status !== 'log_in' && status !== 'logging_In') || !district) return;
  const screen = here(path);
  if (FIRST_SCREEN_DATA[screen]) return;
  earlyList = { path: screen, list: startListData(screen, district.id).catch(() => null) };
}

/** The first page the entry asked for at `path`, if it did (the wait screen's rows). */
export function earlyListAt(path: string): Promise<EarlyList | null> | null {
  return earlyList && earlyList.path === here(path) ? earlyList.list : null;
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
  const screen = here(path);
  const first = FIRST_SCREEN_DATA[screen];
  if (first) {
    const { queryKey, path: apiPath, query } = first(district.id);
    startEarlyGet(queryKey, apiPath, query);
  } else {
    // Already on its way since boot for the stored district (the same key: not asked twice); for
    // the confirmed district, if the check changed it.
    startFirstList(path);
  }
}
