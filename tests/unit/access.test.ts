import { describe, expect, it } from 'vitest';
import { canAccess, kindOf, sectionForPath, type AccessRequest } from '../../src/lib/access';
import { allFeatures } from '../../src/lib/features';
import type { Section } from '../../src/lib/sections';
import { SECTIONS } from '../../src/registry/contracts';

const on = allFeatures(true);
const off = allFeatures(false);
const subject = (permissions: string[], configuration = on) => ({ permissions, configuration });
/** The console's sections: contracts and the sections still to come. */
const ask = (s: ReturnType<typeof subject>, request: AccessRequest, sections: readonly Section[] = SECTIONS) => canAccess(s, request, sections);

describe('canAccess (spec console §6)', () => {
  it('dashboard and profile need nothing', () => {
    expect(ask(subject([], off), { action: 'list', resource: 'dashboard' })).toBe(true);
    expect(ask(subject([], null as never), { action: 'list', resource: 'profile' })).toBe(true);
  });

  it('a section needs its district flag on and any one of its permissions', () => {
    expect(ask(subject(['posts_view']), { action: 'list', resource: 'posts' })).toBe(true);
    expect(ask(subject(['posts_delete']), { action: 'list', resource: 'posts' })).toBe(true);
    expect(ask(subject(['posts_view'], off), { action: 'list', resource: 'posts' })).toBe(false);
    expect(ask(subject(['events_view']), { action: 'list', resource: 'posts' })).toBe(false);
  });

  it('a nested flag needs its group on too', () => {
    const config = { ...on, CommunityContents: { ...on.CommunityContents, active: false } };
    expect(ask(subject(['events_view'], config), { action: 'list', resource: 'community_activities' })).toBe(false);
  });

  it('sections without a flag (users, settings) need only the permission', () => {
    expect(ask(subject(['users_view'], off), { action: 'list', resource: 'users' })).toBe(true);
    expect(ask(subject([], off), { action: 'list', resource: 'users' })).toBe(false);
  });

  const matrix: [string[], AccessRequest, boolean][] = [
    [['tags_add'], { action: 'form', resource: 'tags' }, true],
    [['tags_edit'], { action: 'form', resource: 'tags' }, false],
    [['tags_edit'], { action: 'form', resource: 'tags', targetId: 7 }, true],
    [['tags_delete'], { action: 'form', resource: 'tags', targetId: 7 }, true],
    [['tags_backoffice_view'], { action: 'form', resource: 'tags', targetId: 7 }, false],
    [['tags_edit'], { action: 'edit', resource: 'tags', record: { id: 3 } }, true],
    [['tags_edit'], { action: 'edit', resource: 'tags', record: { id: '' } }, false],
    [['tags_add'], { action: 'create', resource: 'tags' }, true],
    [['tags_edit'], { action: 'create', resource: 'tags' }, false],
    [['tags_delete'], { action: 'delete', resource: 'tags' }, true],
    [['tags_edit'], { action: 'delete', resource: 'tags' }, false],
    [['push_notifications_send'], { action: 'create', resource: 'notifications' }, true],
    [['visitors_add'], { action: 'form', resource: 'gate_visitors' }, true],
    [['visitors_view'], { action: 'form', resource: 'gate_visitors', targetId: 1 }, false],
  ];
  it.each(matrix)('%j %j → %s', (perms, request, expected) => {
    expect(ask(subject(perms), request)).toBe(expected);
  });

  it('switching district and the manual need backend (exact match)', () => {
    expect(ask(subject(['backend']), { action: 'switch_district' })).toBe(true);
    expect(ask(subject(['backend_view', 'users_view']), { action: 'switch_district' })).toBe(false);
    expect(ask(subject(['backend']), { action: 'manual' })).toBe(true);
  });

  it('unknown sections are refused; inline targets work like sections', () => {
    expect(ask(subject(['backend']), { action: 'list', resource: 'nope' })).toBe(false);
    const target = { feature: 'Posts' as const, permissions: ['posts_view' as const] };
    expect(ask(subject(['posts_view']), { action: 'list', resource: target })).toBe(true);
    expect(ask(subject(['posts_view'], off), { action: 'list', resource: target })).toBe(false);
  });

  it('a custom section list can be passed', () => {
    const sections: Section[] = [{ id: 'x', route: '/backend/x', parent: null, highOrder: false, features: [], permissions: ['cities_view'], position: 0 }];
    expect(ask(subject(['cities_view']), { action: 'list', resource: 'x' }, sections)).toBe(true);
  });

  it('reads the kind of a permission from its name', () => {
    expect(['posts_add', 'push_notifications_send', 'posts_edit', 'posts_delete', 'district_contents_staff_view'].map(kindOf)).toEqual([
      'add',
      'add',
      'edit',
      'delete',
      'view',
    ]);
  });

  it('lets a permission that names no action (brand_settings) do everything in its section', () => {
    expect(kindOf('brand_settings')).toBe('all');
    const brands: Section[] = [
      { id: 'b', route: '/backend/brands', parent: null, highOrder: false, features: [], permissions: ['brand_settings'], position: 0 },
    ];
    for (const action of ['list', 'create', 'form', 'delete'] as const) {
      expect(ask(subject(['brand_settings']), { action, resource: 'b' }, brands), action).toBe(true);
      expect(ask(subject(['cities_add']), { action, resource: 'b' }, brands), action).toBe(false);
    }
  });

  it('finds the section of a path by its longest route', () => {
    expect(sectionForPath('/backend/community/news/form', SECTIONS)?.id).toBe('community_news');
    expect(sectionForPath('/backend/settings/cities', SECTIONS)?.id).toBe('settings_cities');
    expect(sectionForPath('/backend/gate/visitors/invitation', SECTIONS)?.id).toBe('gate_visitors');
    expect(sectionForPath('/backend/nothing', SECTIONS)).toBeUndefined();
  });
});
