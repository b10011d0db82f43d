import { image } from '../../src/contract/contentSchema';
import { PLACE_TYPES, VISIBILITIES } from '../../src/contract/content';
import { zRecord } from '../../src/contract/records';
import { zTranslations } from '../../src/lib/translations';
import { V, z, zDay, zIdBody, zOptionId } from '../../src/lib/validation';
import { ACTIVITY_LIMITS as L, EVENT_STATUSES, PARTICIPANT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, REPEAT_FREQS, SCOPES } from './constants';

/** An empty text stands for "none" in the optional inputs (the form sends what the user left). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const int = (min: number, max: number) => z.number({ error: V.MustBeNumber }).int(V.MustBeInteger).min(min, V.NumberMin).max(max, V.NumberMax);
const money = int(0, L.priceMax);
const hour = z.string({ error: V.FieldNotNull }).trim().max(5, V.InvalidHour);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, V.FieldTooLongMax).nullable()).default(null);

/** How an activity repeats: `none`, or a unit up to a last day (content §3 "repeat", "end repetition"). */
export const repeatInput = z.strictObject({
  freq: z.enum(REPEAT_FREQS, { error: V.SelectAnOption }).default('none'),
  until: z.preprocess(blankToNull, zDay.nullable()).default(null),
});

/**
 * An activity as the form sends it (content §3 "Activity"). The rules across fields (end after
 * start, inside the space's hours, not frozen, a price needs a payment method…) are
 * `activityErrors` in rules.ts, applied by the form and the server. `scope` says, for an
 * occurrence of a repeating activity, whether the save is for it alone or for every coming one.
 */
export const activityInput = z.strictObject({
  translations: zTranslations({ title: z.string().trim().max(L.titleMax), description: z.string().trim().max(L.descriptionMax) }, ['title', 'description']),
  /** Draft or published (the shared form's buttons); an update without it keeps the activity's. */
  status: z.enum(['draft', 'published']).optional(),
  visibility: z.enum(VISIBILITIES, { error: V.SelectAnOption }).default('public'),
  cover: image(false),
  date: zDay,
  start_time: hour,
  end_time: hour,
  repeat: repeatInput.default({ freq: 'none', until: null }),
  place_type: z.enum(PLACE_TYPES, { error: V.SelectAnOption }).default('none'),
  space_id: z.preprocess(blankToNull, zOptionId.nullable()).default(null),
  place_name: optionalText(200),
  place_address: optionalText(300),
  max_people: z.preprocess(blankToNull, int(L.maxPeople.min, L.maxPeople.max).nullable()).default(null),
  price_private: money.default(0),
  price_spot: money.default(0),
  payment_method: z.preprocess(blankToNull, z.enum(PAYMENT_METHODS, { error: V.SelectAnOption }).nullable()).default(null),
  boleto: z.boolean().default(false),
  payment_recipient: optionalText(L.recipientMax),
  is_historical: z.boolean().default(false),
  is_special: z.boolean().default(false),
  cleaning_after: z.boolean().default(false),
  category_id: z.preprocess(blankToNull, zOptionId.nullable()).default(null),
  tag_ids: z.array(zOptionId).max(L.tagsMax).default([]),
  force_online: z.boolean().default(false),
  scope: z.enum(SCOPES).default('one'),
});
export type ActivityInput = z.output<typeof activityInput>;

const nullableText = z.string().nullable();
const option = z.object({ id: z.number().int(), name: z.string() });

/** One activity (one occurrence of a repeating one) as the API returns it. */
export const activityRecord = zRecord({
  /** The workflow status (console §4 "Event statuses"). */
  current_status: z.enum(EVENT_STATUSES),
  /** The content form's status. */
  status: z.enum(['draft', 'published']),
  visibility: z.string(),
  translations: z.array(z.object({ locale: z.string(), title: z.string(), description: z.string() })),
  title: z.string(),
  cover: nullableText,
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  datetime_start: z.string(),
  datetime_end: z.string(),
  series_id: z.number().int().nullable(),
  occurrence_date: nullableText,
  /** The first occurrence of its series (the spec's "parent"); false for a single activity. */
  is_parent: z.boolean(),
  is_exception: z.boolean(),
  occurrences: z.number().int(),
  /** Its place in its series, from 1 (1 for a single activity). */
  occurrence_index: z.number().int(),
  repeat: z.object({ freq: z.enum(REPEAT_FREQS), until: nullableText }),
  place_type: z.enum(PLACE_TYPES),
  space_id: z.number().int().nullable(),
  space_title: nullableText,
  place_name: nullableText,
  place_address: nullableText,
  max_people: z.number().int().nullable(),
  price_private: z.number().int(),
  price_spot: z.number().int(),
  currency: nullableText,
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** The district currency's payment name (console §9: EUR Euro, BRL Boleto, USD Dollar). */
  payment_name: z.string(),
  boleto: z.boolean(),
  payment_recipient: nullableText,
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  is_historical: z.boolean(),
  is_special: z.boolean(),
  cleaning_after: z.boolean(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), color: nullableText }).nullable(),
  tag_ids: z.array(z.number().int()),
  tags: z.array(option),
  force_online: z.boolean(),
  rejection_reason: nullableText,
  datetime_confirmation: nullableText,
  datetime_rejection: nullableText,
  datetime_paid: nullableText,
  datetime_refund_started: nullableText,
  datetime_refund_completed: nullableText,
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  interested_count: z.number().int(),
  participants_count: z.number().int(),
  updated_at: z.string(),
});
export type ActivityRecord = z.output<typeof activityRecord>;

/** A status change (console §4 "Changing an event's status"): for this occurrence or its whole series. */
export const statusInput = z.strictObject({
  district_id: zIdBody,
  status: z.enum(EVENT_STATUSES, { error: V.SelectAnOption }),
  scope: z.enum(SCOPES).default('one'),
  rejection_reason: optionalText(L.reasonMax),
});

/** Console §7 "set payment status". */
export const paymentStatusInput = z.strictObject({
  district_id: zIdBody,
  payment_status: z.enum(PAYMENT_STATUSES, { error: V.SelectAnOption }),
});

/** The calendar's drag: a new day and times, for this occurrence or every coming one. */
export const moveInput = z.strictObject({
  district_id: zIdBody,
  date: zDay,
  start_time: hour,
  end_time: hour,
  scope: z.enum(SCOPES).default('one'),
});

/** A person interested in an activity or taking part (console §7 interested / participating lists). */
export const participantRecord = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  since: z.string(),
});

export const participantKind = z.enum(PARTICIPANT_KINDS);
