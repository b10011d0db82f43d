import type { z } from 'zod';
import type { FeaturePath } from '../lib/features';
import type { FileRule } from './fileRules';
import type { Permission } from '../lib/permissions';

/**
 * What an entity is, said once (ARCHITECTURE.md "An entity is one contract"): the server builds
 * its routes and guards from it, the console its sidebar entry, route guards and list defaults,
 * and the tests their checks. Server-safe: no React, no browser API; the zod schemas are behind a
 * loader so that the console evaluates zod only with the forms, not on every page.
 */

/** The generic actions of an entity, each with its route and its permission rule. */
export type EntityAction = 'list' | 'get' | 'create' | 'update' | 'delete';

/** Status tabs of a list (spec console §4 "Default tag filter per list"). */
export interface ListTabs {
  /** The list filter the tab sets, e.g. `status`. */
  filter: string;
  values: readonly string[];
  /** The tab a list opens on. */
  default: string;
}

/**
 * A filter of a list beside its tabs and search: a pick among fixed values, a pick among options
 * an API route lists (`[{ id, name }]`), or a period of days on a timestamp. The list sends it as
 * `<field>` (or `<field>_from` / `<field>_to`, ISO instants of the local days' bounds); the
 * values' labels are `resources.<name>.values.<field>.<value>`.
 */
export type ListFilter =
  { kind: 'enum'; field: string; values: readonly string[] } | { kind: 'lookup'; field: string; options: string } | { kind: 'period'; field: string };

/**
 * How a list column shows its value, said without React so that the entry can draw the first
 * page's rows from the contract before the console has loaded (issue 11: the wait screen's rows,
 * src/layout/EarlyRows.tsx), and the list itself draws the same cell (src/components/list/
 * contractColumns.tsx): `text` and `number` as they are, `localized` a per-language value in the
 * UI language, `label` a value's label from the catalogue (`labels`), `status` the same as a chip,
 * `date` and `datetime` in the district's format, `image` a thumbnail, `boolean` yes or no;
 * `custom` a cell only the list's own code draws (the wait screen leaves it empty).
 */
export type ColumnKind = 'text' | 'number' | 'localized' | 'label' | 'status' | 'date' | 'datetime' | 'image' | 'boolean' | 'custom';

/** A column of an entity's list, in the order the list shows them (spec console §9). */
export interface ListColumn {
  /** The record field; also the sort field when it is in the list's `sortable`. */
  source: string;
  kind?: ColumnKind;
  /** The record field the cell shows when it is not `source` (a dotted path, `user.full_name`). */
  value?: string;
  /** i18n key of the heading; `resources.<name>.fields.<source>` by default. */
  label?: string;
  /** Left out on narrow screens, where the row keeps its main columns. */
  hideOnMobile?: boolean;
  width?: number | string;
  /**
   * The cell kept on one line (a time, a browser's name), by the list and the early rows alike;
   * `wide` from 900 px only, so that on a phone a name may wrap and the row's main columns stay
   * in view.
   */
  nowrap?: boolean | 'wide';
  /** A `status` or `label` column: the i18n prefix of its values' labels (`Content.Status`); `Status` by default. */
  labels?: string;
  /** What an empty cell says (the lists' "—"); nothing by default. */
  empty?: string;
  /** An `image` column: a small thumbnail (64 × 40, the default), or a content cover (220 × 150; 88 × 56 on a phone, spec console §9). */
  image?: 'thumb' | 'cover';
  /** A `status` column: the value drawn as a filled green chip; `active` by default. */
  positive?: string;
  /**
   * The cell's own text, where its kind's alone is not it (a date with its hours, two fields
   * joined): lib/listCells writes it for the list and for the wait screen's early rows alike, so
   * the list takes their place without a cell changing. `as` writes a value as a kind would.
   */
  text?: (record: Record<string, unknown>, as: (kind: ColumnKind, value: unknown) => string) => string;
  /**
   * A field written on a second line under the cell's text, in the secondary colour (a content
   * item's subtitle), by the list and the early rows alike; a translated field in the UI language.
   */
  secondary?: string;
  /** The cell's text in bold (a row's name), by the list and the early rows alike. */
  strong?: boolean;
}

