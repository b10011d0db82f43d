import { describe, expect, it } from 'vitest';
import { RESOURCES, routesOf } from '../../src/registry/registry';
import { CORE_SCREENS } from '../../src/registry/screens';
import { CORE_PAGES, DETOURS, matchesRoute, walkedPages } from '../e2e/screenWalk';

/**
 * The accessibility and language walk (tests/e2e/a11y-languages.spec.ts) must reach every
 * page the console declares: a new entity, or a new page of one, that the walk would miss fails
 * here, until the walk reaches it (a detour in tests/e2e/screenWalk.ts when no generic step does).
 */
describe('the screens walk', () => {
  it.each(RESOURCES.map((d) => [d.name, d] as const))('reaches every page %s declares', (_name, d) => {
    const walked = walkedPages(d);
    expect(
      routesOf(d)
        .map((r) => r.path)
        .filter((path) => !walked.includes(path)),
    ).toEqual([]);
  });

  it('reaches every core screen of the site map', () => {
    expect(CORE_SCREENS.map((s) => s.route).filter((route) => !CORE_PAGES.includes(route))).toEqual([]);
  });

  it('has no detour from a list, or to a page, that the registry does not declare', () => {
    const pages = RESOURCES.flatMap((d) => routesOf(d).map((r) => r.path));
    const lists = RESOURCES.map((d) => d.route);
    expect(DETOURS.filter((t) => !lists.includes(t.from) || !pages.includes(t.reaches))).toEqual([]);
  });

  it('matches route patterns as the router does', () => {
    expect(matchesRoute('/backend/contracts/request/:TargetId?', '/backend/contracts/request/12')).toBe(true);
    expect(matchesRoute('/backend/contracts/request/:TargetId?', '/backend/contracts/request')).toBe(true);
    expect(matchesRoute('/backend/contracts/request/:TargetId?', '/backend/contracts')).toBe(false);
    expect(matchesRoute('/backend/security/form', '/backend/security/form/2')).toBe(false);
  });
});
