import type { Section } from '../lib/sections';
import { SECTIONS } from '../registry/contracts';

export interface Crumb {
  /** i18n key of the label. */
  key: string;
  /** Where a click goes; null when that step has no screen of its own. */
  to: string | null;
}

/** Pages of the shell that are not sections of the site map. */
const PAGES: Record<string, string> = { '/backend/profile': 'Shell.Profile' };

/**
 * Breadcrumbs for a console path: Dashboard, then each section on the way (a group, then its
 * section), then the page itself. A step is a link only when a screen answers at its route.
 */
export function breadcrumbs(
  pathname: string,
  screens: ReadonlySet<string>,
  sections: readonly Section[] = SECTIONS,
  /** Labels that resources declare for their pages, by full path. */
  pages: Record<string, string> = {},
  /** The section of a page whose path is not below the section's route (`/backend/district/podcast/details`). */
  owners: Record<string, string> = {},
): Crumb[] {
  const path = pathname.replace(/\/+$/, '');
  const home: Crumb = { key: 'sections.dashboard', to: path === '/backend/dashboard' ? null : '/backend/dashboard' };
  if (PAGES[path]) return [home, { key: PAGES[path], to: null }];
  const owner = owners[path] ? sections.find((s) => s.id === owners[path]) : undefined;
  const section = owner ?? [...sections].filter((s) => path === s.route || path.startsWith(`${s.route}/`)).sort((a, b) => b.route.length - a.route.length)[0];
  if (!section || section.id === 'dashboard') return [{ ...home, to: null }];
  const chain: Section[] = [];
  for (let s: Section | undefined = section; s; s = s.parent ? sections.find((x) => x.id === s!.parent) : undefined) chain.unshift(s);
  const crumbs: Crumb[] = [home, ...chain.map((s) => ({ key: `sections.${s.id}`, to: screens.has(s.route) && s.route !== path ? s.route : null }))];
  const rest = owner && !path.startsWith(`${section.route}/`) ? path : path.slice(section.route.length).split('/').filter(Boolean)[0];
  if (rest) crumbs.push({ key: pages[path] ?? `Shell.Pages.${rest}`, to: null });
  return crumbs;
}
