import { defineContract, type ContractInput, type EntityContract, type ListColumn } from './entity';

/**
 * The content form's entities (spec content §2 "News and event content form", §3 "News or event
 * content item", "Content submit payload"): district news, podcasts, promotions, live cameras and
 * smart solutions here, the community's types later. Each is its own entity (route, flag,
 * permissions) whose rows live in the one `contents` table under its name; what differs between
 * them is which of the form's fields it has. Server-safe and zod-free, as every contract.
 */

/** The optional parts of the content form; title and description per language are always there. */
export const CONTENT_FIELDS = [
  'subtitle',
  'top_news',
  'author',
  'source',
  'tags',
  'visibility',
  'cover',
  'episode_cover',
  'external_link',
  'stream',
  'place',
  'dates',
  /** A group's welcome message and goals, per language (spec content §3 "Group"). */
  'group',
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

/** Spec content §4: the statuses the content form writes; "archived" is not offered by the form. */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** Spec content §2 "Content filter values: all, published, draft". */
export const CONTENT_TABS = ['all', 'published', 'draft'] as const;
/**
 * Spec content §4: community items carry an approval status besides their draft/published one.
 * Their lists add the two tabs staff work from: what waits for them, and what they turned down.
 */
export const APPROVAL_STATUSES = ['waiting', 'rejected', 'confirmed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_TABS = [...CONTENT_TABS, 'waiting', 'rejected'] as const;
export const REJECTION_REASON_MAX = 500;
export const GROUP_TEXT_MAX = 2000;
/** Spec content §6 "Visibility values". */
export const VISIBILITIES = ['public', 'private', 'district', 'staff', 'member', 'resident', 'member_resident'] as const;
/** Spec content §2 "Place type values". */
export const PLACE_TYPES = ['none', 'select_space', 'custom_space'] as const;

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_SUBTITLE_MAX = 200;
export const CONTENT_DESCRIPTION_MAX = 10_000;
export const CONTENT_SOURCE_MAX = 250;
export const CONTENT_AUTHOR_MAX = 250;
export const CONTENT_PLACE_NAME_MAX = 200;
export const CONTENT_PLACE_ADDRESS_MAX = 300;
export const CONTENT_TAGS_MAX = 20;

/**
 * The rights of district contents (spec console §6 "District contents"): who views (staff view
 * too), adds, edits, deletes. Shared by the district's content entities and its own page.
 */
export const DISTRICT_CONTENT_RIGHTS = {
  view: ['district_contents_view', 'district_contents_staff_view'],
  add: 'district_contents_add',
  edit: 'district_contents_edit',
  delete: 'district_contents_delete',
} as const satisfies ContractInput['permissions'];

/** The rights of community contents (spec console §6 "Community contents"), as the district's. */
export const COMMUNITY_CONTENT_RIGHTS = {
  view: ['community_contents_view', 'community_contents_staff_view'],
  add: 'community_contents_add',
  edit: 'community_contents_edit',
  delete: 'community_contents_delete',
} as const satisfies ContractInput['permissions'];

/** What a content entity has of the form, and which of those parts must be filled. */
export interface ContentSpec {
  fields: readonly ContentField[];
  /** Fields that must be given (cover, episode_cover, external_link, dates); the rest are optional. */
  required: readonly ContentField[];
  /**
   * Items need the staff's approval (community content, spec content §4): approve and reject
   * with a reason, the waiting ones counted in the sidebar bubble and on the dashboard.
   */
  approval?: boolean;
}

export type ContentContract = EntityContract & { content: ContentSpec };

export type ContentContractInput = Omit<ContractInput, 'subset' | 'translatable' | 'images' | 'list' | 'schemas' | 'actions'> &
  ContentSpec & {
    /** The list's columns, when the entity's own differ from those its fields give (contentColumns). */
    columns?: readonly ListColumn[];
  };

/**
 * A content list's columns, from the entity's fields (spec console §2 "shared list screen"): the
 * cover, title, status, approval, publish date, then period, tags, episodes and stream where the
 * entity has them. The kinds let the wait screen write each cell's text (EarlyRows); the list
 * draws the cover, title, status, approval and date cells its own way (ContentList's renders),
 * and the cells that only React can draw (a period range, tag chips, the stream chip) are custom.
 */
export function contentColumns(name: string, spec: ContentSpec): ListColumn[] {
  const has = (f: ContentField) => spec.fields.includes(f);
  return [
    // Every content list shows the cover column, a placeholder where the entity has none.
    { source: 'cover', kind: 'image', image: 'cover', label: 'Content.Cover', width: 236 },
    // Bold, over its subtitle where the entity has one, as ContentList draws it.
    { source: 'title', kind: 'localized', strong: true, ...(has('subtitle') ? { secondary: 'subtitle' } : {}) },
    { source: 'status', kind: 'status', labels: 'Content.Status', positive: 'published' },
    // The wait screen shows the approval's label; the list adds the row's approve and reject buttons.
    ...(spec.approval
      ? [{ source: 'approval_status', kind: 'status', labels: `resources.${name}.values.approval_status`, positive: 'confirmed' } as const]
      : []),
    ...(has('dates') ? [{ source: 'datetime_start', kind: 'custom', hideOnMobile: true } as const] : []),
    { source: 'datetime_confirmation', kind: 'date', empty: '—', hideOnMobile: true },
    ...(has('tags') ? [{ source: 'tags', kind: 'custom', hideOnMobile: true } as const] : []),
    ...(has('episode_cover') ? [{ source: 'episodes_count', kind: 'number', hideOnMobile: true } as const] : []),
    ...(has('stream') ? [{ source: 'stream_verified', kind: 'custom', hideOnMobile: true } as const] : []),
  ];
}

/** The contract of a content entity: the shared list, form and routes of content, for its fields. */
export function contentContract(input: ContentContractInput): ContentContract {
  const { fields, required, approval, columns, ...rest } = input;
  const spec: ContentSpec = { fields, required, ...(approval ? { approval } : {}) };
  const contract = defineContract({
    ...rest,
    section: approval ? { ...rest.section, waiting: `contents:${input.name}` } : rest.section,
    subset: { type: input.name },
    list: {
      // The newest first: a district's latest news is what its staff look for.
      sort: { field: 'created_at', order: 'DESC' },
      sortable: ['id', 'title', 'status', 'created_at', 'datetime_confirmation', 'datetime_start'],
      searchable: ['title', 'description'],
      tabs: { filter: 'status', values: approval ? APPROVAL_TABS : CONTENT_TABS, default: 'all' },
      columns: columns ?? contentColumns(input.name, spec),
    },
    translatable: [
      'title',
      'description',
      ...(fields.includes('subtitle') ? ['subtitle'] : []),
      ...(fields.includes('group') ? ['welcome_message', 'goals'] : []),
    ],
    images: (['cover', 'episode_cover'] as const).filter((f) => fields.includes(f)),
    schemas: () => import('./contentSchema').then((m) => ({ input: m.contentInput(spec), record: m.contentRecord })),
  });
  return { ...contract, content: spec };
}

export function isContentContract(c: EntityContract): c is ContentContract {
  return typeof (c as Partial<ContentContract>).content === 'object';
}

export const hasField = (spec: ContentSpec, field: ContentField) => spec.fields.includes(field);
export const isRequired = (spec: ContentSpec, field: ContentField) => spec.required.includes(field);