export interface ListContract {
  /** Spec console §9: id ascending unless the list says otherwise. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The fields a list may be sorted by (`order_by`); anything else is refused with a 422. */
  sortable: readonly string[];
  /** The fields the search box looks in; none: the list has no search box. */
  searchable: readonly string[];
  tabs?: ListTabs;
  /** Filters every call of the list carries (e.g. `type=activity`). */
  filter?: Record<string, unknown>;
  /** Filters the user sets (see ListFilter). */
  filters?: readonly ListFilter[];
  /**
   * The rows have an order of their own (a `position` column): the list sorts by it unless told
   * otherwise, a create goes last, and `POST /api/v3/<name>/reorder` moves rows (its edit permission).
   */
  orderable?: boolean;
  /** The list's columns: the list draws them, and the wait screen its first page's rows with them. */
  columns?: readonly ListColumn[];
}

/** The sidebar entry an entity fills (a section of the site map, spec console §2, §3). */
export interface SectionPlace {
  id: string;
  /** Its group: district, community, home, communication, management or settings. */
  parent: string;
  /** Order inside the group (lower first); entities without one come last. */
  position?: number;
  /** Whose waiting items its sidebar bubble counts (spec console §2 "count bubbles"). */
  waiting?: WaitingCounter;
}

/** A count of items waiting for approval: posts, activities, or one community content type. */
export type WaitingCounter = 'posts' | 'events' | `contents:${string}`;

export interface EntitySchemas {
  /** The body of create and update, without district_id (the server adds it). */
  input?: z.ZodObject;
  /** One record as the API returns it. */
  record?: z.ZodType;
}

type OneOrMore<T> = T | readonly T[];

export interface ContractInput {
  /** Plural snake_case, the /api/v3 path segment. */
  name: string;
  /** The spec's /backend/... path of its screen. */
  route: string;
  section: SectionPlace;
  feature?: OneOrMore<FeaturePath>;
  permissions: { view?: OneOrMore<Permission>; add?: OneOrMore<Permission>; edit?: OneOrMore<Permission>; delete?: OneOrMore<Permission> };
  /**
   * The generic routes the server offers (list, get, create, update, delete); an entity whose
   * routes are all its own (the gate, the welcome message) lists none.
   */
  actions?: readonly EntityAction[];
  /** Records belong to one district (the default), or are shared by all (cities). */
  scope?: 'district' | 'global';
  /**
   * The rows of a shared table that are this entity's, by fixed column values (`{ kind: 'sos' }`):
   * every generic route reads and writes only those rows, and a create sets the values. Entities
   * alike but for their kind (SOS contacts and useful info; the content types) share a table so.
   */
  subset?: Readonly<Record<string, string>>;
  list?: Partial<ListContract>;
  /** Fields edited per language, sent as `translations`. */
  translatable?: readonly string[];
  /**
   * Fields holding an image. A form uploads it first (POST /api/v3/uploads, purpose
   * `<name>.<field>`: src/contract/uploadPurpose.ts) and saves the record naming the upload; the
   * upload needs a permission to add or edit the entity.
   */
  images?: readonly string[];
  /**
   * What an image field takes beyond the default (a PNG or JPEG of at most 5 MB): kinds, size,
   * exact pixels, or a zip of images (src/contract/fileRules.ts). The upload of the field's
   * purpose is checked against it on its bytes, and so is the record that names the upload.
   */
  fileRules?: Readonly<Record<string, FileRule>>;
  /** `() => import('./schema').then((m) => ({ input: m.tagInput, record: m.tagRecord }))`. */
  schemas?: () => Promise<EntitySchemas>;
  /** Name of the live event a write emits; `<name>.changed` unless said. */
  liveEvent?: string;
  /**
   * The i18n key of its screen's heading, read with a plural count: `resources.<name>.name`
   * ("Tags") unless said. The shell's wait screen draws it before the console has loaded.
   */
  title?: string;
  /**
   * The heading of its create form at `<route>/form`, an i18n key read with `name` (the entity,
   * singular): `Form.CreateTitle` ("New Tag") unless said; `false` where the console has no create
   * form there (a list it only reads, or a form on a page of its own). The form and the shell's
   * wait screen both read it, so the wait screen draws the heading the form will have.
   */
  createTitle?: string | false;
}

