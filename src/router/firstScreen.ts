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
  /** The page's rows once it has come: the wait screen draws them in its first render then. */
  rows: Record<string, unknown>[] | null;
}

let earlyList: { path: string; list: Promise<EarlyList | null>; settled: EarlyList | null } | null = null;

/** What the wait screen reads of a screen before the shell has loaded: the contracts and the access rule. */
export interface ScreenModules {
  CONTRACTS: readonly EntityContract[];
  canAccess: typeof import('../lib/access').canAccess;
}

let screenModules: ScreenModules | null = null;
let screenModulesLoading: Promise<ScreenModules> | null = null;

/**
 * The contracts and the access rule, asked for once (the server preloads their chunks on the
 * shell's pages: server/plugins/static.ts). Once they have come, screenModulesNow() gives them
 * at once, so that the wait screen's first render has its heading and rows rather than a render
 * later, after a promise each (issue 11: a list's first rows cold).
 */
export function loadScreenModules(): Promise<ScreenModules> {
  screenModulesLoading ??= Promise.all([import('../registry/contracts'), import('../lib/access')]).then(
    ([{ CONTRACTS }, { canAccess }]) => (screenModules = { CONTRACTS, canAccess }),
    (err: unknown) => {
      // A chunk that failed to come may come on the next ask.
      screenModulesLoading = null;
      throw err;
    },
  );
  return screenModulesLoading;
}

/** The contracts and the access rule if they have come, else null. */
export const screenModulesNow = (): ScreenModules | null => screenModules;

/**
 * A list screen's first page, from its contract alone (issue 11: "data the declaration lets you
 * ask for early"): the list opens on its contract's sort and tab, so the entry asks for that page
 * under the key the list reads (providers/queries `listPagesQuery`, generation 0). The contracts
 * come in a chunk the shell needs anyway.
 */
async function startListData(path: string, districtId: number): Promise<EarlyList | null> {
  // The contracts alone (not loadScreenModules, which also waits for the access rule): the page
  // goes out as soon as they have run.
  const { CONTRACTS } = await import('../registry/contracts');
  const contract = CONTRACTS.find((c) => c.route === path);
  // A list screen is one whose contract declares its columns, whether its routes are the
  // mechanism's (`actions`) or its own (the audit trail, the login logs, the exports): either way
  // its list reads GET /<name> with the same query (providers/dataProvider).
  if (!contract || !contract.list.columns?.length) return null;
  const opening = openingParams(contract.list);
  const query = { ...listQuery({ page: 1, perPage: PAGE_SIZE, ...opening }), district_id: districtId };
  const page = startEarlyGet(queryKeys.list(contract.name, districtId, { ...opening, generation: 0 }), `/${contract.name}`, query, Date.now(), {
    infinite: true,
    shape: (data) => toListPage(data as Parameters<typeof toListPage>[0], query),
  }) as EarlyList['page'];
  const list: EarlyList = { contract, districtId, page, rows: null };
  void page.then(
    (p) => (list.rows = p.data),
    () => undefined,
  );
  return list;
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
  const entry: NonNullable<typeof earlyList> = { path: screen, list: startListData(screen, district.id).catch(() => null), settled: null };
  void entry.list.then((list) => (entry.settled = list));
  earlyList = entry;
}

/** The first page the entry asked for at `path`, if it did (the wait screen's rows). */
export function earlyListAt(path: string): Promise<EarlyList | null> | null {
  return earlyList && earlyList.path === here(path) ? earlyList.list : null;
}

/**
 * Resolves once the wait screen can draw the rows of the list at `path` in its first render (the
 * stored session checked, the first page and the contracts come, or one of them failed), or after
 * `capMs`, whichever is first; at once on a screen whose first page was not asked for. The entry
 * waits for it before its first render (main.tsx): the rows, which come a few tens of ms after the
 * catalogue, are then painted with the frame, rather than a render later while the shell's chunks
 * already crowd the main thread and the network (issue 11: a list's first rows cold).
 */
export function firstRowsSettled(path: string, check: Promise<unknown>, capMs: number): Promise<void> {
  const early = earlyListAt(path);
  if (!early) return Promise.resolve();
  const ready = Promise.all([check, early.then((list) => list?.page), loadScreenModules()]).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([ready, new Promise<void>((done) => setTimeout(done, capMs))]);
}

/** That first page if it has already come, else null: what the wait screen can draw at once. */
export function earlyPageNow(path: string): { list: EarlyList; rows: Record<string, unknown>[] } | null {
  const list = earlyList && earlyList.path === here(path) ? earlyList.settled : null;
  return list?.rows ? { list, rows: list.rows } : null;
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
