import { and, asc, count, desc, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { rooms } from '../../server/live/live';
import { contents, eventParticipants, events, roles, userDistrictRoles, users } from '../../server/db/schema';
import { escapeLike } from '../../server/lib/list';
import { fromStored, toStored, type ContentLocale } from '../../src/lib/translations';
import { notificationInbox, notifications } from './table';
import type { NotificationInput } from './schema';
import type { NotificationTarget } from './contract';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export interface Target {
  target_type: NotificationTarget;
  target_user_ids: readonly number[];
  target_role_id: number | null;
  content_id: number | null;
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
/** Members of the district: whoever holds a role in it. */
const memberOf = (districtId: number) => sql`exists (select 1 from ${userDistrictRoles} m where m.user_id = ${users.id} and m.district_id = ${districtId})`;

/**
 * The ids of the people a target reaches in a district, as a subquery: everyone living there (not
 * staff), the picked users who belong to it, a role's holders there, or an activity's interested
 * or participating people. Resolved when the notification goes, so a planned one reaches who
 * lives there then.
 */
export function recipientIds(target: Target, districtId: number): SQL {
  switch (target.target_type) {
    case 'all':
      return sql`select ${users.id} as user_id from ${users} where ${users.level} <> 'staff' and ${memberOf(districtId)}`;
    case 'users': {
      const ids = sql.join(
        target.target_user_ids.map((id) => sql`${id}::int`),
        sql`, `,
      );
      return target.target_user_ids.length
        ? sql`select ${users.id} as user_id from ${users} where ${users.id} in (${ids}) and ${memberOf(districtId)}`
        : sql`select null::int as user_id where false`;
    }
    case 'role':
      return sql`select distinct ${userDistrictRoles.userId} as user_id from ${userDistrictRoles}
        where ${userDistrictRoles.districtId} = ${districtId} and ${userDistrictRoles.roleId} = ${target.target_role_id}::int`;
    case 'interested':
    case 'participating':
      return sql`select ${eventParticipants.userId} as user_id from ${eventParticipants} join ${events} on ${events.id} = ${eventParticipants.eventId}
        where ${events.id} = ${target.content_id}::int and ${events.districtId} = ${districtId} and ${eventParticipants.kind} = ${target.target_type}`;
  }
}

/** How many people the target reaches now. */
export async function audienceSize(db: Runner, target: Target, districtId: number): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${recipientIds(target, districtId)}) r`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The parts of a target that must name something of the district: picked users who are its
 * members, a role someone holds there, an activity of its own. Field → message key.
 */
export async function targetErrors(db: Db, target: Target, districtId: number): Promise<Record<string, string>> {
  if (target.target_type === 'users' && target.target_user_ids.length > 0) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          sql`${users.id} in (${sql.join(
            target.target_user_ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
          memberOf(districtId),
        ),
      );
    if (n !== new Set(target.target_user_ids).size) return { target_user_ids: 'Validations.FieldInvalid' };
  }
  if (target.target_type === 'role') {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, target.target_role_id!));
    if (!row) return { target_role_id: 'Validations.SelectAnOption' };
  }
  if (target.target_type === 'interested' || target.target_type === 'participating') {
    const [row] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, target.content_id!), eq(events.districtId, districtId)));
    if (!row) return { content_id: 'Validations.SelectAnOption' };
  }
  return {};
}

/** A notification about a content item (after "save and notify") names one of the district's, of that type. */
export async function contentErrors(
  db: Db,
  about: { content_type: string | null; content_id: number | null },
  districtId: number,
): Promise<Record<string, string>> {
  if (!about.content_type || about.content_id === null || about.content_type === 'events' || about.content_type === 'posts' || about.content_type === 'news')
    return {};
  const [row] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, about.content_id), eq(contents.type, about.content_type), eq(contents.districtId, districtId)));
  return row ? {} : { content_id: 'Validations.SelectAnOption' };
}

