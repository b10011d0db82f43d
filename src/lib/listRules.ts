/**
 * The rules of the shared list (spec console §2 "Shared list screen", §4 "List behaviour", §9),
 * as pure functions so each is tested on its own.
 */

/** Spec console §9: pages of 20. */
export const PAGE_SIZE = 20;
/** More loads when the scroll is this close to the bottom. */
export const SCROLL_TRIGGER_PX = 250;
/** The list's search runs by itself this long after typing stops. */
export const SEARCH_DELAY_MS = 1000;
/** Tag columns: 3 tags, each cut to 12 characters plus an ellipsis when over 15, then "+N more". */
export const TAGS_SHOWN = 3;
export const TAG_CUT_AT = 12;
export const TAG_LONG_OVER = 15;

export type SortOrder = 'ASC' | 'DESC';
export interface Sort {
  field: string;
  order: SortOrder;
}

/** The same field toggles asc/desc; a new field starts ascending. */
export function nextSort(current: Sort, field: string): Sort {
  if (current.field !== field) return { field, order: 'ASC' };
  return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
}

/** A page shorter than a full one, or empty, is the last: nothing more is asked for. */
export function hasNextPage(rowsOnPage: number, perPage: number = PAGE_SIZE): boolean {
  return rowsOnPage >= perPage && rowsOnPage > 0;
}

/** Whether to ask for the next page: there is one, none is on the way, and the bottom is near. */
export function shouldLoadMore(p: { distanceToBottom: number; hasMore: boolean; loading: boolean }): boolean {
  return p.hasMore && !p.loading && p.distanceToBottom <= SCROLL_TRIGGER_PX;
}

/** Distance in px from the viewport's bottom edge to the end of the page. */
export function distanceToBottom(scrollTop: number, viewportHeight: number, scrollHeight: number): number {
  return Math.max(0, scrollHeight - (scrollTop + viewportHeight));
}

/** Search text as sent: trimmed; undefined when nothing is left, so no filter is applied. */
export function normalizeSearch(text: string | null | undefined): string | undefined {
  const t = (text ?? '').trim();
  return t === '' ? undefined : t;
}

/** A tag name as a chip shows it: names over 15 characters are cut to 12 plus an ellipsis. */
export function chipText(name: string): string {
  return name.length > TAG_LONG_OVER ? `${name.slice(0, TAG_CUT_AT)}…` : name;
}

/** The chips of a tag column and how many are left over for "+N more". */
export function tagChips(names: readonly string[]): { shown: string[]; more: number } {
  return { shown: names.slice(0, TAGS_SHOWN).map(chipText), more: Math.max(0, names.length - TAGS_SHOWN) };
}

/**
 * Default tab per list (spec console §4): invoice=sent, receipt=paid, contracts=all,
 * gate=incoming, notifications=sent, posts=all, security=calls, spaces=all; the tags and
 * smart-solution-label lists ask for status=all (§7).
 */
export const DEFAULT_TABS = {
  invoice: 'sent',
  receipt: 'paid',
  contracts: 'all',
  gate: 'incoming',
  notifications: 'sent',
  posts: 'all',
  security: 'calls',
  spaces: 'all',
  tags: 'all',
  smart_solutions_labels: 'all',
} as const;

/** The tab a list opens on: the declared default when it is one of its tabs, else the first. */
export function initialTab(tabs: { values: readonly string[]; default: string } | undefined): string | undefined {
  if (!tabs || tabs.values.length === 0) return undefined;
  return tabs.values.includes(tabs.default) ? tabs.default : tabs.values[0];
}
