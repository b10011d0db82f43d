import { getContrastRatio } from '@mui/material/styles';
import { VISIBILITIES } from '../../../src/contract/content';
import { toServerDate, wallClockIn } from '../../../src/lib/dates';
import { ACTIVITY_LIMITS, ACTIVITY_TABS, type ActivityTab, type EventStatus } from '../constants';

/*
 * The calendar's pure parts: the server's rows as FullCalendar event inputs, a drop as the move
 * it asks for, the visible range as the call's days. The calendar runs in FullCalendar's UTC mode
 * fed with the district's wall clock ("2026-12-03T18:00:00"), so a `Date` it hands back carries
 * that wall clock in its UTC fields, wherever the browser is.
 */

/** One activity of `GET /community_activities/calendar` (the district's wall clock). */
export interface CalendarEventRow {
  id: number;
  title: string;
  date: string;
  start_time: string;
  /** May be `24:00`: the activity runs to the end of its day. */
  end_time: string;
  current_status: EventStatus;
  series_id: number | null;
  space_id: number | null;
  place: string | null;
  /** The category's colour (`#RRGGBB`), null without one. */
  color: string | null;
  editable: boolean;
}

/** A frozen day of a space: all of it, or from `available_until` on. */
export interface FrozenRow {
  space_id: number;
  space_title: string;
  date: string;
  available_until: string | null;
  reason: string;
}

export interface SpaceHours {
  id: number;
  open_time: string | null;
  close_time: string | null;
}

export interface CalendarAnswer {
  events: CalendarEventRow[];
  frozen: FrozenRow[];
  spaces: SpaceHours[];
  truncated: boolean;
}

/** What the calendar hands FullCalendar (a subset of its `EventInput`, kept here so the model needs no FullCalendar import). */
export interface CalendarInput {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay?: boolean;
  color?: string;
  contrastColor?: string;
  editable?: boolean;
  durationEditable?: boolean;
  display?: 'background';
  className: string;
  extendedProps: { row: CalendarEventRow } | { frozen: FrozenRow };
}

/** The body of `POST /community_activities/:id/move` (with the scope); a type, so it is a plain record. */
export type MoveBody = {
  date: string;
  start_time: string;
  end_time: string;
};

