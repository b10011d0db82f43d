import { defineContract } from '../../src/contract/entity';

/**
 * Push notifications of a district (spec console §2 "notifications, sendNotification,
 * selectionList", §4 default tab "sent"; content §3 "Notification"). Sent ones were delivered to
 * every recipient's inbox; planned ones wait for their time; automatic ones the server sent itself.
 */
export const NOTIFICATION_STATUSES = ['sent', 'planned', 'automatic'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Who receives it: everyone living in the district, picked users, a role's holders, or a content item's people. */
export const NOTIFICATION_TARGETS = ['all', 'users', 'role', 'interested', 'participating'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

/** Spec content §3: "Time-send modes: send_now and schedule". */
export const TIME_SEND = ['send_now', 'schedule'] as const;

/**
 * Content types a notification can point at (the content entities' names, spec console §2 "save
 * and notify"); interested / participating need an activity.
 */
export const NOTIFICATION_CONTENT_TYPES = [
  'events',
  'posts',
  'news',
  'district_news',
  'district_podcasts',
  'district_promotions',
  'live_cameras',
  'district_smart_solutions',
  'community_news',
  'community_feed',
  'community_groups',
  'community_promotions',
  'community_concierge',
] as const;

export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_CONTENT_MAX = 1000;
/** At most this many users picked in the selection list (a district's population, with margin). */
export const NOTIFICATION_USERS_MAX = 5000;

export default defineContract({
  name: 'notifications',
  route: '/backend/notifications',
  section: { id: 'notifications', parent: 'communication', position: 10 },
  permissions: { view: 'push_notifications_view', add: 'push_notifications_send', edit: 'push_notifications_send', delete: 'push_notifications_send' },
  // Reads are generic; writes are its own (a planned one only, a delivery behind each).
  actions: ['list', 'get'],
  list: {
    // The newest sending first: sent ones by when they went, planned ones by when they will.
    sort: { field: 'send_at', order: 'DESC' },
    sortable: ['id', 'send_at', 'title', 'sender_name', 'audience_size', 'created_at'],
    searchable: ['title', 'content', 'sender_name'],
    tabs: { filter: 'status_type', values: NOTIFICATION_STATUSES, default: 'sent' },
    // The list draws its cells with a dash for an empty one and a planned one's schedule (NotificationList.tsx `renders`).
    columns: [
      { source: 'title', kind: 'localized', empty: '—' },
      { source: 'sender_name', kind: 'text', empty: '—', hideOnMobile: true },
      { source: 'send_at', kind: 'datetime' },
      { source: 'audience_size', kind: 'number', width: 120, hideOnMobile: true },
    ],
  },
  translatable: ['title', 'content'],
  schemas: () => import('./schema').then((m) => ({ input: m.notificationInput, record: m.notificationRecord })),
});