export interface EntityContract extends Omit<
  ContractInput,
  'feature' | 'permissions' | 'list' | 'actions' | 'scope' | 'subset' | 'translatable' | 'images' | 'fileRules' | 'liveEvent' | 'title' | 'createTitle'
> {
  features: readonly FeaturePath[];
  permissions: { view: readonly Permission[]; add: readonly Permission[]; edit: readonly Permission[]; delete: readonly Permission[] };
  actions: readonly EntityAction[];
  scope: 'district' | 'global';
  subset: Readonly<Record<string, string>>;
  list: ListContract;
  translatable: readonly string[];
  images: readonly string[];
  fileRules: Readonly<Record<string, FileRule>>;
  liveEvent: string;
  title: string;
  createTitle: string | false;
}

const listOf = <T>(v: OneOrMore<T> | undefined): readonly T[] => (v === undefined ? [] : Array.isArray(v) ? (v as readonly T[]) : [v as T]);

export const CRUD: readonly EntityAction[] = ['list', 'get', 'create', 'update', 'delete'];

/** The list options with their defaults; an orderable list sorts by position and may be sorted so. */
function orderedList(list: Partial<ListContract> = {}): ListContract {
  const base: ListContract = { sort: { field: 'id', order: 'ASC' }, sortable: ['id'], searchable: [], ...list };
  if (!list.orderable) return base;
  return { ...base, sort: list.sort ?? { field: 'position', order: 'ASC' }, sortable: [...new Set(['position', ...base.sortable])] };
}

export function defineContract(input: ContractInput): EntityContract {
  const { feature, permissions: p, list, ...rest } = input;
  return {
    ...rest,
    features: listOf(feature),
    permissions: { view: listOf(p.view), add: listOf(p.add), edit: listOf(p.edit), delete: listOf(p.delete) },
    actions: input.actions ?? CRUD,
    scope: input.scope ?? 'district',
    subset: input.subset ?? {},
    list: orderedList(list),
    translatable: input.translatable ?? [],
    images: input.images ?? [],
    fileRules: input.fileRules ?? {},
    liveEvent: input.liveEvent ?? `${input.name}.changed`,
    title: input.title ?? `resources.${input.name}.name`,
    createTitle: input.createTitle ?? 'Form.CreateTitle',
  };
}

/**
 * Whether the console has a create form at `<route>/form` (its list then shows a Create button to
 * those who may add): declared by its actions and `createTitle`, which the registry's views agree
 * with (tests/unit/registry.test.ts). The wait screen reads it before the views have loaded.
 */
export function hasCreateForm(c: Pick<EntityContract, 'actions' | 'createTitle'>): boolean {
  return c.actions.includes('create') && c.createTitle !== false;
}

/**
 * Whether the entity's list screen reads its first page as GET /<name> on the contract's opening
 * sort and tab (providers/dataProvider `getList`): the mechanism's lists (`list` among its
 * actions), and those on routes of their own that declare their columns (the audit trail, the
 * login logs, the exports). What is asked for ahead of a click, or at boot, is that page.
 */
export function listReadsFirstPage(c: Pick<EntityContract, 'actions' | 'list'>): boolean {
  return c.actions.includes('list') || (c.list.columns?.length ?? 0) > 0;
}

/** Every permission a contract names: who sees its section (spec console §6 "any one of them"). */
export function contractPermissions(c: Pick<EntityContract, 'permissions'>): Permission[] {
  const p = c.permissions;
  return [...new Set([...p.view, ...p.add, ...p.edit, ...p.delete])];
}

/**
 * The permission rule of each generic action, the one the server guard applies and the console's
 * guards mirror: reading needs any of the entity's permissions (whoever sees the section sees its
 * rows), writing needs the permission of its kind.
 */
export function actionPermissions(c: EntityContract, action: EntityAction): readonly Permission[] {
  switch (action) {
    case 'list':
    case 'get':
      return contractPermissions(c);
    case 'create':
      return c.permissions.add;
    case 'update':
      return c.permissions.edit;
    case 'delete':
      return c.permissions.delete;
  }
}

/** A contract module: `resources/<name>/contract.ts` exports its contract as default. */
export interface ContractModule {
  default?: EntityContract;
}

export function isContract(value: unknown): value is EntityContract {
  const c = value as EntityContract | undefined;
  return typeof c?.name === 'string' && typeof c.route === 'string' && typeof c.section?.id === 'string';
}
