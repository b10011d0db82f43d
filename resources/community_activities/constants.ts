/** Activities' fixed values (content §3 "Activity", console §4 event statuses), server-safe and free of zod. */

/** Console §4 "Event statuses". */
export const EVENT_STATUSES = ['to_pay', 'paying', 'waiting', 'rejected', 'refunding', 'refunded', 'confirmed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * The list's status tabs (console §4): "all" = every status, "refunded" = refunded and refunding,
 * "history" = the activities already over (any status); the other tabs show what is still to come.
 */
export const ACTIVITY_TABS = ['all', 'to_pay', 'paying', 'waiting', 'confirmed', 'rejected', 'refunded', 'history'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** Content §3 "Activity": repeat units; `none` for a single activity. */
export const REPEAT_FREQS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];

/** "This one or all" for a save, delete, move or status change of a repeating activity (content §4). */
export const SCOPES = ['one', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

export const PAYMENT_METHODS = ['cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Content §5 "Reservation and payment" statuses an activity's payment takes. */
export const PAYMENT_STATUSES = ['to_pay', 'processing', 'completed', 'refund', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Console §9: currency code to payment name (EUR Euro, BRL Boleto, USD Dollar); another code names itself. */
export const PAYMENT_NAMES: Readonly<Record<string, string>> = { EUR: 'Euro', BRL: 'Boleto', USD: 'Dollar' };
export const paymentName = (currency: string | null | undefined): string => (currency ? (PAYMENT_NAMES[currency] ?? currency) : '');

export const PARTICIPANT_KINDS = ['interested', 'participating'] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

export const ACTIVITY_LIMITS = {
  titleMax: 120,
  descriptionMax: 5000,
  /** Occurrences one repeating activity may have (a year of days). */
  occurrencesMax: 366,
  /** Days one calendar call may cover (a month view shows six weeks). */
  calendarDaysMax: 62,
  maxPeople: { min: 1, max: 100_000 },
  /** Prices in the currency's minor unit. */
  priceMax: 100_000_00,
  recipientMax: 255,
  reasonMax: 500,
  tagsMax: 20,
} as const;

/**
 * An activity's day with its hours, "24/11/2026 · 17:00–19:00": its list's cell and early rows
 * (contract.ts) and its details (ActivityWhen) say it in these words. `date` writes the day in the
 * district's format.
 */
export function activityWhen(record: { date?: unknown; start_time?: unknown; end_time?: unknown }, date: (value: unknown) => string): string {
  return `${date(record.date)} · ${String(record.start_time)}–${String(record.end_time)}`;
}
