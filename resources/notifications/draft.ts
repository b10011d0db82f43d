import { formatISO } from 'date-fns';
import { fillBlankTranslations, toPayload } from '../../src/client/formRules';
import type { ContentLocale } from '../../src/lib/contentLocales';
import { instantOf, wallClockIn } from '../../src/lib/dates';
import { NOTIFICATION_CONTENT_TYPES, NOTIFICATION_TITLE_MAX, type NotificationTarget } from './contract';
import { notificationRuleErrors, type NotificationDraft } from './rules';

/**
 * The compose page's values (spec content §3 "Notification": users, target, check-all, title and
 * content per language, send now or schedule) and what becomes of them: the payload of POST / PUT
 * /notifications, the cross-field rules, the draft kept while the selection list is open.
 * Pure functions: the unit tests read them without a browser.
 */
export type PerLocale = Partial<Record<ContentLocale, string>>;

/** A picked person, with the name its chip shows. */
export interface PickedUser {
  id: number;
  full_name: string;
}

export interface ComposeValues {
  title: PerLocale;
  content: PerLocale;
  target_type: NotificationTarget;
  target_user_ids: number[];
  /** The picked users' names, for the chips (not sent). */
  target_users: PickedUser[];
  target_role_id: number | null;
  content_type: string | null;
  content_id: number | null;
  time_send: 'send_now' | 'schedule';
  /** ISO with the local offset; null until a date and time are chosen. */
  scheduled_at: string | null;
}

export const TRANSLATABLE = ['title', 'content'] as const;

/** The keys of `notificationInput` (schema.ts), written out so the form's first paint needs no zod. */
const INPUT_KEYS = ['translations', 'target_type', 'target_user_ids', 'target_role_id', 'content_type', 'content_id', 'time_send', 'scheduled_at'];

/** Targets that are a content item's people: they need an activity. */
export const CONTENT_TARGETS: readonly NotificationTarget[] = ['interested', 'participating'];

const asId = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Spec console §2: after a content save with "notify", the page is opened with the content's type
 * and id, the default language and the origin. What the content form hands the compose page.
 */
export interface NotifyAbout {
  content_type: string | null;
  content_id: number | null;
  /** The content's title per language: the notification's title to start from. */
  title?: Record<string, string>;
}

export function readNotifyAbout(state: unknown): NotifyAbout {
  const s = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const type = s.content_type ?? s.contentType;
  const id = asId(s.content_id ?? s.contentId);
  const known = typeof type === 'string' && (NOTIFICATION_CONTENT_TYPES as readonly string[]).includes(type);
  if (!known || !id) return { content_type: null, content_id: null };
  const raw = s.content_title;
  const title =
    raw && typeof raw === 'object'
      ? (Object.fromEntries(
          Object.entries(raw as Record<string, unknown>)
            .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
            .map(([l, v]) => [l, (v as string).slice(0, NOTIFICATION_TITLE_MAX)]),
        ) as Record<string, string>)
      : {};
  return Object.keys(title).length > 0 ? { content_type: type, content_id: id, title } : { content_type: type, content_id: id };
}

/** A new notification's values: everyone, now; about the content it was opened from, if any. */
export function composeDefaults(about: NotifyAbout = { content_type: null, content_id: null }): ComposeValues {
  return {
    title: { ...about.title },
    content: {},
    target_type: 'all',
    target_user_ids: [],
    target_users: [],
    target_role_id: null,
    content_type: about.content_type,
    content_id: about.content_id,
    time_send: 'send_now',
    scheduled_at: null,
  };
}

/** A planned notification (as the dataProvider reads it: texts per language) as the page's values. */
export function valuesOfRecord(record: Record<string, unknown>): ComposeValues {
  const perLocale = (v: unknown): PerLocale => (v && typeof v === 'object' ? { ...(v as PerLocale) } : {});
  const ids = Array.isArray(record.target_user_ids) ? record.target_user_ids.map(asId).filter((n): n is number => n !== null) : [];
  return {
    title: perLocale(record.title),
    content: perLocale(record.content),
    target_type: (record.target_type as NotificationTarget) ?? 'all',
    target_user_ids: ids,
    target_users: [],
    target_role_id: asId(record.target_role_id),
    content_type: typeof record.content_type === 'string' ? record.content_type : null,
    content_id: asId(record.content_id),
    time_send: record.time_send === 'schedule' ? 'schedule' : 'send_now',
    scheduled_at: typeof record.scheduled_at === 'string' ? record.scheduled_at : null,
  };
}

