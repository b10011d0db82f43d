import { entityLabels } from '../../src/i18n/entityLabels';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import it_ from '../../i18n/it';
import pt from '../../i18n/pt';
import { CONTRACTS, SECTIONS } from '../../src/registry/contracts';
import { isPermission } from '../../src/lib/permissions';
import { allPermissions } from '../../src/registry/defineResource';
import { accessTargetOf, pageLabels, RESOURCES, routesOf } from '../../src/registry/registry';
import { contractPermissions, hasCreateForm, listReadsFirstPage } from '../../src/contract/entity';
import { PENDING_SECTIONS, sectionOf } from '../../src/lib/sections';
import { SCREEN_ROUTES } from '../../src/registry/screens';
import { breadcrumbs } from '../../src/layout/breadcrumbs';
import { ISSUE_ROUTES, SPEC_ROUTES } from '../fixtures/specRoutes';
import { withLabels } from '../../src/contract/labels';

/** The catalogues as the console has them: i18n/ with each entity's own labels laid over. */
const merged = (lang: 'en' | 'it' | 'pt', base: object) =>
  withLabels(
    base,
    entityLabels.map((l) => l[lang]),
  );
const catalogues = { en: merged('en', en), it: merged('it', it_), pt: merged('pt', pt) } as Record<string, unknown>;

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}
function leafKeys(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, `${prefix}.${k}`));
}

describe('resource registry', () => {
  it('finds the five resources of issue 4 from their folders', () => {
    expect(RESOURCES.map((r) => r.name).sort()).toEqual(expect.arrayContaining(['categories', 'cities', 'smart_solutions_labels', 'tags', 'welcome_message']));
  });

  it('has unique names and unique routes', () => {
    const names = RESOURCES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = RESOURCES.flatMap((r) => routesOf(r).map((x) => x.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))("%s names only the spec's permissions and routes", (_, r) => {
    for (const p of allPermissions(r)) expect(isPermission(p), p).toBe(true);
    for (const route of routesOf(r)) expect([...SPEC_ROUTES, ...ISSUE_ROUTES], route.path).toContain(route.path);
    expect(SCREEN_ROUTES.has(r.route)).toBe(true);
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s takes route, flags and permissions from its contract alone', (_, r) => {
    const c = r.contract;
    expect(CONTRACTS).toContain(c);
    // The console guard (declaration) and the sidebar (site map from SECTIONS) read the contract.
    expect([r.name, r.route, r.section, r.features, r.permissions]).toEqual([c.name, c.route, c.section.id, c.features, c.permissions]);
    expect(accessTargetOf(r)).toEqual({ features: c.features, permissions: contractPermissions(c) });
    const section = SECTIONS.find((s) => s.id === r.section);
    expect(section).toEqual(sectionOf(c));
    // A built entity's section is no longer listed by hand.
    expect(PENDING_SECTIONS.map((s) => s.id)).not.toContain(c.section.id);
  });

  it('has one declaration per contract, and no two sections with one id or route', () => {
    expect(RESOURCES.map((r) => r.name).sort()).toEqual(CONTRACTS.map((c) => c.name).sort());
    expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(SECTIONS.length);
    expect(new Set(SECTIONS.map((s) => s.route)).size).toBe(SECTIONS.length);
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s has its labels in en, it and pt', (name, r) => {
    const keys = leafKeys(lookup(catalogues.en, `resources.${name}`), `resources.${name}`);
    expect(keys).toContain(`resources.${name}.name`);
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const key of keys) expect(typeof lookup(messages, key), `${lang} ${key}`).toBe('string');
      expect(leafKeys(lookup(messages, `resources.${name}`), `resources.${name}`).sort(), lang).toEqual([...keys].sort());
      for (const route of routesOf(r)) expect(typeof lookup(messages, route.label), `${lang} ${route.label}`).toBe('string');
    }
    // "Tag |||| Tags": a singular and a plural.
    expect(String(lookup(catalogues.en, `resources.${name}.name`))).toContain('||||');
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))(
    "%s: the wait screen announces a create form only where the console has one, with the form's heading",
    (_name, r) => {
      const { createTitle, actions, route } = r.contract;
      // A create form at <route>/form: a create view, answering there (with or without a target id).
      const hasForm = actions.includes('create') && Boolean(r.views.create) && r.formRoute.startsWith(`${route}/form`);
      expect(createTitle !== false, `createTitle of ${r.name}`).toBe(hasForm || !actions.includes('create'));
      if (createTitle === false) return;
      for (const [lang, messages] of Object.entries(catalogues)) expect(typeof lookup(messages, createTitle), `${lang} ${createTitle}`).toBe('string');
    },
  );

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: its contract says whether its list has a Create button, as its views do', (_name, r) => {
    // The wait screen keeps the button's room beside the heading from the contract alone (ShellSkeleton).
    expect(hasCreateForm(r.contract)).toBe(Boolean(r.views.create));
  });

  it('gives pages below a section their breadcrumb', () => {
    const crumbs = breadcrumbs('/backend/category/editToolCategoryform', SCREEN_ROUTES, SECTIONS, pageLabels());
    expect(crumbs.map((c) => c.key)).toEqual(['sections.dashboard', 'sections.management', 'sections.category', 'Shell.Pages.editToolCategoryform']);
    expect(crumbs[2].to).toBe('/backend/category');
  });
});

describe('which lists read a first page that can be asked for ahead (issue 11)', () => {
  it("the mechanism's lists and the lists on routes of their own that declare columns; not a screen that is a form", () => {
    const reads = CONTRACTS.filter(listReadsFirstPage).map((c) => c.name);
    expect(reads).toEqual(expect.arrayContaining(['tags', 'visitors', 'audit', 'login_logs', 'exports']));
    expect(reads).not.toContain('district_details');
    expect(reads).not.toContain('welcome_message');
  });
});
