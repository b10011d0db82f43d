import { zTranslations } from '../../src/lib/translations';
import { V, z, zIdBody } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';
import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_CONTENT_TYPES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TARGETS,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_USERS_MAX,
  TIME_SEND,
} from './contract';

/**
 * What the compose form sends (spec content §3 "Notification": users, target, check-all, title
 * and content per language, send now or schedule). Rules across fields are in rules.ts.
 */
export const notificationInput = z.strictObject({
  translations: zTranslations({ title: z.string().trim().max(NOTIFICATION_TITLE_MAX), content: z.string().trim().max(NOTIFICATION_CONTENT_MAX) }, [
    'title',
    'content',
  ]),
  target_type: z.enum(NOTIFICATION_TARGETS, V.SelectAnOption),
  target_user_ids: z.array(zIdBody).max(NOTIFICATION_USERS_MAX).default([]),
  target_role_id: zIdBody.nullable().default(null),
  content_type: z.enum(NOTIFICATION_CONTENT_TYPES).nullable().default(null),
  content_id: zIdBody.nullable().default(null),
  time_send: z.enum(TIME_SEND).default('send_now'),
  scheduled_at: z.iso.datetime({ offset: true, error: V.DateInvalid }).nullable().default(null),
});
export type NotificationInput = z.output<typeof notificationInput>;

const zTranslation = z.object({ locale: z.string(), title: z.string(), content: z.string() });

/** One notification as the API returns it. */
export const notificationRecord = zRecord({
  sender_id: z.number().int().nullable(),
  /** The sender's name when it was written: a message keeps its signature. */
  sender_name: z.string(),
  translations: z.array(zTranslation),
  target_type: z.enum(NOTIFICATION_TARGETS),
  target_user_ids: z.array(z.number().int()),
  target_role_id: z.number().int().nullable(),
  content_type: z.string().nullable(),
  content_id: z.number().int().nullable(),
  time_send: z.enum(TIME_SEND),
  status_type: z.enum(NOTIFICATION_STATUSES),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** When it went (sent) or will go (planned): the list's "send date". */
  send_at: z.string(),
  /** How many people it reached (sent) or would reach now (planned). */
  audience_size: z.number().int(),
  updated_at: z.string(),
});
export type NotificationRecord = z.output<typeof notificationRecord>;

/** One person of the selection list (spec content §3 "User list option"). */
export const recipientOption = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cover_path: z.string().nullable(),
  level: z.string(),
});

/** One message of a resident's inbox, in the reader's language. */
export const inboxItem = z.object({
  id: z.number().int(),
  notification_id: z.number().int(),
  district_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sender_name: z.string(),
  content_type: z.string().nullable(),
  content_id: z.number().int().nullable(),
  sent_at: z.string(),
  read_at: z.string().nullable(),
});
export type InboxItem = z.output<typeof inboxItem>;