/** What the target says, without what another target left behind (a role picked before "all"). */
export function draftOf(v: Partial<ComposeValues>): NotificationDraft {
  const target = v.target_type ?? null;
  return {
    target_type: target,
    target_user_ids: target === 'users' ? (v.target_user_ids ?? []) : [],
    target_role_id: target === 'role' ? (v.target_role_id ?? null) : null,
    content_type: v.content_type ?? null,
    content_id: v.content_id ?? null,
    time_send: v.time_send ?? 'send_now',
    scheduled_at: v.time_send === 'schedule' ? (v.scheduled_at ?? null) : null,
  };
}

/**
 * The body of POST / PUT /notifications: the target's own fields, blank languages filled from the
 * current one (spec content §5), texts as `translations`, nothing the schema does not take.
 */
export function composePayload(values: Partial<ComposeValues>, current: ContentLocale): Record<string, unknown> {
  const filled = fillBlankTranslations(values as Record<string, unknown>, TRANSLATABLE, current);
  return toPayload({ ...filled, ...draftOf(values) }, { translatable: TRANSLATABLE, current, keys: INPUT_KEYS });
}

/** The cross-field rules (rules.ts, the server's too) as the form's errors: field → message key. */
export function composeRuleErrors(values: Partial<ComposeValues>, now: Date = new Date()): Record<string, string> {
  return notificationRuleErrors(draftOf(values), now);
}

/** A local date and time as the API takes it: ISO with the browser's offset (`2025-05-01T09:30:00+02:00`). */
export function toOffsetIso(date: Date): string {
  return formatISO(date);
}

/** A day's wall-clock moment at the time of another (its hours and minutes): where the two pickers meet. */
export function withTime(day: Date, time: Date): Date {
  const out = new Date(day);
  out.setHours(time.getHours(), time.getMinutes(), 0, 0);
  return out;
}

/** The first full hour from now on the district's clock (here, without a zone): where a schedule starts. */
export function nextHour(now: Date = new Date(), timeZone?: string | null): Date {
  const out = wallClockIn(now, timeZone);
  out.setHours(out.getHours() + 1, 0, 0, 0);
  return instantOf(out, timeZone);
}

/* ------------------------------------------------------------------ the draft between pages */

/**
 * The draft while the selection list is open: in sessionStorage (a reload keeps it, another tab
 * does not see it), one at a time, under the key the compose page's navigation state carries.
 */
const STORE = 'borgo.notifications.draft';

export interface StoredDraft {
  key: string;
  values: ComposeValues;
}

export const newDraftKey = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function saveDraft(key: string, values: ComposeValues, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(STORE, JSON.stringify({ key, values } satisfies StoredDraft));
  } catch {
    // A full or refused storage: the draft lives on in the page's state; only a reload loses it.
  }
}

export function loadDraft(key: string | null, storage: Storage = sessionStorage): ComposeValues | null {
  if (!key) return null;
  try {
    const stored = JSON.parse(storage.getItem(STORE) ?? 'null') as StoredDraft | null;
    return stored && stored.key === key && stored.values && typeof stored.values === 'object' ? stored.values : null;
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(STORE);
  } catch {
    // Nothing to clear.
  }
}

/** The compose page's navigation state: the registry's target state, plus the draft's key. */
export function draftKeyOf(state: unknown): string | null {
  const key = (state as { draftKey?: unknown } | null)?.draftKey;
  return typeof key === 'string' && key ? key : null;
}

/** The picked users after the selection list: ids and names, in the order they were picked. */
export function withPicked(values: ComposeValues, picked: readonly PickedUser[]): ComposeValues {
  return { ...values, target_type: 'users', target_user_ids: picked.map((u) => u.id), target_users: [...picked] };
}

/** What the form holds while a day or a time is half-typed: rules.ts reads it as DateInvalid. */
export const UNFINISHED_SCHEDULE = 'invalid-date';

const isDate = (d: Date) => !Number.isNaN(d.getTime());

/**
 * The schedule's form value from what its two pickers show, on the district's wall clock: null
 * when either is empty, a marker while either is half-typed (the pickers keep their keys, the
 * form calls it DateInvalid), and the instant otherwise.
 */
export function scheduleValue(day: Date | null, time: Date | null, timeZone?: string | null): string | null {
  if (day === null || time === null) return null;
  if (!isDate(day) || !isDate(time)) return UNFINISHED_SCHEDULE;
  return toOffsetIso(instantOf(withTime(day, time), timeZone));
}
