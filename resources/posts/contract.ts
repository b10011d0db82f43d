import { defineContract } from '../../src/contract/entity';
import { DEFAULT_IMAGE_RULE } from '../../src/contract/fileRules';

/** Spec content §4 "Post status": the list's tabs are these and "all". */
export const POST_STATUSES = ['waiting', 'rejected', 'confirmed', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** Spec content §3: a post is a request or an offer. */
export const POST_TYPES = ['request', 'offer'] as const;
/** Spec content §9: a post's title is at most 50 characters. */
export const POST_TITLE_MAX = 50;
export const POST_DESCRIPTION_MAX = 5000;
export const POST_LINK_MAX = 2000;
export const POST_EMAIL_MAX = 255;
export const POST_PHONE_MAX = 32;
export const POST_SMART_SOLUTIONS_MAX = 20;
/** Spec content §7 "Send message to author": a message of at most this many characters. */
export const POST_MESSAGE_MAX = 2000;
/** Spec content §5 "Post form": the cover is a jpg, jpeg or png of at most 1 MB. */
export const POST_IMAGE_MAX_BYTES = 1024 * 1024;

/**
 * Spec content §4: the post types that link a content item, each with the entities whose items it
 * may name (rows of `contents` by their type; activities are `events`).
 */
export const LINKED_CONTENT_TYPES = {
  LiveCameraList: ['live_cameras'],
  CommercialInfo: ['community_concierge'],
  NoticesDetail: ['district_news'],
  NewsDetail: ['community_news'],
  ActivitiesDetail: ['events'],
  PromotionDetail: ['district_promotions', 'community_promotions'],
  GroupDetail: ['community_groups'],
} as const satisfies Record<string, readonly string[]>;
export type LinkedContentType = keyof typeof LINKED_CONTENT_TYPES;
export const LINKED_CONTENT_KINDS = Object.keys(LINKED_CONTENT_TYPES) as LinkedContentType[];

/** The form's status buttons (spec content §4): Approved → confirmed, Waiting → waiting, Rejected → rejected. */
export const STATUS_BUTTONS = { approved: 'confirmed', waiting: 'waiting', rejected: 'rejected' } as const satisfies Record<string, PostStatus>;

/**
 * Posts, requests and offers of the community (spec console §2 "posts and posts/form/:TargetId?",
 * content §2 "Posts list", "Post form"): flag Posts, rights posts_*; the sidebar bubble counts the
 * waiting ones. Archive takes the place of delete (a post is never deleted from the console).
 */
export default defineContract({
  name: 'posts',
  route: '/backend/posts',
  section: { id: 'posts', parent: 'community', position: 80, waiting: 'posts' },
  feature: 'Posts',
  permissions: { view: 'posts_view', add: 'posts_add', edit: 'posts_edit', delete: 'posts_delete' },
  actions: ['list', 'get', 'create', 'update'],
  list: {
    // Spec console §9: "posts default created_at descending".
    sort: { field: 'created_at', order: 'DESC' },
    sortable: ['id', 'title', 'type', 'status', 'created_at', 'author'],
    searchable: ['title', 'description', 'author'],
    tabs: { filter: 'status', values: ['all', ...POST_STATUSES], default: 'all' },
    // The list draws its cells itself (views.tsx `renders`); the kinds say their plain text.
    columns: [
      { source: 'title', kind: 'localized', empty: '—' },
      { source: 'author', kind: 'text', value: 'author_data.name', empty: '—', hideOnMobile: true },
      { source: 'type', kind: 'label', labels: 'resources.posts.values.type', hideOnMobile: true },
      // The list shows the status's badge (rules.ts badgeOf: its own words, not the status's).
      { source: 'status', kind: 'custom' },
    ],
  },
  translatable: ['title', 'description'],
  images: ['image_path'],
  fileRules: { image_path: { ...DEFAULT_IMAGE_RULE, maxBytes: POST_IMAGE_MAX_BYTES } },
  schemas: () => import('./schema').then((m) => ({ input: m.postInput, record: m.postRecord })),
});
