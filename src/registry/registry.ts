import type { AccessTarget } from '../lib/access';
import { allPermissions, type ResourceDeclaration } from './defineResource';

/**
 * Every entity of the console, discovered from `resources/<name>/index.ts`: adding an entity is
 * adding a folder. Declarations are small (views load on demand), so they are read eagerly.
 */
const modules = import.meta.glob<{ default?: ResourceDeclaration }>('../../resources/*/index.ts', { eager: true });

export const RESOURCES: readonly ResourceDeclaration[] = Object.values(modules)
  .map((m) => m.default)
  .filter((d): d is ResourceDeclaration => typeof d?.name === 'string' && typeof d.route === 'string');

export function resourceByName(name: string, resources: readonly ResourceDeclaration[] = RESOURCES): ResourceDeclaration | undefined {
  return resources.find((r) => r.name === name);
}

/** What canAccess needs of a declaration: its flags and every permission it names. */
export function accessTargetOf(d: ResourceDeclaration): AccessTarget {
  return { features: d.features, permissions: allPermissions(d) };
}

export const DETAILS_PATH = 'details';
export const FORM_PATH = 'form';

/** Where a custom page answers: `<route>/<path>`, or the path itself when the spec puts it apart (`/backend/poll/form`). */
export function pagePath(d: Pick<ResourceDeclaration, 'route'>, path: string): string {
  return path.startsWith('/') ? path : `${d.route}/${path}`;
}

/** Every path a declaration answers at, with the i18n key of its breadcrumb. */
export function routesOf(d: ResourceDeclaration): { path: string; label: string }[] {
  const out = [{ path: d.route, label: `sections.${d.section}` }];
  if (d.views.show) out.push({ path: d.detailsRoute, label: 'Shell.Pages.details' });
  if (d.views.create || d.views.edit) out.push({ path: d.formRoute, label: 'Shell.Pages.form' });
  for (const r of d.routes) out.push({ path: pagePath(d, r.path), label: r.label });
  return out;
}

/** The section of each page declared apart from its resource's route (a podcast's details). */
export function pageOwners(resources: readonly ResourceDeclaration[] = RESOURCES): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of resources) for (const r of routesOf(d)) if (!r.path.startsWith(`${d.route}`)) out[r.path] = d.section;
  return out;
}

/** Breadcrumb labels of the pages below a section (`/backend/tags/form` → Form). */
export function pageLabels(resources: readonly ResourceDeclaration[] = RESOURCES): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of resources) for (const r of routesOf(d).slice(1)) out[r.path] = r.label;
  return out;
}