const DAY_MS = 86_400_000;
/** Text on a light category colour: the theme's text colour, darker than MUI's 87 % black for small type. */
export const DARK_TEXT = '#1b1b1b';
/** Statuses shown greyed: the activity will not take place (or its money went back). */
const MUTED: ReadonlySet<EventStatus> = new Set(['rejected', 'refunding', 'refunded']);

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM` of a time the database may send with seconds. */
export const hhmm = (time: string) => time.slice(0, 5);

/** A day `n` days after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, n: number): string {
  return isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS));
}

/** The `YYYY-MM-DD` of a Date's UTC fields (the wall clock in the calendar's UTC mode). */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

const minutesOf = (time: string) => {
  const [h, m] = hhmm(time).split(':').map(Number);
  return h * 60 + m;
};

/** The floating wall-clock string FullCalendar shows as is; `24:00` is the next day's midnight. */
export function wallClock(date: string, time: string): string {
  return hhmm(time) === '24:00' ? `${addDays(date, 1)}T00:00:00` : `${date}T${hhmm(time)}:00`;
}

/** White or dark text, whichever reads better on the colour. */
export function contrastText(color: string): string {
  return getContrastRatio(color, '#ffffff') >= getContrastRatio(color, DARK_TEXT) ? '#ffffff' : DARK_TEXT;
}

/** An activity as a FullCalendar event: the category's colour (else `fallbackColor`), its status as a class. */
export function toEventInput(row: CalendarEventRow, fallbackColor: string): CalendarInput {
  const color = row.color && /^#[0-9a-f]{6}$/i.test(row.color) ? row.color : fallbackColor;
  return {
    id: String(row.id),
    title: row.title,
    start: wallClock(row.date, row.start_time),
    end: wallClock(row.date, row.end_time),
    color,
    contrastColor: contrastText(color),
    editable: row.editable,
    durationEditable: false,
    className: ['borgo-activity', `borgo-activity--${row.current_status}`, MUTED.has(row.current_status) && 'borgo-activity--muted'].filter(Boolean).join(' '),
    extendedProps: { row },
  };
}

/**
 * A frozen day of a space as a background event: in the month view the day itself (it shows no
 * timed background), in the week and day views its frozen hours (the whole day, or from
 * `available_until` to its end).
 */
export function toFrozenInput(f: FrozenRow, title: string, wholeDays: boolean): CalendarInput {
  const common = { id: `frozen-${f.space_id}-${f.date}`, title, display: 'background', className: 'borgo-frozen', extendedProps: { frozen: f } } as const;
  return wholeDays
    ? { ...common, allDay: true, start: f.date, end: addDays(f.date, 1) }
    : { ...common, start: wallClock(f.date, f.available_until ?? '00:00'), end: wallClock(f.date, '24:00') };
}

/** Minutes an activity lasts (a `24:00` end counts to midnight). */
export function durationMinutes(row: Pick<CalendarEventRow, 'start_time' | 'end_time'>): number {
  return minutesOf(row.end_time) - minutesOf(row.start_time);
}

/**
 * Where a dropped activity goes (the drop's start, a `Date` in UTC mode), keeping its length:
 * null when it would run past its day's midnight (an activity is one day's).
 */
export function dropToMove(start: Date, minutes: number): MoveBody | null {
  const date = isoDay(start);
  const from = start.getUTCHours() * 60 + start.getUTCMinutes();
  const to = from + minutes;
  if (to > 24 * 60) return null;
  const time = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  return { date, start_time: time(from), end_time: time(to) };
}

/**
 * Whether an activity may be dropped there, as its form would accept it: within one day, inside
 * its space's opening hours (a space without hours takes any time), and off that space's frozen
 * hours.
 */
export function canDrop(start: Date, row: CalendarEventRow, spaces: readonly SpaceHours[], frozen: readonly FrozenRow[]): boolean {
  const move = dropToMove(start, durationMinutes(row));
  if (!move) return false;
  if (row.space_id === null) return true;
  const from = minutesOf(move.start_time);
  const to = minutesOf(move.end_time);
  const space = spaces.find((s) => s.id === row.space_id);
  if (space?.open_time && from < minutesOf(space.open_time)) return false;
  if (space?.close_time && to > minutesOf(space.close_time)) return false;
  return !frozen.some((f) => f.space_id === row.space_id && f.date === move.date && to > (f.available_until ? minutesOf(f.available_until) : 0));
}

/**
 * The days of a calendar call from FullCalendar's visible range (end exclusive): `to` inclusive,
 * as the server reads it, and never more than the server's limit.
 */
export function rangeToQuery(start: Date, end: Date): { from: string; to: string } {
  const from = isoDay(start);
  const last = isoDay(new Date(end.getTime() - DAY_MS));
  const cap = addDays(from, ACTIVITY_LIMITS.calendarDaysMax - 1);
  return { from, to: last < cap ? last : cap };
}

export interface CalendarFilters {
  current_status: ActivityTab;
  visibility?: string;
  tag_id?: number;
  category_id?: number;
  /** The list's search. */
  query?: string;
}

const positiveId = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/** The list's tab and filters as the address holds them (the calendar shows the same activities); values the server would refuse are left out. */
export function filtersFromParams(params: URLSearchParams): CalendarFilters {
  const tab = params.get('current_status');
  const out: CalendarFilters = { current_status: (ACTIVITY_TABS as readonly string[]).includes(tab ?? '') ? (tab as ActivityTab) : 'all' };
  const visibility = params.get('visibility');
  if (visibility && (VISIBILITIES as readonly string[]).includes(visibility)) out.visibility = visibility;
  const tag = positiveId(params.get('tag_id'));
  if (tag) out.tag_id = tag;
  const category = positiveId(params.get('category_id'));
  if (category) out.category_id = category;
  const query = params.get('q')?.trim();
  if (query) out.query = query.slice(0, 200);
  return out;
}

/** The calendar's filters from the list's (its search `q`, tab and filters), as the list would send them. */
export function filtersFromList(filter: Record<string, unknown>): CalendarFilters {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  return filtersFromParams(params);
}

/** FullCalendar's locale code for an interface language (its Portuguese is Brazil's). */
export function calendarLocale(language: string): 'en' | 'it' | 'pt-br' {
  return language === 'it' ? 'it' : language === 'pt' ? 'pt-br' : 'en';
}

/**
 * Weeks start on Monday, on Sunday in a United States district: its country says so, or (a
 * session stored without the country's code) its month-first date format.
 */
export function firstDayOfWeek(country: { code?: string; date_format?: string } | null | undefined): 0 | 1 {
  if (country?.code) return country.code.toUpperCase() === 'US' ? 0 : 1;
  return country?.date_format?.startsWith('MM') ? 0 : 1;
}

/** The district's wall clock now, as the calendar's floating "now" (today's highlight, the now line). */
export function wallClockNow(timeZone: string | null, now = new Date()): string {
  if (!timeZone) return now.toISOString().slice(0, 19);
  const w = wallClockIn(now, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${toServerDate(w)}T${two(w.getHours())}:${two(w.getMinutes())}:${two(w.getSeconds())}`;
}
