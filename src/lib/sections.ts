import type { EntityContract, WaitingCounter } from '../contract/entity';
import { contractPermissions } from '../contract/entity';
import type { FeaturePath } from './features';
import type { Permission } from './permissions';

/**
 * The console's sections: what the site map of a session is built from (spec console §2, §3).
 * A section is in a user's site map when its flags are on (or it has none) and the user holds any
 * of its permissions (or it needs none). Groups (high-order sections) are in it when any child is.
 *
 * An entity's section is derived from its contract (resources/<name>/contract.ts): route, flags
 * and permissions are written there once. Only the groups and the sections whose entity is not
 * built yet are listed here; building an entity moves its line into its contract.
 */
export interface Section {
  id: string;
  route: string;
  parent: string | null;
  highOrder: boolean;
  features: readonly FeaturePath[];
  permissions: readonly Permission[];
  /** Order inside its group. */
  position: number;
  /** Whose waiting items the site-map data counts for this section. */
  waitingCounter?: WaitingCounter;
}

const LAST = 1000;

const group = (id: string, route: string, position: number, feature?: FeaturePath): Section => ({
  id,
  route,
  parent: null,
  highOrder: true,
  features: feature ? [feature] : [],
  permissions: [],
  position,
});

/** The dashboard and the sidebar's groups, in the spec's order. */
export const GROUPS: readonly Section[] = [
  { ...group('dashboard', '/backend/dashboard', 0), highOrder: true },
  group('district', '/backend/district', 10, 'DistrictContents'),
  group('community', '/backend/community', 20, 'CommunityContents'),
  group('home', '/backend/home', 30),
  group('communication', '/backend/communication', 40),
  group('management', '/backend/management', 50),
  group('settings', '/backend/settings', 60),
];

/**
 * Sections of the spec whose entity has no contract yet (their issues build them): none left,
 * brands (issue 17) being the last.
 */
export const PENDING_SECTIONS: readonly Section[] = [];

/** An entity's section, from its contract alone. */
export function sectionOf(c: Pick<EntityContract, 'route' | 'section' | 'features' | 'permissions'>): Section {
  return {
    id: c.section.id,
    route: c.route,
    parent: c.section.parent,
    highOrder: false,
    features: c.features,
    permissions: contractPermissions(c),
    position: c.section.position ?? LAST,
    ...(c.section.waiting ? { waitingCounter: c.section.waiting } : {}),
  };
}

/**
 * Every section in sidebar order: each group, then its children by position. A contract's section
 * replaces a pending one of the same id, so building an entity never leaves two entries.
 */
export function buildSections(contracts: readonly Pick<EntityContract, 'route' | 'section' | 'features' | 'permissions'>[]): Section[] {
  const built = contracts.map(sectionOf);
  const ids = new Set(built.map((s) => s.id));
  const children = [...PENDING_SECTIONS.filter((s) => !ids.has(s.id)), ...built];
  const out: Section[] = [];
  for (const g of [...GROUPS].sort((a, b) => a.position - b.position)) {
    out.push(g);
    out.push(...children.filter((s) => s.parent === g.id).sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)));
  }
  return out;
}
