import { subDays } from 'date-fns';
import { toServerDate } from '../../src/lib/dates';
import { isServerDate, V } from '../../src/lib/formats';
import { REQUIRED_BY_CATEGORY, type InvitationCategory } from './constants';
import type { ConfirmedBy, GuestStatus } from './status';

/**
 * The gate screens' rules (spec console §4, §9; content §4, §5) as pure functions, so each is
 * tested without a browser.
 */

/** Spec console §9: invitation lists show at most 3 guest names, then a "more" count. */
export const GUEST_NAMES_SHOWN = 3;

export function guestNames(guests: readonly { first_name: string }[]): { shown: string[]; more: number } {
  return { shown: guests.slice(0, GUEST_NAMES_SHOWN).map((g) => g.first_name), more: Math.max(0, guests.length - GUEST_NAMES_SHOWN) };
}

/** Spec console §9 "Default report range: last 7 days to today": the gate list's and report's start. */
export function defaultRange(today: Date = new Date()): { date_start: string; date_end: string } {
  return { date_start: toServerDate(subDays(today, 7)), date_end: toServerDate(today) };
}

export interface RangeErrors {
  date_start?: string;
  date_end?: string;
}

/**
 * The report and list period, by the server's rules (schema `reportPeriod`): valid dates, the end
 * not before the start. Written without zod, which the gate list does not load; a unit test holds
 * the two to the same answers.
 */
export function rangeErrors(range: { date_start: string | null; date_end: string | null }): RangeErrors {
  const start = range.date_start ?? '';
  const end = range.date_end ?? '';
  const errors: RangeErrors = {};
  if (!isServerDate(start)) errors.date_start = V.DateInvalid;
  if (!isServerDate(end)) errors.date_end = V.DateInvalid;
  else if (end < start) errors.date_end = V.DateEndNotEqualPastStart;
  return errors;
}

/** Badge colour per derived status: waiting ones stand out, finished ones fade. */
export type BadgeColor = 'default' | 'info' | 'warning' | 'success' | 'error';
const BADGE: Record<GuestStatus, BadgeColor> = {
  VisitorRequest: 'info',
  VisitorWait: 'warning',
  VisitorRejected: 'error',
  VisitorComplete: 'success',
  VisitorExit: 'default',
};
export function statusBadge(status: GuestStatus): { color: BadgeColor; label: string } {
  return { color: BADGE[status] ?? 'default', label: `Gate.Status.${status}` };
}

/** The confirmed step's second line: by the resident, or manually by a staff member, named. */
export function confirmerLine(by: ConfirmedBy | null | undefined): [key: string, params: { name: string }] | null {
  return by ? [`Gate.ConfirmedBy.${by.kind}`, { name: by.name }] : null;
}

/** The outlined guest's line after a live notice: the resident's confirmation, or a staff member's. */
export function justConfirmedLine(by: ConfirmedBy | null | undefined): [key: string, params: { name: string }] {
  return by?.kind === 'staff' ? ['Gate.JustConfirmedByStaff', { name: by.name }] : ['Gate.JustConfirmed', { name: by?.name ?? '' }];
}

/** What staff may do to a guest in each status (the server answers 409 otherwise). */
export type GuestAction = 'confirm' | 'resend' | 'exit';
export function guestActions(status: GuestStatus): GuestAction[] {
  if (status === 'VisitorRequest' || status === 'VisitorWait') return ['confirm', 'resend'];
  if (status === 'VisitorComplete') return ['exit'];
  return [];
}

/** The fields a guest of each category shows, besides first name and phone (spec content §3). */
export const GUEST_FIELDS: Record<InvitationCategory, readonly ('company_name' | 'plate' | 'service_type' | 'delivery_id')[]> = {
  guest: [],
  taxi: ['company_name', 'plate'],
  home_service: ['company_name', 'service_type'],
  delivery: ['company_name', 'delivery_id'],
};

/** Whether a field is required for a category's guests (taxi → plate; service, delivery → company). */
export function isRequired(category: InvitationCategory | undefined, field: string): boolean {
  if (field === 'first_name' || field === 'phone') return true;
  return !!category && (REQUIRED_BY_CATEGORY[category] as readonly string[]).includes(field);
}

type Values = Record<string, unknown>;
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The form's values as the API takes them: empty optional fields left out (the schema takes no
 * null), and a guest's fields of another category dropped (a plate typed before switching to
 * delivery must not be sent).
 */
export function invitationPayload(values: Values): Values {
  const category = values.category as InvitationCategory | undefined;
  const keep = new Set<string>(['first_name', 'phone', ...(category ? (GUEST_FIELDS[category] ?? []) : [])]);
  const out: Values = {};
  for (const [k, v] of Object.entries(values)) if (!blank(v) && k !== 'guests') out[k] = v;
  const guests = Array.isArray(values.guests) ? (values.guests as Values[]) : [];
  out.guests = guests.map((g) => Object.fromEntries(Object.entries(g ?? {}).filter(([k, v]) => keep.has(k) && !blank(v))));
  // A missing first name or phone still goes, as '', so the schema names the field.
  for (const g of out.guests as Values[]) {
    g.first_name ??= '';
    g.phone ??= '';
  }
  return out;
}