/** The columns a compose form's input sets. */
export function inputValues(input: NotificationInput) {
  const scheduled = input.time_send === 'schedule' && input.scheduled_at ? new Date(input.scheduled_at) : null;
  return {
    translations: toStored(input.translations),
    targetType: input.target_type,
    targetUserIds: input.target_type === 'users' ? [...new Set(input.target_user_ids)] : [],
    targetRoleId: input.target_type === 'role' ? input.target_role_id : null,
    contentType: input.content_type,
    contentId: input.content_id,
    timeSend: input.time_send,
    scheduledAt: scheduled,
    sendAt: scheduled ?? new Date(),
  };
}

export type NotificationRow = typeof notifications.$inferSelect;

/** A row as the API shows it (the same shape as the generic reads). */
export function toRecord(row: NotificationRow) {
  return {
    id: row.id,
    district_id: row.districtId,
    created_at: row.createdAt.toISOString(),
    sender_id: row.senderId,
    sender_name: row.senderName,
    translations: fromStored(row.translations) as { locale: ContentLocale; title: string; content: string }[],
    target_type: row.targetType,
    target_user_ids: row.targetUserIds,
    target_role_id: row.targetRoleId,
    content_type: row.contentType,
    content_id: row.contentId,
    time_send: row.timeSend,
    status_type: row.statusType,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    send_at: row.sendAt.toISOString(),
    audience_size: row.audienceSize,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function loadNotification(db: Runner, id: number, districtId: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.districtId, districtId)));
  return row ?? null;
}

/** One recipient's copy, for the live event and the inbox. */
export interface Delivered {
  inboxId: number;
  userId: number;
}

/**
 * Delivers a notification inside the caller's transaction: one inbox row per recipient (never two:
 * the unique index), then the notification is sent with its time and audience. Who got it is
 * returned, for the live channel once the transaction has committed.
 */
export async function deliver(tx: Runner, row: NotificationRow): Promise<{ row: NotificationRow; delivered: Delivered[] }> {
  const target: Target = { target_type: row.targetType, target_user_ids: row.targetUserIds, target_role_id: row.targetRoleId, content_id: row.contentId };
  const inserted = (await tx.execute(sql`
    insert into ${notificationInbox} (notification_id, user_id)
    select ${row.id}::int, r.user_id from (${recipientIds(target, row.districtId)}) r where r.user_id is not null
    on conflict do nothing
    returning id, user_id`)) as unknown as { rows: { id: number; user_id: number }[] };
  const delivered = inserted.rows.map((r) => ({ inboxId: Number(r.id), userId: Number(r.user_id) }));
  const now = new Date();
  const [sent] = await tx
    .update(notifications)
    .set({
      statusType: row.statusType === 'automatic' ? 'automatic' : 'sent',
      sentAt: now,
      sendAt: now,
      audienceSize: delivered.length,
      updatedAt: now,
    })
    .where(eq(notifications.id, row.id))
    .returning();
  return { row: sent, delivered };
}

/**
 * Claims the planned notifications that are due, oldest first, each locked so that another
 * process skips it (FOR UPDATE SKIP LOCKED), and delivers them in the same transaction: once it
 * commits, each is sent and no process picks it again.
 */
export async function deliverDue(db: Db, limit = 20) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.statusType, 'planned'), lte(notifications.scheduledAt, new Date())))
      .orderBy(asc(notifications.scheduledAt), asc(notifications.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const out: Awaited<ReturnType<typeof deliver>>[] = [];
    for (const row of due) out.push(await deliver(tx, row));
    return out;
  });
}

/** The selection list: the district's people, searched in name, e-mail and phone, by role. */
export async function listRecipients(db: Db, districtId: number, q: { query?: string; role_id?: number; page: number; paginate: number }) {
  const needle = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    q.role_id
      ? sql`exists (select 1 from ${userDistrictRoles} m where m.user_id = ${users.id} and m.district_id = ${districtId} and m.role_id = ${q.role_id}::int)`
      : memberOf(districtId),
    needle ? or(ilike(fullName, needle), ilike(users.email, needle), ilike(users.phone, needle)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: users.id, full_name: fullName, email: users.email, phone: users.phone, cover_path: users.coverPath, level: users.level })
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: n };
}

