import type { SiteMapEntry } from '../lib/siteMap';

/** Spec console §2/§9: a bubble shows the count, "+99" from 100 on, nothing for zero. */
export function bubbleText(count: number | undefined | null): string | null {
  if (!count || count <= 0) return null;
  return count >= 100 ? '+99' : String(count);
}

export interface MenuNode {
  id: string;
  route: string;
  /** Has a screen to open: a group header without one is a label, a leaf without one is hidden. */
  navigable: boolean;
  count: number;
  children: MenuNode[];
}

/**
 * The sidebar from the session's site map: groups in site-map order, each with the leaves that
 * have a registered screen. A group's count is the sum of its children's waiting counts (listed
 * or not), so waiting work shows even before a section has its screen.
 */
export function buildMenu(siteMap: readonly SiteMapEntry[], waiting: Record<string, number> | null, screens: ReadonlySet<string>): MenuNode[] {
  const count = (id: string) => waiting?.[id] ?? 0;
  const nodes: MenuNode[] = [];
  for (const entry of siteMap) {
    if (entry.parent_section !== null) continue;
    const children = siteMap.filter((c) => c.parent_section === entry.section_id);
    const node: MenuNode = {
      id: entry.section_id,
      route: entry.section_route,
      navigable: screens.has(entry.section_route),
      count: children.length ? children.reduce((sum, c) => sum + count(c.section_id), 0) : count(entry.section_id),
      children: children
        .filter((c) => screens.has(c.section_route))
        .map((c) => ({ id: c.section_id, route: c.section_route, navigable: true, count: count(c.section_id), children: [] })),
    };
    // A leaf at the top (the dashboard) needs its screen. A group shows when it lists a screen,
    // or when its sections have waiting work to announce; an empty header would lead nowhere.
    if (children.length === 0 && !node.navigable) continue;
    if (children.length > 0 && node.children.length === 0 && !node.navigable && node.count === 0) continue;
    nodes.push(node);
  }
  return nodes;
}
