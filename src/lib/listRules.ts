/**
 * The rules of the shared list (spec console §2 "Shared list screen", §4 "List behaviour", §9),
 * as pure functions so each is tested on its own.
 */
import { instantOf } from './dates';

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

/** A period filter as the user picks it: days, either end open. */
export interface PickedPeriod {
  start: string | null;
  end: string | null;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Where a day begins (or ends) on the district's clock; here, without a zone. */
const districtDay = (day: string, endOfDay: boolean, timeZone?: string | null): Date | null => {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const wall = endOfDay ? new Date(+m[1], +m[2] - 1, +m[3], 23, 59, 59, 999) : new Date(+m[1], +m[2] - 1, +m[3]);
  return wall.getMonth() === +m[2] - 1 ? instantOf(wall, timeZone) : null;
};

/**
 * A period filter's query (issue 11, ListFilter `period`): the instants where the picked days
 * begin and end in the district's time zone, as `<field>_from` / `<field>_to`. A reversed or unreadable
 * period is refused with the message of its end (and nothing is filtered by it).
 */
export function periodQuery(
  field: string,
  period: PickedPeriod,
  timeZone?: string | null,
): { query: Record<string, string>; error?: { end?: string; start?: string } } {
  const from = period.start ? districtDay(period.start, false, timeZone) : null;
  const to = period.end ? districtDay(period.end, true, timeZone) : null;
  if (period.start && !from) return { query: {}, error: { start: 'Validations.DateInvalid' } };
  if (period.end && !to) return { query: {}, error: { end: 'Validations.DateInvalid' } };
  if (from && to && to < from) return { query: {}, error: { end: 'Validations.DateEndNotEqualPastStart' } };
  const query: Record<string, string> = {};
  if (from) query[`${field}_from`] = from.toISOString();
  if (to) query[`${field}_to`] = to.toISOString();
  return { query };
}