/** Roles someone holds in the district: what a role target can pick. */
export async function districtRoles(db: Db, districtId: number) {
  return db
    .selectDistinct({ id: roles.id, name: roles.name })
    .from(roles)
    .innerJoin(userDistrictRoles, eq(userDistrictRoles.roleId, roles.id))
    .where(eq(userDistrictRoles.districtId, districtId))
    .orderBy(asc(roles.name));
}

/** The district's activities a notification can point at, newest first, titled in the reader's language. */
export async function districtEvents(db: Db, districtId: number, locale: ContentLocale, query?: string) {
  const title = sql<string>`coalesce(
    nullif(${events.translations} -> ${locale}::text ->> 'title', ''),
    nullif(${events.translations} -> 'en' ->> 'title', ''),
    (select t.value ->> 'title' from jsonb_each(${events.translations}) t order by t.key limit 1),
    '#' || ${events.id})`;
  const rows = await db
    .select({ id: events.id, title, datetime_start: events.datetimeStart })
    .from(events)
    .where(and(eq(events.districtId, districtId), query ? ilike(title, `%${escapeLike(query)}%`) : undefined))
    .orderBy(desc(events.datetimeStart), desc(events.id))
    .limit(50);
  return rows.map((r) => ({ ...r, datetime_start: r.datetime_start.toISOString() }));
}

/** A translated text in the reader's language, else English, else any. */
function pick(translations: NotificationRow['translations'], locale: ContentLocale) {
  const found = translations[locale] ?? translations.en ?? Object.values(translations).find(Boolean);
  return found ?? { title: '', content: '' };
}

/** The reader's inbox, newest first, with how many are unread. */
export async function listInbox(db: Db, userId: number, locale: ContentLocale, q: { page: number; paginate: number; unread?: boolean }) {
  const where = and(eq(notificationInbox.userId, userId), q.unread ? isNull(notificationInbox.readAt) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ inbox: notificationInbox, n: notifications })
      .from(notificationInbox)
      .innerJoin(notifications, eq(notifications.id, notificationInbox.notificationId))
      .where(where)
      .orderBy(desc(notificationInbox.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(notificationInbox).where(where),
  ]);
  return { rows: rows.map((r) => inboxRecord(r.inbox, r.n, locale)), total: n };
}

export function inboxRecord(inbox: typeof notificationInbox.$inferSelect, n: NotificationRow, locale: ContentLocale) {
  const text = pick(n.translations, locale);
  return {
    id: inbox.id,
    notification_id: n.id,
    district_id: n.districtId,
    title: text.title,
    content: text.content,
    sender_name: n.senderName,
    content_type: n.contentType,
    content_id: n.contentId,
    sent_at: (n.sentAt ?? inbox.deliveredAt).toISOString(),
    read_at: inbox.readAt?.toISOString() ?? null,
  };
}

/** Marks one of the reader's messages read (the first time only); null when it is not theirs. */
export async function markRead(db: Db, inboxId: number, userId: number) {
  const [row] = await db
    .update(notificationInbox)
    .set({ readAt: sql`coalesce(${notificationInbox.readAt}, now())` })
    .where(and(eq(notificationInbox.id, inboxId), eq(notificationInbox.userId, userId)))
    .returning();
  if (!row) return null;
  const [n] = await db.select().from(notifications).where(eq(notifications.id, row.notificationId));
  return { inbox: row, notification: n };
}

/**
 * Tells each recipient of a delivered notification on their per-user channel (an open resident
 * app shows it at once). Called once the delivery has committed, never inside its transaction:
 * a rolled-back delivery must not have been announced.
 */
export function announceDelivery(app: FastifyInstance, { row, delivered }: Awaited<ReturnType<typeof deliver>>): void {
  const payload = {
    notification_id: row.id,
    district_id: row.districtId,
    translations: fromStored(row.translations),
    sender_name: row.senderName,
    content_type: row.contentType,
    content_id: row.contentId,
    sent_at: (row.sentAt ?? new Date()).toISOString(),
  };
  for (const { inboxId, userId } of delivered) app.live.emit(rooms.user(userId), 'notification.received', { id: inboxId, ...payload });
}
