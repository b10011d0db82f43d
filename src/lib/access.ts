import { isFeatureOn, type DistrictConfiguration, type FeaturePath } from './features';
import { holds, type Permission } from './permissions';
import type { Section } from './sections';

/**
 * The console's one access rule (spec console §6), used by authProvider.canAccess, the sidebar
 * and the route guards alike:
 * - a section needs its district flag on and any one of its permissions (none needed: open);
 * - its edit (form) route opens to holders of the add permission, or, when a target id is passed,
 *   to holders of edit or delete;
 * - switching district needs `backend`;
 * - a single permission string needs an exact match, a list passes when any one matches.
 */
export interface AccessSubject {
  permissions: readonly string[];
  configuration: DistrictConfiguration | null;
}

/** What is being opened: a section, or an entity described by the same two facts. */
export interface AccessTarget {
  feature?: FeaturePath;
  /** Several flags, all needed (the QR link needs CommunityContents and its DynamicLink). */
  features?: readonly FeaturePath[];
  permissions: readonly Permission[];
}

/** react-admin's actions plus the spec's own: `form` is an edit route (create or edit by target id). */
export type AccessAction = 'list' | 'show' | 'view' | 'create' | 'edit' | 'form' | 'delete' | 'switch_district' | 'manual' | (string & {});

export interface AccessRequest {
  action: AccessAction;
  /** A section id (of the `sections` passed) or a target described inline; omitted for whole-console actions. */
  resource?: string | AccessTarget;
  /** The target id passed in navigation state, or the record's id. */
  targetId?: string | number | null;
  record?: { id?: string | number | null } | null;
}

/** Sections that need no permission and no flag (spec §6 "Dashboard, profile: none"). */
const OPEN = new Set(['dashboard', 'profile']);

export type PermissionKind = 'view' | 'add' | 'edit' | 'delete' | 'all';

/**
 * A section's permissions by what they allow, read from their names (`_add`, `_send`, ...). One
 * that names no action at all is its area's only one (spec §6 "Brands: brand_settings"): it
 * allows every action there.
 */
export function kindOf(permission: string): PermissionKind {
  if (/_(add|send)$/.test(permission)) return 'add';
  if (/_edit$/.test(permission)) return 'edit';
  if (/_delete$/.test(permission)) return 'delete';
  if (/_view$/.test(permission)) return 'view';
  return 'all';
}

function ofKind(target: AccessTarget, ...kinds: PermissionKind[]): Permission[] {
  return target.permissions.filter((p) => kindOf(p) === 'all' || kinds.includes(kindOf(p)));
}

export function sectionById(id: string, sections: readonly Section[]): Section | undefined {
  return sections.find((s) => s.id === id);
}

/** The section a console path belongs to: the longest section route that prefixes it. */
export function sectionForPath(pathname: string, sections: readonly Section[]): Section | undefined {
  let best: Section | undefined;
  for (const s of sections) {
    if ((pathname === s.route || pathname.startsWith(`${s.route}/`)) && (!best || s.route.length > best.route.length)) best = s;
  }
  return best;
}

/**
 * `sections` are the site's sections (the console's from src/registry/sections.ts, the server's
 * from server/contracts.ts); a section id that is not among them is refused.
 */
export function canAccess(subject: AccessSubject, request: AccessRequest, sections: readonly Section[] = []): boolean {
  const { action } = request;
  if (action === 'switch_district' || action === 'manual') return holds(subject.permissions, 'backend');
  if (request.resource === undefined) return false;
  if (typeof request.resource === 'string' && OPEN.has(request.resource)) return true;
  const target = typeof request.resource === 'string' ? sectionById(request.resource, sections) : request.resource;
  if (!target) return false;
  const features = [...((target as AccessTarget).feature ? [(target as AccessTarget).feature!] : []), ...(target.features ?? [])];
  if (features.some((f) => !isFeatureOn(subject.configuration, f))) return false;
  if (target.permissions.length === 0) return true;
  const any = (list: readonly Permission[]) => list.length > 0 && holds(subject.permissions, list);
  const targetId = request.targetId ?? request.record?.id ?? null;
  const hasTarget = targetId !== null && targetId !== undefined && targetId !== '';
  switch (action) {
    case 'create':
      return any(ofKind(target, 'add'));
    case 'edit':
    case 'form':
      return any(ofKind(target, 'add')) || (hasTarget && any(ofKind(target, 'edit', 'delete')));
    case 'delete':
      return any(ofKind(target, 'delete'));
    default:
      // list, show, view and any reading action: any one of the section's permissions.
      return holds(subject.permissions, target.permissions);
  }
}
