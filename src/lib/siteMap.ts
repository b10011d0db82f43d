import { isFeatureOn, type DistrictConfiguration } from './features';
import { holds } from './permissions';
import type { Section } from './sections';

/** One site-map entry as the session stores it (spec console §3). */
export interface SiteMapEntry {
  section_id: string;
  section_route: string;
  parent_section: string | null;
  high_order_section: boolean;
}

function allowed(section: Section, config: DistrictConfiguration, permissions: readonly string[]): boolean {
  if (section.features.some((f) => !isFeatureOn(config, f))) return false;
  return section.permissions.length === 0 || holds(permissions, section.permissions);
}

/**
 * The sections a user sees in a district: a leaf when its flag is on and any of its permissions
 * is held; a group when its own flag (if any) is on and at least one child made it in.
 */
export function buildSiteMap(config: DistrictConfiguration, permissions: readonly string[], sections: readonly Section[]): SiteMapEntry[] {
  const groups = new Set(sections.filter((x) => x.highOrder && x.permissions.length === 0 && x.id !== 'dashboard').map((x) => x.id));
  const leaves = sections.filter((x) => !groups.has(x.id) && allowed(x, config, permissions));
  const used = new Set(leaves.map((x) => x.parent).filter((p): p is string => p !== null));
  const kept = sections.filter((x) => (groups.has(x.id) ? used.has(x.id) && allowed(x, config, permissions) : leaves.includes(x)));
  return kept.map((x) => ({
    section_id: x.id,
    section_route: x.route,
    parent_section: x.parent,
    high_order_section: x.highOrder,
  }));
}
