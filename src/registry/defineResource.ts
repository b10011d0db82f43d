import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import { contractPermissions, type EntityContract, type ListFilter, type ListTabs } from '../contract/entity';
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

/** What a list screen starts with and offers, from the contract's list options. */
export interface ListOptions {
  sort: { field: string; order: 'ASC' | 'DESC' };
  tabs?: ListTabs;
  /** A search box, when the contract names fields to search. */
  search: boolean;
  /** Filters every call of the list carries (e.g. `type=activity`). */
  filter?: Record<string, unknown>;
  /** Filters the user sets beside tabs and search (the contract's `list.filters`). */
  filters: readonly ListFilter[];
}

/** A custom page of the resource, at `<route>/<path>` (or at `path` itself when it starts with `/`: registry `pagePath`). */
export interface ExtraRoute {
  path: string;
  view: ViewLoader;
  /** What the guard asks canAccess; `form` opens to add holders, or edit/delete ones with a target id. */
  access: AccessAction;
  /** i18n key of the page's breadcrumb. */
  label: string;
  /** District flags the page needs beyond the resource's own (spaces' freeze pages: FreezeSpace). */
  features?: readonly FeaturePath[];
}

/** What the console adds to an entity's contract: only what is visual. */
export interface ResourceVisuals<R extends RaRecord = RaRecord> {
  icon: ComponentType;
  recordRepresentation: string | ((record: R) => string);
  /**
   * `list` answers at `route` (for a one-record resource it is the page itself), `show` at
   * `<route>/details`, `create` and `edit` at `<route>/form`: edit when a target id is passed.
   */
  views: { list: ViewLoader; show?: ViewLoader; create?: ViewLoader; edit?: ViewLoader };
  routes?: readonly ExtraRoute[];
  /** The details page's own path when the spec names one apart (`/backend/district/podcast/details`). */
  detailsRoute?: string;
  /** The form's own path when the spec gives it a parameter (`/backend/posts/form/:TargetId?`). */
  formRoute?: string;
  /** The list page is itself the form (a one-record resource, such as the welcome message). */
  listIsForm?: boolean;
}

/** An entity as the console uses it: its contract's facts, under the names the views read. */
export interface ResourceDeclaration<R extends RaRecord = RaRecord> extends Omit<ResourceVisuals<R>, 'routes' | 'detailsRoute' | 'formRoute'> {
  contract: EntityContract;
  name: string;
  route: string;
  /** The site-map section it fills (its contract's `section.id`). */
  section: string;
  features: readonly FeaturePath[];
  permissions: EntityContract['permissions'];
  listOptions: ListOptions;
  routes: readonly ExtraRoute[];
  /** Where its details page answers: `<route>/details` unless the spec says otherwise. */
  detailsRoute: string;
  /** Where its form answers: `<route>/form` unless the spec says otherwise (a form is opened at `<route>/form` either way). */
  formRoute: string;
  translatable: readonly string[];
  /** Fields holding an image (the contract's): uploaded to /api/v3/uploads before the record is saved. */
  images: readonly string[];
  /** The input schema of its forms, loaded on demand (see SchemaLoader). */
  schema?: SchemaLoader;
}

/**
 * One entity of the console (ARCHITECTURE.md): resources/<name>/index.ts passes its contract and
 * adds what is visual. Everything else (route, flags, permissions, list options, schema) is read
 * from the contract, so the console and the server cannot disagree.
 */
export function defineResource<R extends RaRecord = RaRecord>(contract: EntityContract, visuals: ResourceVisuals<R>): ResourceDeclaration<R> {
  const { sort, tabs, searchable, filter, filters = [] } = contract.list;
  const schemas = contract.schemas;
  return {
    ...visuals,
    contract,
    name: contract.name,
    route: contract.route,
    section: contract.section.id,
    features: contract.features,
    permissions: contract.permissions,
    listOptions: { sort, tabs, search: searchable.length > 0, filter, filters },
    routes: visuals.routes ?? [],
    detailsRoute: visuals.detailsRoute ?? `${contract.route}/details`,
    formRoute: visuals.formRoute ?? `${contract.route}/form`,
    translatable: contract.translatable,
    images: contract.images,
    // Only a form reads the input schema: a resource without one (contracts, security) has none to load.
    schema:
      schemas && (visuals.views.create || visuals.views.edit || visuals.listIsForm)
        ? () => schemas().then((s) => s.input ?? Promise.reject(new Error(`${contract.name} has no input schema`)))
        : undefined,
  };
}

/**
 * Views of one module as loaders: `viewsOf(() => import('./views'))('TagList')`. Every view of a
 * resource comes from the same dynamic import, so the bundler makes one chunk per resource.
 */
export function viewsOf<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return (name: keyof M & string): ViewLoader =>
    () =>
      load().then((m) => ({ default: m[name] as ComponentType }));
}

/** Every permission a declaration names, for the guards (lib/access reads their kind by suffix). */
export function allPermissions(d: ResourceDeclaration): Permission[] {
  return contractPermissions(d.contract);
}
