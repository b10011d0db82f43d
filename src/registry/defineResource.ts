import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { AccessAction } from '../lib/access';
import type { FeaturePath } from '../lib/features';
import type { Permission } from '../lib/permissions';

/** A view loaded on demand: the resource's views share one chunk (see `viewsOf`). */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/**
 * The resource's validation schema, loaded on demand: only forms need it, and zod and the
 * schemas would otherwise be evaluated by every page of the shell (the dashboard among them).
 */
export type SchemaLoader = () => Promise<z.ZodType>;

/** Status tabs of a list (spec console §4 "Default tag filter per list"). */
export interface ListTabs {
  /** The list filter the tab sets, e.g. `status`. */
  filter: string;
  values: readonly string[];
  /** The tab a list opens on. */
  default: string;
}

export interface ListOptions {
  /** Spec console §9: id ascending unless the list says otherwise. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  tabs?: ListTabs;
  search: boolean;
  /** Filters every call of the list carries (e.g. `type=activity`). */
  filter?: Record<string, unknown>;
}

/** A custom page of the resource, at `<route>/<path>`. */
export interface ExtraRoute {
  path: string;
  view: ViewLoader;
  /** What the guard asks canAccess; `form` opens to add holders, or edit/delete ones with a target id. */
  access: AccessAction;
  /** i18n key of the page's breadcrumb. */
  label: string;
}

type OneOrMore<T> = T | readonly T[];

export interface ResourceInput<R extends RaRecord = RaRecord> {
  /** Plural snake_case, the /api/v3 path segment. */
  name: string;
  /** The spec's /backend/... path of its screen. */
  route: string;
  /** The SECTIONS id (src/lib/sections.ts) it fills in the sidebar. */
  section: string;
  icon: ComponentType;
  recordRepresentation: string | ((record: R) => string);
  feature?: OneOrMore<FeaturePath>;
  permissions: { view: OneOrMore<Permission>; add?: OneOrMore<Permission>; edit?: OneOrMore<Permission>; delete?: OneOrMore<Permission> };
  /**
   * `list` answers at `route` (for a one-record resource it is the page itself), `show` at
   * `<route>/details`, `create` and `edit` at `<route>/form`: edit when a target id is passed.
   */
  views: { list: ViewLoader; show?: ViewLoader; create?: ViewLoader; edit?: ViewLoader };
  listOptions?: Partial<ListOptions>;
  routes?: readonly ExtraRoute[];
  /** Fields edited per language, sent as `translations`. */
  translatable?: readonly string[];
  /** Fields holding an image: uploaded to /api/v3/uploads before the record is saved. */
  images?: readonly string[];
  /**
   * The shared validation schema (resources/<name>/schema.ts), also used by the server route:
   * `() => import('./schema').then((m) => m.tagInput)`. Forms read it with `useSchema`.
   */
  schema?: SchemaLoader;
}

export interface ResourceDeclaration<R extends RaRecord = RaRecord> extends Omit<ResourceInput<R>, 'feature' | 'permissions' | 'listOptions'> {
  features: readonly FeaturePath[];
  permissions: { view: readonly Permission[]; add: readonly Permission[]; edit: readonly Permission[]; delete: readonly Permission[] };
  listOptions: ListOptions;
  routes: readonly ExtraRoute[];
  translatable: readonly string[];
  images: readonly string[];
}

const list = <T,>(v: OneOrMore<T> | undefined): readonly T[] => (v === undefined ? [] : Array.isArray(v) ? (v as readonly T[]) : [v as T]);

/** One entity of the console, as resources/<name>/index.ts declares it (ARCHITECTURE.md). */
export function defineResource<R extends RaRecord = RaRecord>(input: ResourceInput<R>): ResourceDeclaration<R> {
  const { feature, permissions: p, listOptions, ...rest } = input;
  return {
    ...rest,
    features: list(feature),
    permissions: { view: list(p.view), add: list(p.add), edit: list(p.edit), delete: list(p.delete) },
    listOptions: { sort: { field: 'id', order: 'ASC' }, search: true, ...listOptions },
    routes: input.routes ?? [],
    translatable: input.translatable ?? [],
    images: input.images ?? [],
  };
}

/**
 * Views of one module as loaders: `viewsOf(() => import('./views'))('TagList')`. Every view of a
 * resource comes from the same dynamic import, so the bundler makes one chunk per resource.
 */
export function viewsOf<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return (name: keyof M & string): ViewLoader => () => load().then((m) => ({ default: m[name] as ComponentType }));
}

/** Every permission a declaration names, for the guards (lib/access reads their kind by suffix). */
export function allPermissions(d: ResourceDeclaration): Permission[] {
  return [...new Set([...d.permissions.view, ...d.permissions.add, ...d.permissions.edit, ...d.permissions.delete])];
}
